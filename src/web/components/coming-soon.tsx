import { Construction } from 'lucide-react';
import type * as React from 'react';
import { usePageTitle } from '../lib/use-page-title';

/** The body of a page that is routed but not built yet; it names the page. */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
        <Construction className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">This page is coming soon.</p>
      {children ? <div className="mt-4 text-sm text-muted-foreground">{children}</div> : null}
    </section>
  );
}
