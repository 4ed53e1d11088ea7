import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginReplySchema,
  NEUTRAL_FORGOT_PASSWORD_MESSAGE,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenReplySchema,
  userReplySchema,
} from '../../../domain/auth/schemas';
import { LAST_ACTIVITY_HEADER } from '../../../domain/auth/session-rules';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { byBodyEmail, byIp, rateLimit } from '../../plugins/rate-limits';
import { declareRouteGroup } from '../../plugins/route-group';
import { notifyNewUser } from '../notifications/service';
import { createLoginThrottle } from './login-throttle';
import { presentUser } from './presenter';
import * as auth from './service';

const errors = errorReplies(400, 401, 403, 429);

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, tokens, config } = deps;
  return async (app) => {
    // Every answer here may carry a token or concern one: none is kept.
    declareRouteGroup(app, { access: 'public', docTag: 'auth', caching: 'no-store' });
    const loginThrottle = createLoginThrottle(app.rateLimits);
    const recoveryLimits = [
      rateLimit(app, { max: 20, windowMinutes: 60, key: byIp('recovery') }),
      rateLimit(app, { max: 5, windowMinutes: 60, key: byBodyEmail('recovery') }),
    ];

    app.post('/register', {
      schema: {
        body: registerBodySchema,
        response: { 201: userReplySchema, 409: errorReplySchema, ...errors },
      },
      preHandler: [rateLimit(app, { max: 20, windowMinutes: 60, key: byIp('register') })],
      handler: async (request, reply) => {
        const user = await auth.registerUser(db, request.body);
        // The account exists whatever happens to the super admins' notice.
        await notifyNewUser(deps, user).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not notify super admins of a new user'),
        );
        return reply.code(201).send({ user: presentUser(user, false) });
      },
    });

    app.post('/login', {
      schema: {
        body: loginBodySchema,
        response: { 200: loginReplySchema, ...errors },
      },
      handler: async (request) => {
        const { token, user } = await auth.login({ db, tokens, throttle: loginThrottle }, request.body, request.ip);
        return { token, user: presentUser(user, await auth.hasCreatorProfile(db, user.id)) };
      },
    });

    app.get('/me', {
      config: { access: 'user' },
      schema: { response: { 200: userReplySchema, ...errors } },
      handler: async (request) => {
        const user = await auth.getUser(db, actorOf(request).id);
        return { user: presentUser(user, await auth.hasCreatorProfile(db, user.id)) };
      },
    });

    app.post('/refresh', {
      config: { access: 'user' },
      schema: { response: { 200: tokenReplySchema, ...errors } },
      handler: async (request) => {
        const header = request.headers[LAST_ACTIVITY_HEADER];
        const lastActivity = Array.isArray(header) ? header[0] : header;
        return { token: await auth.refreshToken(db, tokens, actorOf(request), lastActivity) };
      },
    });

    app.post('/logout', {
      config: { access: 'user' },
      schema: { response: { 200: messageReplySchema, ...errors } },
      handler: async (request) => {
        await auth.logout(db, actorOf(request));
        return { message: 'Signed out' };
      },
    });

    app.post('/forgot-password', {
      schema: {
        body: forgotPasswordBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
      preHandler: recoveryLimits,
      handler: async (request) => {
        try {
          await auth.requestPasswordReset(db, deps.mail, request.body.email, config.publicUrl);
        } catch (error) {
          // The answer must not reveal whether the account exists, even when something fails.
          request.log.error({ err: error }, 'password reset request failed');
        }
        return { message: NEUTRAL_FORGOT_PASSWORD_MESSAGE };
      },
    });

    app.post('/reset-password', {
      schema: {
        body: resetPasswordBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
      preHandler: [rateLimit(app, { max: 20, windowMinutes: 15, key: byIp('reset') })],
      handler: async (request) => {
        await auth.resetPassword(db, request.body);
        return { message: 'Your password has been reset. You can now sign in.' };
      },
    });
  };
}
