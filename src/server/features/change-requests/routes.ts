import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../domain/api/schemas';
import * as endpoints from '../../../domain/change-requests/endpoints';
import {
  changeRequestParamsSchema,
  changeRequestReplySchema,
  myChangeRequestsReplySchema,
  requestChangeBodySchema,
} from '../../../domain/change-requests/schemas';
import { zarcodeParamsSchema } from '../../../domain/zarcode/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit/context';
import * as changes from './service';

const errors = errorReplies(400, 401, 403, 404, 409);

/**
 * The owner's side, under /api: asking to move a code, the list behind the dashboard's notices and
 * the bell, and dismissing a notice.
 */
export function changeRequestRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'change-requests' });

    app.post('/zarcodes/:code/request-change', {
      config: { owner: { name: 'zarcodeOwner', param: 'code', check: (viewer, code) => changes.getCodeToMove(db, viewer, code) } },
      schema: {
        params: zarcodeParamsSchema,
        body: requestChangeBodySchema,
        response: { 201: changeRequestReplySchema, ...errors },
      },
      handler: async (request, reply) => {
        const created = await changes.requestChange(db, actorOf(request), request.params.code, request.body);
        return reply.code(201).send(created);
      },
    });

    app.get('/change-requests/my', {
      schema: { response: { 200: myChangeRequestsReplySchema, ...errors } },
      handler: async (request) => ({ changeRequests: await changes.listMyChangeRequests(db, actorOf(request)) }),
    });

    app.patch('/change-requests/:id/close', {
      config: { owner: { name: 'changeRequester', param: 'id', check: (viewer, id) => changes.getOwnChangeRequest(db, viewer, id) } },
      schema: {
        params: changeRequestParamsSchema,
        response: { 200: changeRequestReplySchema, ...errors },
      },
      handler: async (request) => changes.dismissChangeRequest(db, actorOf(request), request.params.id),
    });
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
