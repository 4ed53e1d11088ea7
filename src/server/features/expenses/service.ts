import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminExpenseListReply, AdminExpensesQuery, ExpenseBody, ExpenseRecord } from '../../../domain/expenses/schemas';
import { paginationOf } from '../../../domain/api/pagination';
import { vatPartCents } from '../../../domain/pricing/pricing';
import { monthDays } from '../../../domain/time/south-african-time';
import type { Database, Queryable } from '../../db/client';
import { newestFirst, pageOf } from '../../db/lists';
import { expenses, users } from '../../db/schema';
import { containsText } from '../../db/values';
import { notFound } from '../../errors';
import { recordAudit, type AuditContext } from '../audit';
import { getSystemSettings } from '../settings';
import { auditedExpense, presentExpense, presentTotals, type ExpenseRow } from './presenter';

export const EXPENSE_NOT_FOUND = 'Expense not found';

const selectExpenses = (db: Queryable) =>
  db
    .select({
      expense: expenses,
      creatorId: users.id,
      creatorEmail: users.email,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(expenses)
    .leftJoin(users, eq(users.id, expenses.createdBy));

const sums = {
  count: count(),
  amountCents: sql<number>`coalesce(sum(${expenses.amountCents}), 0)`.mapWith(Number),
  vatCents: sql<number>`coalesce(sum(${expenses.vatCents}), 0)`.mapWith(Number),
};

const monthOf = sql<string>`to_char(${expenses.spentOn}, 'YYYY-MM')`;

/** Expenses of the South African days from `fromDay` up to (not including) `beforeDay`, in cents. */
export async function sumExpenses(
  db: Queryable,
  fromDay: string,
  beforeDay: string,
): Promise<{ count: number; amountCents: number; vatCents: number }> {
  const [row] = await db
    .select(sums)
    .from(expenses)
    .where(and(gte(expenses.spentOn, fromDay), lt(expenses.spentOn, beforeDay)));
  return row ?? { count: 0, amountCents: 0, vatCents: 0 };
}

/**
 * GET /api/admin/expenses: a page of the expenses matching every filter (newest day first), their
 * totals, the month's (and search's) totals by category and the category's (and search's) totals by
 * month, so that the page shows both whatever is filtered.
 */
export async function listExpenses(db: Database, query: AdminExpensesQuery): Promise<AdminExpenseListReply> {
  let byMonthFilter: SQL | undefined;
  if (query.month) {
    const { first, next } = monthDays(query.month);
    byMonthFilter = and(gte(expenses.spentOn, first), lt(expenses.spentOn, next));
  }
  const byCategoryFilter = query.category ? eq(expenses.category, query.category) : undefined;
  const bySearch = query.search ? containsText(query.search, [expenses.supplier, expenses.description, expenses.reference]) : undefined;
  const where = and(byMonthFilter, byCategoryFilter, bySearch);
  const [rows, [totals], byCategory, byMonth] = await Promise.all([
    pageOf(selectExpenses(db).where(where).$dynamic(), [desc(expenses.spentOn), ...newestFirst(expenses)], query),
    db.select(sums).from(expenses).where(where),
    db
      .select({ category: expenses.category, ...sums })
      .from(expenses)
      .where(and(byMonthFilter, bySearch))
      .groupBy(expenses.category)
      .orderBy(desc(sql`sum(${expenses.amountCents})`), expenses.category),
    db
      .select({ month: monthOf, ...sums })
      .from(expenses)
      .where(and(byCategoryFilter, bySearch))
      .groupBy(monthOf)
      .orderBy(desc(monthOf))
      .limit(12),
  ]);
  const total = totals ?? { count: 0, amountCents: 0, vatCents: 0 };
  return {
    expenses: rows.map(presentExpense),
    pagination: paginationOf(query, total.count),
    totals: presentTotals(total),
    byCategory: byCategory.map((row) => ({ category: row.category, ...presentTotals(row) })),
    byMonth: byMonth.map((row) => ({ month: row.month, ...presentTotals(row) })),
  };
}

async function getExpenseRecord(db: Queryable, id: string): Promise<ExpenseRecord> {
  const [row] = await selectExpenses(db).where(eq(expenses.id, id)).limit(1);
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return presentExpense(row);
}

async function getExpenseRow(db: Queryable, id: string): Promise<ExpenseRow> {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id)).limit(1).for('update');
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return row;
}

/** The columns of a body; a VAT part left out is worked out at System Settings' VAT rate. */
async function columnsOf(db: Queryable, body: ExpenseBody) {
  const vatCents = body.vatAmount ?? vatPartCents(body.amount, (await getSystemSettings(db)).vatRate);
  return {
    spentOn: body.date,
    category: body.category,
    supplier: body.supplier,
    description: body.description,
    amountCents: body.amount,
    vatCents,
    reference: body.reference,
  };
}

export async function createExpense(db: Database, audit: AuditContext, body: ExpenseBody): Promise<ExpenseRecord> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(expenses)
      .values({ ...(await columnsOf(tx, body)), createdBy: audit.actorId })
      .returning();
    await recordAudit(tx, audit, { action: 'expense.create', targetType: 'expense', targetId: row!.id, after: auditedExpense(row!) });
    return row!.id;
  });
  return getExpenseRecord(db, id);
}

/** PUT /api/admin/expenses/{id}: the whole expense, as the form sends it. */
export async function updateExpense(db: Database, audit: AuditContext, id: string, body: ExpenseBody): Promise<ExpenseRecord> {
  await db.transaction(async (tx) => {
    const existing = await getExpenseRow(tx, id);
    const [row] = await tx
      .update(expenses)
      .set({ ...(await columnsOf(tx, body)), updatedAt: new Date() })
      .where(eq(expenses.id, id))
      .returning();
    await recordAudit(tx, audit, {
      action: 'expense.update',
      targetType: 'expense',
      targetId: id,
      before: auditedExpense(existing),
      after: auditedExpense(row!),
    });
  });
  return getExpenseRecord(db, id);
}

export async function deleteExpense(db: Database, audit: AuditContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await getExpenseRow(tx, id);
    await tx.delete(expenses).where(eq(expenses.id, id));
    await recordAudit(tx, audit, { action: 'expense.delete', targetType: 'expense', targetId: id, before: auditedExpense(existing) });
  });
}
