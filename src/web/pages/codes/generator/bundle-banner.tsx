import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Bundle } from '../../../../domain/bundles/schemas';
import { useLanguageTag } from '../../../lib/i18n';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/** The banner of an active bundle with codes left: this code takes one of them, no payment needed. */
export function BundleBanner({ bundle }: { bundle: Bundle }) {
  const { t } = useTranslation('codeForm');
  const until = new Intl.DateTimeFormat(useLanguageTag(), { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(bundle.expiresAt));
  return (
    <Alert variant="success" role="status">
      <Package aria-hidden />
      <AlertTitle>
        {t('bundleLeft', { name: t(`app:bundles.${bundle.bundleType}`), left: bundle.remainingZarcodes, count: bundle.totalZarcodes })}
      </AlertTitle>
      <AlertDescription>
        <p>{t('bundleNoPayment', { until })}</p>
      </AlertDescription>
    </Alert>
  );
}
