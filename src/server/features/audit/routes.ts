import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import { auditListReplySchema, auditQuerySchema } from '../../../domain/audit/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { listAuditEntries } from './service';

/** GET /api/admin/audit: the record of admin writes, for super admins. */
export function adminAuditRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'superAdmin', docTag: 'admin' });
    app.get('/', {
      schema: {
        querystring: auditQuerySchema,
        response: { 200: auditListReplySchema, 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
      handler: async (request) => listAuditEntries(deps.db, request.query),
    });
  };
}
