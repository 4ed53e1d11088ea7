import { Printer } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/brand';
import type { PaymentRecord } from '../../../../domain/payments/schemas';
import { formatRand } from '../../../../domain/pricing/pricing';
import { PAYMENT_STATUS_LABELS } from '../../../components/payments/payment-status-badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatDateTime, formatRate } from '../../../lib/format';
import { MoneyLine } from './page-frame';

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
    <Dialog open={payment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="payment-receipt">
        <style>{PRINT_CSS}</style>
        {payment ? (
          <>
            <DialogHeader>
              <DialogTitle>Receipt</DialogTitle>
              <DialogDescription>{`${PRODUCT_NAME} · ${formatDateTime(payment.completedAt ?? payment.createdAt)}`}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-1 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Receipt number</dt>
                <dd className="break-all text-right font-mono text-xs">{payment.id}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Status</dt>
                <dd>{PAYMENT_STATUS_LABELS[payment.status]}</dd>
              </div>
              {payment.providerPaymentId ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">Payment reference</dt>
                  <dd className="break-all text-right font-mono text-xs">{payment.providerPaymentId}</dd>
                </div>
              ) : null}
              {payment.zarcode ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{PRODUCT_NAME}</dt>
                  <dd className="font-mono">{payment.zarcode}</dd>
                </div>
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
