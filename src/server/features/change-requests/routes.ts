import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/change-requests/endpoints';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit';
import * as changes from './service';

/**
 * The owner's side, under /api: asking to move a code, the list behind the dashboard's notices and
 * the bell, and dismissing a notice.
 */
export function changeRequestRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(
      app,
      endpoints.requestChangeEndpoint,
      async (request, reply) => {
        const created = await changes.requestChange(db, actorOf(request), request.params.code, request.body);
        return reply.code(201).send(created);
      },
      { owner: { name: 'zarcodeOwner', param: 'code', check: (viewer, code) => changes.getCodeToMove(db, viewer, code) } },
    );

    await route(app, endpoints.listMyChangeRequestsEndpoint, async (request) => ({
      changeRequests: await changes.listMyChangeRequests(db, actorOf(request)),
    }));

    await route(
      app,
      endpoints.dismissChangeRequestEndpoint,
      async (request) => changes.dismissChangeRequest(db, actorOf(request), request.params.id),
      { owner: { name: 'changeRequester', param: 'id', check: (viewer, id) => changes.getOwnChangeRequest(db, viewer, id) } },
    );
  };
}

/** /api/admin/change-requests: the queue, approve, reject with a note; each decision audited and mailed. */
export function adminChangeRequestRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, mail } = deps;
  return async (app) => {
    await route(app, endpoints.adminListChangeRequestsEndpoint, async (request) =>
      changes.listAdminChangeRequests(db, actorOf(request), request.query),
    );

    await route(app, endpoints.adminApproveChangeRequestEndpoint, async (request) =>
      changes.approveChangeRequest({ db, mail, audit: auditContextOf(request), actor: actorOf(request) }, request.params.id),
    );

    await route(app, endpoints.adminRejectChangeRequestEndpoint, async (request) =>
      changes.rejectChangeRequest(
        { db, mail, audit: auditContextOf(request), actor: actorOf(request) },
        request.params.id,
        request.body.note,
      ),
    );
  };
}
