import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import { tokenReplySchema, userReplySchema } from '../../../domain/auth/schemas';
import { changePasswordBodySchema, updateProfileBodySchema, userLocationReplySchema, userStatsReplySchema, type UpdateProfileBody } from '../../../domain/user/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { declareRouteGroup } from '../../plugins/route-group';
import { byIp, byUser, rateLimit } from '../../plugins/rate-limits';
import { presentUser } from '../auth/presenter';
import { changeOwnPassword, getUser, hasCreatorProfile, normaliseEmail } from '../auth/service';
import { getUserLocation, getUserStats, updateProfile } from './service';

const errors = errorReplies(400, 401, 403);

/** /api/user: the caller's own account: stats, profile and password. */
export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'user' });
    app.get('/stats', {
      schema: {
        response: { 200: userStatsReplySchema, 401: errorReplySchema },
      },
      handler: async (request) => getUserStats(db, actorOf(request)),
    });

    app.get('/profile', {
      schema: { response: { 200: userReplySchema, ...errors } },
      handler: async (request) => {
        const user = await getUser(db, actorOf(request).id);
        return { user: presentUser(user, await hasCreatorProfile(db, user.id)) };
      },
    });

    // The 409 for an address in use tells whether it has an account, so a change of e-mail is limited
    // as registering is (20 an hour per IP), and per user too (5 an hour). A save that keeps the
    // e-mail (names, number, notifications) is not counted.
    const whenEmailChanges = (key: (request: FastifyRequest) => string | undefined) => (request: FastifyRequest) =>
      normaliseEmail((request.body as UpdateProfileBody).email) === actorOf(request).email ? undefined : key(request);
    app.put('/profile', {
      preHandler: [
        rateLimit(app, { max: 20, windowMinutes: 60, key: whenEmailChanges(byIp('email-change')) }),
        rateLimit(app, { max: 5, windowMinutes: 60, key: whenEmailChanges(byUser('email-change')) }),
      ],
      schema: {
        body: updateProfileBodySchema,
        response: { 200: userReplySchema, 409: errorReplySchema, 429: errorReplySchema, ...errors },
      },
      handler: async (request) => {
        const user = await updateProfile(deps, actorOf(request), request.body);
        return { user: presentUser(user, await hasCreatorProfile(db, user.id)) };
      },
    });

    // Section 7 names both paths for one change; a stolen session cannot guess the current password fast.
    const passwordLimit = rateLimit(app, { max: 10, windowMinutes: 15, key: byUser('password-change') });
    for (const path of ['/password', '/change-password']) {
      app.put(path, {
        preHandler: passwordLimit,
        schema: {
          body: changePasswordBodySchema,
          response: { 200: tokenReplySchema, 429: errorReplySchema, ...errors },
        },
        handler: async (request) => ({
          token: await changeOwnPassword(db, deps.tokens, actorOf(request), request.body),
        }),
      });
    }
  };
}

/** GET /api/user-location: where the generator's map starts for the caller. */
export function userLocationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'user' });
    app.get('/user-location', {
      schema: { response: { 200: userLocationReplySchema, ...errors } },
      handler: async (request) => getUserLocation(deps.db, actorOf(request)),
    });
  };
}
