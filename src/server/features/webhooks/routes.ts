import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/webhooks/endpoints';
import type { AppDeps } from '../../deps';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { presentDelivery, presentWebhook } from './presenter';
import {
  createWebhook,
  deleteWebhook,
  getManageableWebhook,
  getOwnDelivery,
  getOwnWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rotateWebhookSecret,
} from './service';

/** /api/developers/webhooks: a signed-in user's webhook endpoints and their deliveries (the /developers page). */
export function webhookRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  /** The endpoint in the path is the caller's, or the caller is an admin. */
  const manager: OwnerRule = { name: 'webhookManager', param: 'id', check: (viewer, id) => getManageableWebhook(db, viewer, id) };
  return async (app) => {
    await route(app, endpoints.listWebhooksEndpoint, async (request) => ({
      webhooks: (await listWebhooks(db, actorOf(request).id)).map(presentWebhook),
    }));

    await route(app, endpoints.createWebhookEndpoint, async (request, reply) => {
      const { row, secret } = await createWebhook(db, actorOf(request).id, request.body, deps.webhookDestinations);
      return reply.code(201).send({ webhook: presentWebhook(row), secret });
    });

    await route(app, endpoints.deleteWebhookEndpoint, async (request) => presentWebhook(await deleteWebhook(db, actorOf(request), request.params.id)), {
      owner: manager,
    });

    await route(
      app,
      endpoints.rotateWebhookSecretEndpoint,
      async (request) => {
        const { row, secret } = await rotateWebhookSecret(db, actorOf(request), request.params.id);
        return { webhook: presentWebhook(row), secret };
      },
      { owner: { name: 'webhookOwner', param: 'id', check: (viewer, id) => getOwnWebhook(db, viewer, id) } },
    );

    await route(
      app,
      endpoints.listWebhookDeliveriesEndpoint,
      async (request) => ({ deliveries: (await listDeliveries(db, actorOf(request), request.params.id)).map(presentDelivery) }),
      { owner: manager },
    );

    await route(
      app,
      endpoints.resendWebhookDeliveryEndpoint,
      async (request, reply) => reply.code(202).send(presentDelivery(await resendDelivery(db, actorOf(request), request.params.id))),
      { owner: { name: 'webhookDeliveryOwner', param: 'id', check: (viewer, id) => getOwnDelivery(db, viewer, id) } },
    );
  };
}
