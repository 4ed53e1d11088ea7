import { Printer } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/brand';
import type { PaymentRecord } from '../../../../domain/payments/schemas';
import { formatRand } from '../../../../domain/pricing/pricing';
import { PAYMENT_STATUS_LABELS } from '../../../components/payments/payment-status-badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { formatDateTime, formatRate } from '../../../lib/format';
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
  return (
    <Dialog {...openWhileSet(payment, onClose)}>
      <DialogContent className="payment-receipt">
        <style>{PRINT_CSS}</style>
        {payment ? (
          <>
            <DialogHeader>
              <DialogTitle>Receipt</DialogTitle>
              <DialogDescription>{`${PRODUCT_NAME} · ${formatDateTime(payment.completedAt ?? payment.createdAt)}`}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-1 text-sm">
              <DetailLine label="Receipt number" valueClassName="break-all text-right font-mono text-xs">{payment.id}</DetailLine>
              <DetailLine label="Status">{PAYMENT_STATUS_LABELS[payment.status]}</DetailLine>
              {payment.providerPaymentId ? (
                <DetailLine label="Payment reference" valueClassName="break-all text-right font-mono text-xs">{payment.providerPaymentId}</DetailLine>
              ) : null}
              {payment.zarcode ? (
                <DetailLine label={PRODUCT_NAME} valueClassName="font-mono">{payment.zarcode}</DetailLine>
              ) : null}
            </dl>
            <dl aria-label="Receipt amounts" className="divide-y divide-border border-y text-sm">
              <MoneyLine
                label={payment.itemDescription ? `${payment.itemName} (${payment.itemDescription})` : payment.itemName}
                value={formatRand(payment.listAmount)}
              />
              {payment.voucherCode ? (
                <MoneyLine label={`Voucher ${payment.voucherCode}`} value={`-${formatRand(payment.discount)}`} />
              ) : null}
              <MoneyLine label="Total (incl. VAT)" value={formatRand(payment.amount)} strong />
              <MoneyLine label={`VAT at ${formatRate(payment.vatRate)}%`} value={formatRand(payment.vatAmount)} muted />
              <MoneyLine label="Amount excluding VAT" value={formatRand(payment.amountExVat)} muted />
            </dl>
            <div className="print-hidden flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button onClick={() => window.print()}>
                <Printer aria-hidden />
                Print receipt
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
