import { endpoint, loaded } from '../api/endpoint';

// What the business spends, for admins; each write is recorded in the audit log.

const expenses = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });
const errors = [400, 401, 403, 404] as const;

/** A page of expenses, their totals, and totals by category and by month. */
export const adminListExpensesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/expenses',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(expenses, (s) => ({ querystring: s.adminExpensesQuerySchema, response: { 200: s.adminExpenseListReplySchema } })),
});

export const adminCreateExpenseEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/expenses',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(expenses, (s) => ({ body: s.expenseBodySchema, response: { 201: s.expenseRecordSchema } })),
});

/** Replaces an expense as a whole. */
export const adminUpdateExpenseEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/expenses/:id',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(expenses, (s) => ({ params: s.expenseParamsSchema, body: s.expenseBodySchema, response: { 200: s.expenseRecordSchema } })),
});

export const adminDeleteExpenseEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/admin/expenses/:id',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(expenses, (s) => ({ params: s.expenseParamsSchema, response: { 200: s.messageReplySchema } })),
});
