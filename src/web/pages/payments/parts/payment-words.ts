import { useTranslation } from 'react-i18next';
import { BUNDLES } from '../../../../domain/bundles/bundles';
import { LANGUAGE_TAGS, isLanguage } from '../../../../domain/i18n/languages';
import type { PaymentRecord } from '../../../../domain/payments/schemas';
import { formatDate, formatDateTime } from '../../../lib/format';

/**
 * The words of the payments pages in the visitor's language (the `payments` texts): `t`, what a
 * payment bought, and dates as that language writes them.
 */
export function usePaymentWords() {
  const { t, i18n } = useTranslation('payments');
  const locale = LANGUAGE_TAGS[isLanguage(i18n.language) ? i18n.language : 'en'];
  return {
    t,
    /** "1 ZARcode" or "Starter bundle: 5 ZARcodes". */
    itemName: (payment: Pick<PaymentRecord, 'product' | 'bundleType'>) =>
      payment.product === 'bundle' && payment.bundleType
        ? t('item.bundle', { label: BUNDLES[payment.bundleType].label, codes: BUNDLES[payment.bundleType].codes })
        : t('item.code'),
    date: (value: string) => formatDate(value, locale),
    dateTime: (value: string) => formatDateTime(value, locale),
  };
}
