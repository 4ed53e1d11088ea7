import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../../../domain/expenses/expenses';
import type { ExpenseRecord } from '../../../domain/expenses/schemas';
import { formatRand } from '../../../domain/pricing/pricing';
import { useAdminExpensesQuery, useDeleteExpenseMutation, type AdminExpenseFilters } from '../../api/admin-expenses';
import { ListPagination } from '../../components/list-pagination';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { toast } from '../../components/ui/use-toast';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPage, FetchError } from './parts/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterInput, FilterSelect, optionsOf, SearchFilter } from './parts/filters';
import { EmptyList, ListSkeleton, useListFilters } from './parts/list-parts';
import { ExpenseFormDialog } from './expenses/expense-form-dialog';
import { TotalsBreakdown, TotalsTiles } from './expenses/expense-totals';
import { toastFailure } from '../../components/toast-failure';
import { pageAfterRemoving } from '../../lib/list-page';

const SEARCH_DEBOUNCE_MS = 300;

/** /a/expenses: what the business spends, by South African month and category, with VAT. */
export function AdminExpensesPage() {
  usePageTitle('Expenses');
  // The search as typed; the list is asked with it trimmed, once typing pauses.
  const { filters, setFilter, filterField, setPage } = useListFilters<AdminExpenseFilters>({ page: 1, month: '', category: '', search: '' });
  const { page, month, category } = filters;
  const [editing, setEditing] = useState<{ expense: ExpenseRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<ExpenseRecord | null>(null);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const expenses = useAdminExpensesQuery({ page, month, category, search });
  const remove = useDeleteExpenseMutation();
  const data = expenses.data;
  const isFiltered = Boolean(month || category || search);

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Expense deleted', description: `${deleting.supplier}, ${formatRand(deleting.amount)}`, variant: 'success' });
        setPage(pageAfterRemoving(page, data?.expenses.length ?? 0));
      },
      onError: (error) => toastFailure('Failed to delete expense', error, 'Please try again.'),
      onSettled: () => setDeleting(null),
    });
  }

  const rowActions = (expense: ExpenseRecord) => (
    <div className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" onClick={() => setEditing({ expense })} aria-label={`Edit ${expense.supplier} of ${formatDate(expense.date)}`}>
        <Pencil aria-hidden />
        <span className="sr-only sm:not-sr-only">Edit</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        tone="danger"
        onClick={() => setDeleting(expense)}
        aria-label={`Delete ${expense.supplier} of ${formatDate(expense.date)}`}
      >
        <Trash2 aria-hidden />
        <span className="sr-only sm:not-sr-only">Delete</span>
      </Button>
    </div>
  );

  return (
    <AdminPage
      title="Expenses"
      description="What the business spends, VAT included, by South African month and category."
      actions={
        <Button onClick={() => setEditing({ expense: null })}>
          <Plus aria-hidden />
          New expense
        </Button>
      }
    >
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <FilterInput id="expenses-month" label="Month" type="month" {...filterField('month')} />
        <FilterSelect
          id="expenses-category"
          label="Category"
          {...filterField('category')}
          allLabel="All categories"
          options={optionsOf(EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS)}
        />
        <SearchFilter id="expenses-search" placeholder="Supplier, description or reference" {...filterField('search')} />
      </Card>

      {expenses.isError ? <FetchError title="Failed to fetch expenses" error={expenses.error} /> : null}

      {data ? (
        <>
          <TotalsTiles totals={data.totals} />
          <TotalsBreakdown
            data={data}
            month={month}
            category={category}
            onMonth={(value) => setFilter('month', value)}
            onCategory={(value) => setFilter('category', value)}
          />
        </>
      ) : null}

      {!data ? (
        expenses.isError ? null : <ListSkeleton label="Loading expenses" />
      ) : data.expenses.length === 0 ? (
        <EmptyList
          title="No expenses"
          hint={isFiltered ? 'No expense matches these filters.' : 'Record what the business spends with New expense.'}
        />
      ) : (
        <>
          <Card className="hidden min-w-0 md:block">
            <Table aria-label="Expenses">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Category</TableHead>
                  <TableHead>Supplier</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead className="text-right">VAT</TableHead>
                  <TableHead>Reference</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.expenses.map((expense) => (
                  <TableRow key={expense.id}>
                    <TableCell className="whitespace-nowrap">{formatDate(expense.date)}</TableCell>
                    <TableCell className="whitespace-nowrap">{EXPENSE_CATEGORY_LABELS[expense.category]}</TableCell>
                    <TableCell className="min-w-40">
                      <span className="block font-medium text-slate-900">{expense.supplier}</span>
                      {expense.description ? <span className="text-xs text-muted-foreground">{expense.description}</span> : null}
                    </TableCell>
                    <TableCell className="text-right font-semibold tabular-nums">{formatRand(expense.amount)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatRand(expense.vatAmount)}</TableCell>
                    <TableCell className="text-xs">{expense.reference ?? '-'}</TableCell>
                    <TableCell>{rowActions(expense)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden" aria-label="Expenses">
            {data.expenses.map((expense) => (
              <li key={expense.id}>
                <Card className="grid gap-1 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="wrap-anywhere font-medium text-slate-900">{expense.supplier}</p>
                      <p className="text-xs text-muted-foreground">{`${formatDate(expense.date)} · ${EXPENSE_CATEGORY_LABELS[expense.category]}`}</p>
                    </div>
                    <p className="shrink-0 text-right font-semibold tabular-nums">
                      {formatRand(expense.amount)}
                      <span className="block text-xs font-normal text-muted-foreground">{`VAT ${formatRand(expense.vatAmount)}`}</span>
                    </p>
                  </div>
                  {expense.description ? <p className="wrap-anywhere text-sm text-slate-700">{expense.description}</p> : null}
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-xs text-muted-foreground">{expense.reference ?? ''}</span>
                    {rowActions(expense)}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}

      {data ? <ListPagination pagination={data.pagination} onPageChange={setPage} /> : null}

      <ExpenseFormDialog open={editing !== null} expense={editing?.expense ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this expense?"
        description={deleting ? `${deleting.supplier}, ${formatRand(deleting.amount)} on ${formatDate(deleting.date)}, will be deleted. This cannot be undone.` : ''}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
