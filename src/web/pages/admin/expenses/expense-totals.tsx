import { EXPENSE_CATEGORY_LABELS, type ExpenseCategory } from '../../../../domain/expenses/expenses';
import type { AdminExpenseListReply, ExpenseTotals } from '../../../../domain/expenses/schemas';
import { formatRand } from '../../../../domain/pricing/pricing';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { TotalTiles } from '../parts/list-parts';

const MONTH = new Intl.DateTimeFormat('en-ZA', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Mar 2026" from "2026-03". */
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** The four figures of the expenses shown: with VAT, the VAT, without it, how many. */
export function TotalsTiles({ totals }: { totals: ExpenseTotals }) {
  return (
    <TotalTiles
      tiles={[
        { label: 'Spent (incl. VAT)', value: formatRand(totals.amount) },
        { label: 'VAT', value: formatRand(totals.vatAmount) },
        { label: 'Excl. VAT', value: formatRand(totals.amountExVat) },
        { label: 'Expenses', value: String(totals.count) },
      ]}
    />
  );
}

interface Bar {
  key: string;
  label: string;
  totals: ExpenseTotals;
  isSelected: boolean;
  onSelect: () => void;
}

/** Sums as bars against the largest; a row chooses its filter. */
function BarList({ title, bars, empty }: { title: string; bars: Bar[]; empty: string }) {
  const largest = Math.max(1, ...bars.map((bar) => Number(bar.totals.amount)));
  return (
    <Card className="min-w-0 p-4">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{title}</h2>
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1">
          {bars.map((bar) => (
            <li key={bar.key}>
              <button
                type="button"
                aria-pressed={bar.isSelected}
                onClick={bar.onSelect}
                className={cn('grid w-full gap-1 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted', bar.isSelected && 'bg-brand-50')}
              >
                <span className="flex justify-between gap-2">
                  <span className="truncate">{`${bar.label} (${bar.totals.count})`}</span>
                  <span className="shrink-0 font-medium tabular-nums">{formatRand(bar.totals.amount)}</span>
                </span>
                <span aria-hidden className="h-1.5 rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-brand-500"
                    style={{ width: `${(Number(bar.totals.amount) / largest) * 100}%` }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Totals by category (of the month chosen) and by month (of the category chosen); each row filters. */
export function TotalsBreakdown({
  data,
  month,
  category,
  onMonth,
  onCategory,
}: {
  data: AdminExpenseListReply;
  month: string;
  category: ExpenseCategory | '';
  onMonth: (month: string) => void;
  onCategory: (category: ExpenseCategory | '') => void;
}) {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <BarList
        title={month ? `By category, ${monthLabel(month)}` : 'By category, all months'}
        empty="No expenses."
        bars={data.byCategory.map((line) => ({
          key: line.category,
          label: EXPENSE_CATEGORY_LABELS[line.category],
          totals: line,
          isSelected: category === line.category,
          onSelect: () => onCategory(category === line.category ? '' : line.category),
        }))}
      />
      <BarList
        title={category ? `By month, ${EXPENSE_CATEGORY_LABELS[category]}` : 'By month, all categories'}
        empty="No expenses."
        bars={data.byMonth.map((line) => ({
          key: line.month,
          label: monthLabel(line.month),
          totals: line,
          isSelected: month === line.month,
          onSelect: () => onMonth(month === line.month ? '' : line.month),
        }))}
      />
    </div>
  );
}
