import { PAYMENT_STATUSES } from '../../../domain/payments/payments';
import { formatRand } from '../../../domain/pricing/pricing';
import { useAdminPaymentsQuery, type AdminPaymentFilters } from '../../api/admin-payments';
import { PAYMENT_STATUS_LABELS, PaymentStatusBadge } from '../../components/payments/payment-status-badge';
import { Card } from '../../components/ui/card';
import { TableCell, TableRow } from '../../components/ui/table';
import { formatDateTime, formatRate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPage, FetchError } from './parts/admin-page';
import { FilterInput, FilterSelect, optionsOf, SearchFilter } from './parts/filters';
import { AdminTable, TotalTiles, useListFilters, type AdminColumn } from './parts/list-parts';

const NO_FILTERS: AdminPaymentFilters = { page: 1, status: '', from: '', to: '', search: '' };

const PAYMENT_COLUMNS: readonly AdminColumn[] = [
  { title: 'Date' },
  { title: 'Buyer' },
  { title: 'Item' },
  { title: 'Status' },
  { title: 'Amount', className: 'text-right' },
  { title: 'VAT', className: 'text-right' },
  { title: 'Voucher' },
  { title: 'Mode' },
];

/** /a/payments: every payment, filtered by status, days and a search, with totals and VAT totals. */
export function AdminPaymentsPage() {
  usePageTitle('Payments');
  const { filters, filterField, setPage } = useListFilters(NO_FILTERS);
  const payments = useAdminPaymentsQuery(filters);
  const data = payments.data;
  const revenue = data?.byStatus.find((line) => line.status === 'complete');

  return (
    <AdminPage title="Payments" description="Payments for codes and bundles, with VAT.">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect id="filter-status" label="Status" allLabel="All statuses" options={optionsOf(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)} {...filterField('status')} />
        <FilterInput id="filter-from" label="From" type="date" {...filterField('from')} />
        <FilterInput id="filter-to" label="To" type="date" {...filterField('to')} />
        <SearchFilter id="filter-search" placeholder="E-mail or payment id" {...filterField('search')} />
      </Card>

      {payments.isError ? <FetchError title="Failed to fetch payments" error={payments.error} /> : null}

      {data ? (
        <TotalTiles
          tiles={[
            { label: 'Payments', value: String(data.totals.count) },
            { label: 'Paid (incl. VAT)', value: formatRand(revenue?.amount ?? '0.00') },
            { label: 'VAT on paid', value: formatRand(revenue?.vatAmount ?? '0.00') },
            { label: 'Paid excl. VAT', value: formatRand(revenue?.amountExVat ?? '0.00') },
          ]}
        />
      ) : null}

      {data && data.byStatus.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {data.byStatus
            .map((line) => `${PAYMENT_STATUS_LABELS[line.status]}: ${line.count} · ${formatRand(line.amount)} (VAT ${formatRand(line.vatAmount)})`)
            .join('  |  ')}
        </p>
      ) : null}

      <AdminTable
        label="Payments"
        items={data?.payments}
        pagination={data?.pagination}
        onPageChange={setPage}
        columns={PAYMENT_COLUMNS}
        empty={{ title: 'No payments', hint: 'No payments match these filters.' }}
        row={(payment) => (
          <TableRow key={payment.id}>
            <TableCell className="whitespace-nowrap text-xs">{formatDateTime(payment.createdAt)}</TableCell>
            <TableCell className="text-xs">
              {payment.user ? (
                <>
                  <span className="block font-medium text-slate-900">{`${payment.user.firstName} ${payment.user.lastName}`}</span>
                  <span className="text-muted-foreground">{payment.user.email}</span>
                </>
              ) : (
                '-'
              )}
            </TableCell>
            <TableCell className="min-w-48 text-xs">
              <span className="block">{payment.itemName}</span>
              {payment.zarcode ? <span className="font-mono text-muted-foreground">{payment.zarcode}</span> : null}
            </TableCell>
            <TableCell>
              <PaymentStatusBadge status={payment.status} />
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{formatRand(payment.amount)}</TableCell>
            <TableCell className="whitespace-nowrap text-right text-xs tabular-nums">{`${formatRand(payment.vatAmount)} (${formatRate(payment.vatRate)}%)`}</TableCell>
            <TableCell className="text-xs">{payment.voucherCode ? `${payment.voucherCode} -${formatRand(payment.discount)}` : '-'}</TableCell>
            <TableCell className="text-xs capitalize">{payment.mode}</TableCell>
          </TableRow>
        )}
      />
    </AdminPage>
  );
}
