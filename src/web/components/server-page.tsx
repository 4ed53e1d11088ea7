import { RefreshCw, WifiOff } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from './page-loader';
import { StateMessage } from './state-message';
import { Button } from './ui/button';
import { toast } from './ui/use-toast';

/**
 * A page the server renders itself (the code page, so that it opens fast on slow phones). Reached by
 * a link inside the app, the document is loaded from the server, which answers it complete, in the
 * visitor's language, light enough for 2G. The app shows it only when the server could not render it
 * (the first document of this visit is the app's own): 'Failed to fetch ZARcode' (a code no one has
 * is the server's own 404 page), said by a toast as the code page's notices are, and a way to try again.
 */
export function ServerPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const href = `${location.pathname}${location.search}${location.hash}`;
  const isFirstDocument = location.key === 'default';
  const failedTitle = t('codePage:loadFailed');
  React.useEffect(() => {
    if (!isFirstDocument) window.location.replace(href);
    else toast({ title: failedTitle, variant: 'destructive' });
  }, [isFirstDocument, href, failedTitle]);
  if (!isFirstDocument) return <PageLoader />;
  return (
    <StateMessage icon={<WifiOff className="size-7" />} title={failedTitle}>
      <p className="mt-3 text-muted-foreground">{t('codePage:checkConnection')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        {t('offline:tryAgain')}
      </Button>
    </StateMessage>
  );
}
