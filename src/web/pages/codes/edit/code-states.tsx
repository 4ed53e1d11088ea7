import { RefreshCw, SearchX, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { StateMessage } from '../../../components/state-message';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

/** The edit page of a code no one has: 'ZARcode Not Found', with a Go Home link. */
export function CodeNotFound({ code }: { code: string }) {
  return (
    <StateMessage icon={<SearchX className="size-7" />} title={`${PRODUCT_NAME} Not Found`}>
      <p className="mt-3 text-muted-foreground">
        No {PRODUCT_NAME} matches <span className="font-mono font-semibold text-slate-800">{code}</span>.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.landing()}>Go Home</Link>
      </Button>
    </StateMessage>
  );
}

/**
 * A failure other than "not found" (no signal, server trouble): the code may well exist, so say so
 * and offer to try again, which matters on patchy mobile data.
 */
export function CodeLoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StateMessage icon={<WifiOff className="size-7" />} title={`Could not load this ${PRODUCT_NAME}`}>
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
    </StateMessage>
  );
}
