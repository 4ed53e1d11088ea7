import { CircleCheck, Copy, LayoutDashboard } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';

/** Once a code is made the page moves on to the dashboard after this long. */
export const SUCCESS_REDIRECT_DELAY_MS = 1500;

export interface SuccessAlertProps {
  code: string;
  onCopy(): void;
  /** The dashboard it moves on to: the user's, or the creator's. */
  dashboardPath: string;
}

/** Shown once the code exists (a bundle's or a creator's), until the page moves on to the dashboard. */
export function SuccessAlert({ code, onCopy, dashboardPath }: SuccessAlertProps) {
  const { t } = useTranslation('codeForm');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(dashboardPath), SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dashboardPath, navigate]);

  return (
    <Alert variant="success" aria-labelledby="created-title">
      <CircleCheck aria-hidden />
      <AlertTitle id="created-title">{t('created')}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {t('yourNewCode')}
          <strong className="block whitespace-nowrap font-mono text-3xl font-bold tracking-wider text-brand-900">{code}</strong>
        </p>
        <p className="text-brand-800">{t('takingYouToDashboard')}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onCopy}>
            <Copy aria-hidden />
            {t('copyCode')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => navigate(dashboardPath)}>
            <LayoutDashboard aria-hidden />
            {t('viewDashboard')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
