import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expenses } from '../../src/server/db/schema';
import { auditEntries, countAuditEntries, expectOneAuditEntry, expectOutsidersRefused } from '../helpers/admin';
import { useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';

const { app, actors } = useTestApp();
const getApp = () => app;

let supplierCounter = 0;
const expenseInput = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-03-14',
  category: 'hosting',
  supplier: `Afrihost ${++supplierCounter}`,
  description: 'Server for March',
  amount: '1150.00',
  vatAmount: '150.00',
  reference: 'INV-2031',
  ...overrides,
});

const createExpense = (token: string | undefined, body: unknown) => app.request('POST', '/api/admin/expenses', { token, body });
const updateExpense = (token: string | undefined, id: string, body: unknown) =>
  app.request('PUT', `/api/admin/expenses/${id}`, { token, body });
const deleteExpense = (token: string | undefined, id: string) => app.request('DELETE', `/api/admin/expenses/${id}`, { token });
const listExpenses = (token: string | undefined, query: Record<string, string> = {}) =>
  app.request('GET', `/api/admin/expenses?${new URLSearchParams(query)}`, { token });

async function created(overrides: Record<string, unknown> = {}) {
  const answer = await createExpense(actors.admin.token, expenseInput(overrides));
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

describe('POST /api/admin/expenses', () => {
  it('answers 401 anonymous and 403 to users, storing nothing', async () => {
    const input = expenseInput();
    await expectOutsidersRefused(actors, (token) => createExpense(token, input));
    expect(await app.deps.db.select().from(expenses).where(eq(expenses.supplier, input.supplier))).toEqual([]);
  });

  it('records an expense with money in cents and answers it with "0.00" strings, for admins and super admins', async () => {
    for (const actor of [actors.admin, actors.superAdmin]) {
      const input = expenseInput();
      const answer = await createExpense(actor.token, input);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        date: '2026-03-14',
        category: 'hosting',
        supplier: input.supplier,
        description: 'Server for March',
        amount: '1150.00',
        vatAmount: '150.00',
        amountExVat: '1000.00',
        reference: 'INV-2031',
        createdBy: { id: actor.id, email: actor.email },
      });
      const [row] = await app.deps.db.select().from(expenses).where(eq(expenses.id, answer.body.id));
      expect(row).toMatchObject({ amountCents: 115000, vatCents: 15000, spentOn: '2026-03-14' });
    }
  });

  it('works the VAT part out at the VAT rate when it is left out, and takes 0 as no VAT', async () => {
    expect((await created({ amount: '19.00', vatAmount: undefined })).vatAmount).toBe('2.48');
    expect((await created({ amount: '19.00', vatAmount: '' })).vatAmount).toBe('2.48');
    expect((await created({ amount: 230, vatAmount: 0 })).vatAmount).toBe('0.00');
  });

  it('records the creation in the audit log with the fields after', async () => {
    const expense = await created({ amount: '99.99', vatAmount: '13.04' });
    const entry = await expectOneAuditEntry(app, actors, { action: 'expense.create', targetId: expense.id, actor: actors.admin, role: 'admin' });
    expect(entry).toMatchObject({ targetType: 'expense', before: null, after: { amountCents: 9999, vatCents: 1304, category: 'hosting' } });
  });

  it('refuses negative amounts, VAT above the amount, an unknown category and bad dates with 400, recording nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '-10.00' }, 'Amount cannot be negative'],
      [{ amount: -10 }, 'Amount cannot be negative'],
      [{ vatAmount: '-1.00' }, 'VAT cannot be negative'],
      [{ amount: '12.345' }, 'Amount must be an amount in Rand with at most two decimals, e.g. 1250.00'],
      [{ amount: '10000000.01' }, 'Amount must be at most R10000000.00'],
      [{ amount: '100.00', vatAmount: '100.01' }, 'VAT cannot be more than the amount'],
      [{ category: 'coffee' }, 'Category must be one of: hosting, maps_data, email_sms, marketing, payment_fees, staff, other'],
      [{ date: '2026-02-30' }, 'Date must be a date, YYYY-MM-DD'],
      [{ date: '14/03/2026' }, 'Date must be a date, YYYY-MM-DD'],
      [{ date: 'yesterday' }, 'Date must be a date, YYYY-MM-DD'],
      [{ supplier: '  ' }, 'Supplier is required'],
      [{ reference: 'x'.repeat(101) }, 'Reference must be at most 100 characters'],
    ];
    const before = await countAuditEntries(app, actors, { action: 'expense.create' });
    for (const [overrides, message] of cases) {
      expectMessage(await createExpense(actors.admin.token, expenseInput(overrides)), 400, message);
    }
    expect(await countAuditEntries(app, actors, { action: 'expense.create' })).toBe(before);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/admin/expenses',
    token: () => actors.admin.token,
    validBody: expenseInput(),
    requiredFields: {
      date: 'Date must be a date, YYYY-MM-DD',
      category: null,
      supplier: 'Supplier is required',
      amount: null,
    },
    textFields: ['date', 'supplier', 'description', 'reference'],
  });
});

describe('PUT /api/admin/expenses/{id}', () => {
  it('answers 401 anonymous and 403 to users, changing nothing', async () => {
    const expense = await created();
    await expectOutsidersRefused(actors, (token) => updateExpense(token, expense.id, expenseInput({ amount: '1.00' })));
    const [row] = await app.deps.db.select().from(expenses).where(eq(expenses.id, expense.id));
    expect(row!.amountCents).toBe(115000);
  });

  it('replaces the expense and records the fields before and after', async () => {
    const expense = await created();
    const answer = await updateExpense(actors.superAdmin.token, expense.id, expenseInput({ category: 'marketing', amount: '575.00', vatAmount: '75.00', reference: '' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: expense.id, category: 'marketing', amount: '575.00', vatAmount: '75.00', amountExVat: '500.00', reference: null });
    const entry = await expectOneAuditEntry(app, actors, { action: 'expense.update', targetId: expense.id, actor: actors.superAdmin, role: 'super_admin' });
    expect(entry.before).toMatchObject({ category: 'hosting', amountCents: 115000 });
    expect(entry.after).toMatchObject({ category: 'marketing', amountCents: 57500, reference: null });
  });

  it('refuses a negative amount and answers 404 for an unknown expense, recording nothing', async () => {
    const expense = await created();
    expectMessage(await updateExpense(actors.admin.token, expense.id, expenseInput({ amount: '-5' })), 400, 'Amount cannot be negative');
    expectMessage(await updateExpense(actors.admin.token, '00000000-0000-4000-8000-000000000000', expenseInput()), 404, 'Expense not found');
    expect(await auditEntries(app, actors, { target: expense.id, action: 'expense.update' })).toEqual([]);
  });
});

describe('DELETE /api/admin/expenses/{id}', () => {
  it('answers 401 anonymous and 403 to users, and the expense stays', async () => {
    const expense = await created();
    await expectOutsidersRefused(actors, (token) => deleteExpense(token, expense.id));
    expect(await app.deps.db.select().from(expenses).where(eq(expenses.id, expense.id))).toHaveLength(1);
  });

  it('deletes the expense, the audit log keeping its fields; a second delete is a 404', async () => {
    const expense = await created();
    const answer = await deleteExpense(actors.admin.token, expense.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Expense deleted' });
    const entry = await expectOneAuditEntry(app, actors, { action: 'expense.delete', targetId: expense.id, actor: actors.admin, role: 'admin' });
    expect(entry.before).toMatchObject({ supplier: expense.supplier, amountCents: 115000 });
    expectMessage(await deleteExpense(actors.admin.token, expense.id), 404, 'Expense not found');
    expect(await auditEntries(app, actors, { target: expense.id, action: 'expense.delete' })).toHaveLength(1);
  });
});

describe('GET /api/admin/expenses', () => {
  it('answers 401 anonymous and 403 to users', async () => {
    await expectOutsidersRefused(actors, (token) => listExpenses(token));
  });

  it('filters by South African month and category, with totals by month and by category', async () => {
    const tag = `Totals ${Date.now()}`;
    await created({ date: '2025-01-31', category: 'hosting', supplier: tag, amount: '115.00', vatAmount: '15.00' });
    await created({ date: '2025-02-01', category: 'hosting', supplier: tag, amount: '230.00', vatAmount: '30.00' });
    await created({ date: '2025-02-28', category: 'staff', supplier: tag, amount: '1000.00', vatAmount: '0' });

    const february = await listExpenses(actors.admin.token, { month: '2025-02', search: tag });
    expect(february.status).toBe(200);
    expect(february.body.expenses.map((e: { date: string }) => e.date)).toEqual(['2025-02-28', '2025-02-01']);
    expect(february.body.totals).toEqual({ count: 2, amount: '1230.00', vatAmount: '30.00', amountExVat: '1200.00' });
    expect(february.body.byCategory).toEqual([
      { category: 'staff', count: 1, amount: '1000.00', vatAmount: '0.00', amountExVat: '1000.00' },
      { category: 'hosting', count: 1, amount: '230.00', vatAmount: '30.00', amountExVat: '200.00' },
    ]);

    const hosting = await listExpenses(actors.superAdmin.token, { category: 'hosting', search: tag });
    expect(hosting.body.totals).toMatchObject({ count: 2, amount: '345.00' });
    expect(hosting.body.byMonth).toEqual([
      { month: '2025-02', count: 1, amount: '230.00', vatAmount: '30.00', amountExVat: '200.00' },
      { month: '2025-01', count: 1, amount: '115.00', vatAmount: '15.00', amountExVat: '100.00' },
    ]);
  });

  it('pages through the expenses, newest day first', async () => {
    const tag = `Paging ${Date.now()}`;
    for (const day of ['2024-06-01', '2024-06-02', '2024-06-03']) await created({ date: day, supplier: tag });
    const first = await listExpenses(actors.admin.token, { search: tag, limit: '2' });
    const second = await listExpenses(actors.admin.token, { search: tag, limit: '2', page: '2' });
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect([...first.body.expenses, ...second.body.expenses].map((e: { date: string }) => e.date)).toEqual([
      '2024-06-03',
      '2024-06-02',
      '2024-06-01',
    ]);
  });

  it('refuses a bad month, an unknown category and a limit over 100 with 400', async () => {
    expectMessage(await listExpenses(actors.admin.token, { month: '2025-13' }), 400, 'month must be a month, YYYY-MM');
    expectMessage(await listExpenses(actors.admin.token, { month: 'March' }), 400, 'month must be a month, YYYY-MM');
    expectMessage(await listExpenses(actors.admin.token, { category: 'coffee' }), 400);
    expectMessage(await listExpenses(actors.admin.token, { limit: '101' }), 400);
  });
});
