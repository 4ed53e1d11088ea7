import { useState } from 'react';
import { PAYMENT_STATUSES } from '../../../domain/payments/payments';
import { formatRand } from '../../../domain/pricing/pricing';
import { useAdminPaymentsQuery, type AdminPaymentFilters } from '../../api/admin-payments';
import { Button } from '../../components/ui/button';
import { PAYMENT_STATUS_LABELS, PaymentStatusBadge } from '../../components/payments/payment-status-badge';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDateTime, formatRate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPage, FetchError } from './parts/admin-page';

const NO_FILTERS: AdminPaymentFilters = { page: 1, status: '', from: '', to: '', search: '' };

/** /a/payments: every payment, filtered by status, days and a search, with totals and VAT totals. */
export function AdminPaymentsPage() {
  usePageTitle('Payments');
  const [filters, setFilters] = useState<AdminPaymentFilters>(NO_FILTERS);
  const payments = useAdminPaymentsQuery(filters);
  const setFilter = (key: Exclude<keyof AdminPaymentFilters, 'page'>, value: string) =>
    setFilters((f) => ({ ...f, [key]: value, page: 1 }));
  const data = payments.data;
  const revenue = data?.byStatus.find((line) => line.status === 'complete');

  return (
    <AdminPage title="Payments" description="Payments for codes and bundles, with VAT.">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="filter-status" label="Status">
          <select
            id="filter-status"
            value={filters.status}
            onChange={(event) => setFilter('status', event.target.value)}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">All statuses</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-from" label="From">
          <Input id="filter-from" type="date" value={filters.from} onChange={(event) => setFilter('from', event.target.value)} />
        </Field>
        <Field id="filter-to" label="To">
          <Input id="filter-to" type="date" value={filters.to} onChange={(event) => setFilter('to', event.target.value)} />
        </Field>
        <Field id="filter-search" label="Search">
          <Input
            id="filter-search"
            type="search"
            placeholder="E-mail or payment id"
            value={filters.search}
            onChange={(event) => setFilter('search', event.target.value)}
          />
        </Field>
      </Card>

      {payments.isError ? <FetchError title="Failed to fetch payments" error={payments.error} /> : null}

      {data ? (
        <dl aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[
            { label: 'Payments', value: String(data.totals.count) },
            { label: 'Paid (incl. VAT)', value: formatRand(revenue?.amount ?? '0.00') },
            { label: 'VAT on paid', value: formatRand(revenue?.vatAmount ?? '0.00') },
            { label: 'Paid excl. VAT', value: formatRand(revenue?.amountExVat ?? '0.00') },
          ].map((tile) => (
            <Card key={tile.label} className="p-4">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{tile.label}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{tile.value}</dd>
            </Card>
          ))}
        </dl>
      ) : null}

      {data && data.byStatus.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {data.byStatus
            .map((line) => `${PAYMENT_STATUS_LABELS[line.status]}: ${line.count} · ${formatRand(line.amount)} (VAT ${formatRand(line.vatAmount)})`)
            .join('  |  ')}
        </p>
      ) : null}

      <Card className="min-w-0">
        {!data ? (
          <Skeleton className="m-4 h-40" />
        ) : data.payments.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">No payments match these filters.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Buyer</TableHead>
                <TableHead>Item</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead className="text-right">VAT</TableHead>
                <TableHead>Voucher</TableHead>
                <TableHead>Mode</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.payments.map((payment) => (
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
              ))}
            </TableBody>
          </Table>
        )}
      </Card>

      {data && data.pagination.totalPages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">{`Page ${data.pagination.page} of ${data.pagination.totalPages}`}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page >= data.pagination.totalPages}
            onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </AdminPage>
  );
}
