import type { FastifyPluginAsync } from 'fastify';
import { adminListAuditEntriesEndpoint } from '../../../domain/audit/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { listAuditEntries } from './service';

/** GET /api/admin/audit: the record of admin writes, for super admins. */
export function adminAuditRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, adminListAuditEntriesEndpoint, async (request) => listAuditEntries(deps.db, request.query));
  };
}
