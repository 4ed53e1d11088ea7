import type { ExpenseRecord, ExpenseTotals } from '../../../domain/expenses/schemas';
import { formatCents } from '../../../domain/pricing/pricing';
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
  return {
    count: row.count,
    amount: formatCents(row.amountCents),
    vatAmount: formatCents(row.vatCents),
    amountExVat: formatCents(row.amountCents - row.vatCents),
  };
}

export function presentExpense(row: ExpenseJoinRow): ExpenseRecord {
  const { expense } = row;
  return {
    id: expense.id,
    date: expense.spentOn,
    category: expense.category,
    supplier: expense.supplier,
    description: expense.description,
    amount: formatCents(expense.amountCents),
    vatAmount: formatCents(expense.vatCents),
    amountExVat: formatCents(expense.amountCents - expense.vatCents),
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
