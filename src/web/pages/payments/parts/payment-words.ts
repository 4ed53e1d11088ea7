import { useTranslation } from 'react-i18next';
import { BUNDLES } from '../../../../domain/bundles/bundles';
import type { PaymentRecord } from '../../../../domain/payments/schemas';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLanguageTag } from '../../../lib/i18n';

/**
 * What a payment bought, and dates, in the visitor's language (the `payments` texts; each page takes
 * its `t` from useTranslation('payments') itself).
 */
export function usePaymentWords() {
  const { t } = useTranslation('payments');
  const locale = useLanguageTag();
  return {
    /** "1 ZARcode" or "Starter bundle: 5 ZARcodes". */
    itemName: (payment: Pick<PaymentRecord, 'product' | 'bundleType'>) =>
      payment.product === 'bundle' && payment.bundleType
        ? t('item.bundle', { label: t(`app:bundles.${payment.bundleType}`), codes: BUNDLES[payment.bundleType].codes })
        : t('item.code'),
    date: (value: string) => formatDate(value, locale),
    dateTime: (value: string) => formatDateTime(value, locale),
  };
}
