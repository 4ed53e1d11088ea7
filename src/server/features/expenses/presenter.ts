import type { ExpenseRecord, ExpenseTotals } from '../../../domain/expenses/schemas';
import { moneyTotals } from '../../../domain/pricing/pricing';
import type { expenses } from '../../db/schema';

export type ExpenseRow = typeof expenses.$inferSelect;

export interface ExpenseJoinRow {
  expense: ExpenseRow;
  creatorId: string | null;
  creatorEmail: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

/** Money of a sum: VAT included, its VAT part, and the amount without it. */
export function presentTotals(row: { count: number; amountCents: number; vatCents: number }): ExpenseTotals {
  return moneyTotals(row.count, row.amountCents, row.vatCents);
}

export function presentExpense(row: ExpenseJoinRow): ExpenseRecord {
  const { expense } = row;
  const { amount, vatAmount, amountExVat } = moneyTotals(1, expense.amountCents, expense.vatCents);
  return {
    id: expense.id,
    date: expense.spentOn,
    category: expense.category,
    supplier: expense.supplier,
    description: expense.description,
    amount,
    vatAmount,
    amountExVat,
    reference: expense.reference,
    createdBy:
      row.creatorId && row.creatorEmail
        ? { id: row.creatorId, email: row.creatorEmail, firstName: row.creatorFirstName ?? '', lastName: row.creatorLastName ?? '' }
        : null,
    createdAt: expense.createdAt.toISOString(),
    updatedAt: expense.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an expense: its fields, money in cents as stored. */
export function auditedExpense(expense: ExpenseRow) {
  return {
    date: expense.spentOn,
    category: expense.category,
    supplier: expense.supplier,
    description: expense.description,
    amountCents: expense.amountCents,
    vatCents: expense.vatCents,
    reference: expense.reference,
  };
}
