import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/expenses/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit';
import { createExpense, deleteExpense, listExpenses, updateExpense } from './service';

/** /api/admin/expenses: what the business spends, for admins. */
export function adminExpenseRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.adminListExpensesEndpoint, async (request) => listExpenses(db, request.query));

    await route(app, endpoints.adminCreateExpenseEndpoint, async (request, reply) =>
      reply.code(201).send(await createExpense(db, auditContextOf(request), request.body)),
    );

    await route(app, endpoints.adminUpdateExpenseEndpoint, async (request) => updateExpense(db, auditContextOf(request), request.params.id, request.body));

    await route(app, endpoints.adminDeleteExpenseEndpoint, async (request) => {
      await deleteExpense(db, auditContextOf(request), request.params.id);
      return { message: 'Expense deleted' };
    });
  };
}
