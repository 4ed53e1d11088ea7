import type { FastifyPluginAsync } from 'fastify';
import { paginationOf } from '../../../domain/api/pagination';
import * as endpoints from '../../../domain/contact/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { byIp, rateLimit } from '../../plugins/rate-limits';
import { auditContextOf } from '../audit';
import { countUnreadMessages, createContactMessage, deleteMessage, listAdminMessages, markMessage, replyToMessage } from './service';

/** POST /api/contact: the contact form, signed in or not. */
export function contactRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(
      app,
      endpoints.sendContactMessageEndpoint,
      async (request, reply) => {
        await createContactMessage(deps.db, request.body, request.actor?.id ?? null);
        return reply.code(201).send({ message: 'Message sent' });
      },
      { preHandler: rateLimit(app, { max: 10, windowMinutes: 60, key: byIp('contact') }) },
    );
  };
}

/** /api/admin/messages: the contact form's messages, read, answered by e-mail and deleted; each write audited. */
export function adminMessageRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.adminCountUnreadMessagesEndpoint, async () => ({ count: await countUnreadMessages(deps.db) }));

    await route(app, endpoints.adminListMessagesEndpoint, async (request) => {
      const { messages, total, counts } = await listAdminMessages(deps.db, request.query);
      return { messages, pagination: paginationOf(request.query, total), counts };
    });

    await route(app, endpoints.adminMarkMessageEndpoint, async (request) =>
      markMessage(deps.db, auditContextOf(request), request.params.id, request.body.read),
    );

    await route(app, endpoints.adminReplyToMessageEndpoint, async (request, reply) => {
      const record = await replyToMessage(deps, auditContextOf(request), request.params.id, request.body.message);
      return reply.code(201).send(record);
    });

    await route(app, endpoints.adminDeleteMessageEndpoint, async (request) => {
      await deleteMessage(deps.db, auditContextOf(request), request.params.id);
      return { message: 'Message deleted' };
    });
  };
}
