import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** A creator page whose data could not be read (no signal, server trouble): say so, offer to try again. */
export function LoadFailed({ title, onRetry, isRetrying }: { title: string; onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{t('codePage:checkConnection')}</p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry} disabled={isRetrying}>
            <RefreshCw className={isRetrying ? 'animate-spin' : undefined} aria-hidden />
            {t('offline:tryAgain')}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
