import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import { adminExpenseListReplySchema, adminExpensesQuerySchema, expenseBodySchema, expenseParamsSchema, expenseRecordSchema } from '../../../domain/expenses/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { createExpense, deleteExpense, listExpenses, updateExpense } from './service';

const guardErrors = errorReplies(401, 403);
const errors = errorReplies(400, 401, 403, 404);

/** /api/admin/expenses: what the business spends, for admins. */
export function adminExpenseRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });
    app.get('/', {
      schema: {
        querystring: adminExpensesQuerySchema,
        response: { 200: adminExpenseListReplySchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => listExpenses(db, request.query),
    });

    app.post('/', {
      schema: {
        body: expenseBodySchema,
        response: { 201: expenseRecordSchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request, reply) => reply.code(201).send(await createExpense(db, auditContextOf(request), request.body)),
    });

    app.put('/:id', {
      schema: {
        params: expenseParamsSchema,
        body: expenseBodySchema,
        response: { 200: expenseRecordSchema, ...errors },
      },
      handler: async (request) => updateExpense(db, auditContextOf(request), request.params.id, request.body),
    });

    app.delete('/:id', {
      schema: {
        params: expenseParamsSchema,
        response: { 200: messageReplySchema, ...errors },
      },
      handler: async (request) => {
        await deleteExpense(db, auditContextOf(request), request.params.id);
        return { message: 'Expense deleted' };
      },
    });
  };
}
