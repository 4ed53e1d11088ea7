import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import { contactBodySchema, unreadCountReplySchema } from '../../../domain/contact/schemas';
import type { AppDeps } from '../../deps';
import { byIp, rateLimit } from '../../plugins/rate-limits';
import { declareAccess } from '../../plugins/access';
import { countUnreadMessages, createContactMessage } from './service';

export function contactRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/contact', {
      config: { access: 'optionalUser' },
      schema: {
        tags: ['messages'],
        body: contactBodySchema,
        response: { 201: messageReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
      preHandler: rateLimit(app, { max: 10, windowMinutes: 60, key: byIp('contact') }),
      handler: async (request, reply) => {
        await createContactMessage(deps.db, request.body, request.actor?.id ?? null);
        return reply.code(201).send({ message: 'Message sent' });
      },
    });
  };
}

export function adminMessageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareAccess(app, 'admin');
    app.get('/unread/count', {
      schema: {
        tags: ['admin'],
        response: { 200: unreadCountReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
      handler: async () => ({ count: await countUnreadMessages(deps.db) }),
    });
  };
}
