import { RefreshCw, SearchX, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { Button } from '../../../components/ui/button';
import { withValueElement } from '../../../lib/i18n';
import { paths } from '../../../paths';

/** The edit page of a code no one has: 'ZARcode Not Found', with a Go Home link. */
export function CodeNotFound({ code }: { code: string }) {
  const { t } = useTranslation('codePage');
  return (
    <StateMessage icon={<SearchX className="size-7" />} title={t('notFoundTitle')}>
      <p className="mt-3 text-muted-foreground">
        {withValueElement(
          (marked) => t('codeForm:noCodeMatches', { code: marked }),
          <span key="code" className="font-mono font-semibold text-slate-800">
            {code}
          </span>,
        )}
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.landing()}>{t('common:goHome')}</Link>
      </Button>
    </StateMessage>
  );
}

/**
 * A failure other than "not found" (no signal, server trouble): 'Failed to fetch ZARcode'. The code
 * may well exist, so say so and offer to try again, which matters on patchy mobile data.
 */
export function CodeLoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('codePage');
  return (
    <StateMessage icon={<WifiOff className="size-7" />} title={t('loadFailed')}>
      <p className="mt-3 text-muted-foreground">{t('checkConnection')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry} disabled={isRetrying}>
          <RefreshCw className={isRetrying ? 'animate-spin' : undefined} aria-hidden />
          {t('offline:tryAgain')}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.landing()}>{t('common:goHome')}</Link>
        </Button>
      </div>
    </StateMessage>
  );
}
