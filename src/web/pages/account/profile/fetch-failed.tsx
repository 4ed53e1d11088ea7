import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { localMessage } from '../../../lib/i18n';

/** The profile could not be read: the reason, and a way to try again. */
export function FetchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Alert variant="destructive">
      <AlertTitle>{t('profileFailed')}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <p>{localMessage(errorText(error, t('myCodes:tryAgain')))}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('offline:tryAgain')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
