import type { ReactNode } from 'react';

/** A page's whole-page state (not found, could not load): an icon, a heading, then what to do. */
export function StateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-slate-600" aria-hidden>
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}
