import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../domain/brand';
import type { PaymentRecord } from '../../../../domain/payments/schemas';
import { formatRand } from '../../../../domain/pricing/pricing';
import { PaymentStatusText } from '../../../components/payments/payment-status-badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { formatDateTime, formatRate } from '../../../lib/format';
import { useLanguageTag } from '../../../lib/i18n';
import { DetailLine, MoneyLine } from './page-frame';

/*
 * Printing shows the receipt alone: everything else on the page is hidden while the dialog's receipt
 * is laid out at the top of the sheet. The rule lives with the receipt, so no other page prints oddly.
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .payment-receipt, .payment-receipt * { visibility: visible !important; }
  .payment-receipt { position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important; max-width: none !important; transform: none !important; box-shadow: none !important; border: 0 !important; }
  .payment-receipt .print-hidden, .payment-receipt > button { display: none !important; }
}`;

/** One payment as a receipt: seller, item, voucher, total, VAT part and the amount without VAT. */
export function ReceiptDialog({ payment, onClose }: { payment: PaymentRecord | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const locale = useLanguageTag();
  return (
    <Dialog {...openWhileSet(payment, onClose)}>
      <DialogContent className="payment-receipt">
        <style>{PRINT_CSS}</style>
        {payment ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('receipt')}</DialogTitle>
              <DialogDescription>{`${PRODUCT_NAME} · ${formatDateTime(payment.completedAt ?? payment.createdAt, locale)}`}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-1 text-sm">
              <DetailLine label={t('receiptNumber')} valueClassName="break-all text-right font-mono text-xs">{payment.id}</DetailLine>
              <DetailLine label={t('creators:status')}>
                <PaymentStatusText status={payment.status} />
              </DetailLine>
              {payment.providerPaymentId ? (
                <DetailLine label={t('paymentReference')} valueClassName="break-all text-right font-mono text-xs">{payment.providerPaymentId}</DetailLine>
              ) : null}
              {payment.zarcode ? (
                <DetailLine label={PRODUCT_NAME} valueClassName="font-mono">{payment.zarcode}</DetailLine>
              ) : null}
            </dl>
            <dl aria-label={t('receiptAmounts')} className="divide-y divide-border border-y text-sm">
              <MoneyLine
                label={payment.itemDescription ? `${payment.itemName} (${payment.itemDescription})` : payment.itemName}
                value={formatRand(payment.listAmount)}
              />
              {payment.voucherCode ? (
                <MoneyLine label={t('voucherLine', { code: payment.voucherCode })} value={`-${formatRand(payment.discount)}`} />
              ) : null}
              <MoneyLine label={t('total')} value={formatRand(payment.amount)} strong />
              <MoneyLine label={t('vatAt', { rate: formatRate(payment.vatRate) })} value={formatRand(payment.vatAmount)} muted />
              <MoneyLine label={t('amountExVat')} value={formatRand(payment.amountExVat)} muted />
            </dl>
            <div className="print-hidden flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button onClick={() => window.print()}>
                <Printer aria-hidden />
                {t('printReceipt')}
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
