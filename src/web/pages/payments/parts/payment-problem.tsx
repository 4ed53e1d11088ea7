import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

/** A payment page reached without a payment it can show (no or unknown id). */
export function PaymentProblem({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to={paths.payments()}>{t('app:payments')}</Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={paths.dashboard()}>{t('common:dashboard')}</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
