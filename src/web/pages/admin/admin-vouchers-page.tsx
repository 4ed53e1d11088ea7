import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminVoucher } from '../../../domain/vouchers/schemas';
import type { VoucherState } from '../../../domain/vouchers/vouchers';
import { useAdminVouchersQuery, useDeleteVoucherMutation } from '../../api/vouchers';
import { Button } from '../../components/ui/button';
import { TableCell, TableRow } from '../../components/ui/table';
import { toast } from '../../components/ui/use-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { cn } from '../../lib/utils';
import { AdminPage, FetchError } from './parts/admin-page';
import { AdminTable, type AdminColumn } from './parts/list-parts';
import { VoucherFormDialog, saDay } from './vouchers/voucher-form-dialog';
import { VoucherUsesDialog } from './vouchers/voucher-uses-dialog';
import { toastFailure } from '../../components/toast-failure';

const STATE_LABELS: Record<VoucherState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};

const VOUCHER_COLUMNS: readonly AdminColumn[] = [
  { title: 'Code' },
  { title: 'Discount' },
  { title: 'State' },
  { title: 'Valid' },
  { title: 'Uses', className: 'text-right' },
  { title: 'Actions', className: 'text-right' },
];

/** /a/vouchers: create, edit, end and see the uses of vouchers. */
export function AdminVouchersPage() {
  usePageTitle('Vouchers');
  const vouchers = useAdminVouchersQuery();
  const remove = useDeleteVoucherMutation();
  const [editing, setEditing] = useState<{ voucher: AdminVoucher | null } | null>(null);
  const [showingUses, setShowingUses] = useState<AdminVoucher | null>(null);

  const handleEnd = (voucher: AdminVoucher) =>
    remove.mutate(voucher.id, {
      onSuccess: (reply) => toast({ title: reply.ended ? 'Voucher ended' : 'Voucher deleted', description: reply.message, variant: 'success' }),
      onError: (error) => toastFailure('Failed to end voucher', error, 'Please try again.'),
    });

  return (
    <AdminPage
      title="Vouchers"
      description="Discounts buyers enter at payment. A voucher that was used is ended rather than deleted, so receipts keep it."
      actions={
        <Button onClick={() => setEditing({ voucher: null })}>
          <Plus aria-hidden />
          New voucher
        </Button>
      }
    >
      {vouchers.isError ? <FetchError title="Failed to fetch vouchers" error={vouchers.error} /> : null}
      <AdminTable
        label="Vouchers"
        items={vouchers.data?.vouchers}
        columns={VOUCHER_COLUMNS}
        empty={{ title: 'No vouchers yet', hint: 'New voucher makes one: buyers enter its code at payment.' }}
        row={(voucher) => (
          <TableRow key={voucher.id}>
            {/* Wide enough for a code and a line of its description: on a phone the table scrolls instead. */}
            <TableCell className="min-w-48">
              <span className="block whitespace-nowrap font-mono font-semibold">{voucher.code}</span>
              {voucher.description ? <span className="text-xs text-muted-foreground">{voucher.description}</span> : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">{voucher.label}</TableCell>
            <TableCell>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  voucher.state === 'active' ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-700',
                )}
              >
                {STATE_LABELS[voucher.state]}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap text-xs">
              {voucher.validFrom || voucher.validUntil
                ? `${saDay(voucher.validFrom) || '...'} to ${saDay(voucher.validUntil, true) || '...'}`
                : 'Always'}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {`${voucher.usesCount}${voucher.maxUses ? ` / ${voucher.maxUses}` : ''}`}
              {voucher.heldUses ? <span className="block text-xs text-muted-foreground">{`${voucher.heldUses} held`}</span> : null}
            </TableCell>
            <TableCell className="text-right">
              <div className="flex justify-end gap-1">
                <Button size="sm" variant="ghost" onClick={() => setShowingUses(voucher)} aria-label={`Uses of ${voucher.code}`}>
                  Uses
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing({ voucher })} aria-label={`Edit ${voucher.code}`}>
                  Edit
                </Button>
                {voucher.isActive ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="danger"
                    disabled={remove.isPending}
                    onClick={() => handleEnd(voucher)}
                    aria-label={`End ${voucher.code}`}
                  >
                    End
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        )}
      />
      <VoucherFormDialog open={editing !== null} voucher={editing?.voucher ?? null} onClose={() => setEditing(null)} />
      <VoucherUsesDialog voucher={showingUses} onClose={() => setShowingUses(null)} />
    </AdminPage>
  );
}
