import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import { paginationOf } from '../../../domain/api/pagination';
import * as endpoints from '../../../domain/contact/endpoints';
import {
  adminMessageListReplySchema,
  adminMessageSchema,
  adminMessagesQuerySchema,
  markMessageBodySchema,
  messageParamsSchema,
  replyMessageBodySchema,
  unreadCountReplySchema,
} from '../../../domain/contact/schemas';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { byIp, rateLimit } from '../../plugins/rate-limits';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { countUnreadMessages, createContactMessage, deleteMessage, listAdminMessages, markMessage, replyToMessage } from './service';

const guardErrors = errorReplies(401, 403);
const errors = errorReplies(400, 401, 403, 404);

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

export function adminMessageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });
    app.get('/unread/count', {
      schema: {
        response: { 200: unreadCountReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
      handler: async () => ({ count: await countUnreadMessages(deps.db) }),
    });

    app.get('/', {
      schema: {
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessageListReplySchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => {
        const { messages, total, counts } = await listAdminMessages(deps.db, request.query);
        return { messages, pagination: paginationOf(request.query, total), counts };
      },
    });

    app.put('/:id/read', {
      schema: {
        params: messageParamsSchema,
        body: markMessageBodySchema,
        response: { 200: adminMessageSchema, ...errors },
      },
      handler: async (request) =>
        markMessage(deps.db, auditContextOf(request), request.params.id, request.body.read),
    });

    app.post('/:id/reply', {
      schema: {
        params: messageParamsSchema,
        body: replyMessageBodySchema,
        response: { 201: adminMessageSchema, 502: errorReplySchema, ...errors },
      },
      handler: async (request, reply) => {
        const record = await replyToMessage(deps, auditContextOf(request), request.params.id, request.body.message);
        return reply.code(201).send(record);
      },
    });

    app.delete('/:id', {
      schema: {
        params: messageParamsSchema,
        response: { 200: messageReplySchema, ...errors },
      },
      handler: async (request) => {
        await deleteMessage(deps.db, auditContextOf(request), request.params.id);
        return { message: 'Message deleted' };
      },
    });
  };
}
