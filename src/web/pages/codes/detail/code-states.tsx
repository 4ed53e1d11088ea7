import { RefreshCw, SearchX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';
import { DidYouMean } from './did-you-mean';

/** While the code loads: the page's outline, so nothing jumps when it arrives. */
export function CodeLoading() {
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-3 py-5 sm:px-6 sm:py-8 lg:px-8" role="status" aria-live="polite">
      <span className="sr-only">Loading {PRODUCT_NAME}…</span>
      <div className="h-44 animate-pulse rounded-xl bg-muted" aria-hidden />
      <div className="grid gap-5 lg:grid-cols-3" aria-hidden>
        <div className="h-[320px] animate-pulse rounded-lg bg-muted sm:h-[440px] lg:col-span-2 lg:h-[600px]" />
        <div className="hidden h-64 animate-pulse rounded-xl bg-muted lg:block" />
      </div>
    </div>
  );
}

function StateFrame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
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

/** Section 2's not-found state: '{product} Not Found', "Did you mean" codes and a Go Home link. */
export function CodeNotFound({ code }: { code: string }) {
  return (
    <StateFrame icon={<SearchX className="size-7" />} title={`${PRODUCT_NAME} Not Found`}>
      <p className="mt-3 text-muted-foreground">
        No {PRODUCT_NAME} matches <span className="font-mono font-semibold text-slate-800">{code}</span>. Check
        the code for a mistyped letter or digit: codes look like 1CT-7K2M.
      </p>
      <DidYouMean code={code} />
      <Button asChild className="mt-6">
        <Link to={paths.landing()}>Go Home</Link>
      </Button>
    </StateFrame>
  );
}

/**
 * A failure other than "not found" (no signal, server trouble): the code may well exist, so say so
 * and offer to try again, which matters on patchy mobile data.
 */
export function CodeLoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StateFrame icon={<WifiOff className="size-7" />} title={`Could not load this ${PRODUCT_NAME}`}>
      <p className="mt-3 text-muted-foreground">Check your connection and try again.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry} disabled={isRetrying}>
          <RefreshCw className={isRetrying ? 'animate-spin' : undefined} aria-hidden />
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.landing()}>Go Home</Link>
        </Button>
      </div>
    </StateFrame>
  );
}

