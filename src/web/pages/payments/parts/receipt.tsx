import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { formatRand } from '../../../../domain/pricing/pricing';
import { errorText } from '../../../api/client';
import { useReceiptQuery } from '../../../api/payments';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRate } from '../../../lib/format';
import { localMessage } from '../../../lib/i18n';
import { DetailLine, MoneyLine } from './page-frame';
import { usePaymentWords } from './payment-words';

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

/**
 * A completed payment's receipt, as the server issues it (GET /api/payments/{id}/receipt, which
 * refuses any payment not complete): seller, buyer, item, voucher, total, VAT part and the amount
 * without VAT.
 */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const { itemName, dateTime } = usePaymentWords();
  const receipt = useReceiptQuery(paymentId);
  const data = receipt.data;
  return (
    <Dialog {...openWhileSet(paymentId, onClose)}>
      <DialogContent className="payment-receipt">
        <style>{PRINT_CSS}</style>
        <DialogHeader>
          <DialogTitle>{t('receipt.title')}</DialogTitle>
          <DialogDescription>{data ? `${PRODUCT_NAME} · ${dateTime(data.completedAt)}` : PRODUCT_NAME}</DialogDescription>
        </DialogHeader>
        {receipt.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{localMessage(errorText(receipt.error))}</AlertDescription>
          </Alert>
        ) : !data ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <>
            <dl className="grid gap-1 text-sm">
              <DetailLine label={t('receipt.number')} valueClassName="break-all text-right font-mono text-xs">{data.id}</DetailLine>
              {data.buyer ? (
                <DetailLine label={t('receipt.buyer')} valueClassName="break-all text-right">
                  {`${data.buyer.firstName} ${data.buyer.lastName}`.trim() || data.buyer.email}
                </DetailLine>
              ) : null}
              <DetailLine label={t('receipt.status')}>{t('status.complete')}</DetailLine>
              {data.providerPaymentId ? (
                <DetailLine label={t('receipt.reference')} valueClassName="break-all text-right font-mono text-xs">{data.providerPaymentId}</DetailLine>
              ) : null}
              {data.zarcode ? (
                <DetailLine label={PRODUCT_NAME} valueClassName="font-mono">{data.zarcode}</DetailLine>
              ) : null}
            </dl>
            <dl aria-label={t('receipt.amounts')} className="divide-y divide-border border-y text-sm">
              <MoneyLine
                label={data.itemDescription ? `${itemName(data)} (${data.itemDescription})` : itemName(data)}
                value={formatRand(data.listAmount)}
              />
              {data.voucherCode ? (
                <MoneyLine label={t('receipt.voucher', { code: data.voucherCode })} value={`-${formatRand(data.discount)}`} />
              ) : null}
              <MoneyLine label={t('receipt.total')} value={formatRand(data.amount)} strong />
              <MoneyLine label={t('receipt.vat', { rate: formatRate(data.vatRate) })} value={formatRand(data.vatAmount)} muted />
              <MoneyLine label={t('receipt.exVat')} value={formatRand(data.amountExVat)} muted />
            </dl>
            <div className="print-hidden flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button onClick={() => window.print()}>
                <Printer aria-hidden />
                {t('receipt.print')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
