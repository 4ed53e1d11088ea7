import type { AdminVoucher } from '../../../../domain/vouchers/schemas';
import { formatRand } from '../../../../domain/pricing/pricing';
import { useVoucherUsesQuery } from '../../../api/vouchers';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';

/** The completed payments that used a voucher, newest first. */
export function VoucherUsesDialog({ voucher, onClose }: { voucher: AdminVoucher | null; onClose: () => void }) {
  const uses = useVoucherUsesQuery(voucher?.id ?? null);
  return (
    <Dialog {...openWhileSet(voucher, onClose)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{`Uses of ${voucher?.code ?? ''}`}</DialogTitle>
          <DialogDescription>
            {voucher ? `${voucher.usesCount} used${voucher.heldUses ? `, ${voucher.heldUses} held by checkouts in progress` : ''}.` : ''}
          </DialogDescription>
        </DialogHeader>
        {!uses.data ? (
          <Skeleton className="h-24" />
        ) : uses.data.uses.length === 0 ? (
          <p className="text-sm text-muted-foreground">No completed payment has used this voucher yet.</p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {uses.data.uses.map((use) => (
              <li key={use.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block font-medium">{use.user ? use.user.email : 'Deleted user'}</span>
                  <span className="text-xs text-muted-foreground">{`${use.itemName} · ${formatDateTime(use.createdAt)}`}</span>
                </span>
                <span className="tabular-nums">{`${formatRand(use.amount)} (-${formatRand(use.discount)})`}</span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
