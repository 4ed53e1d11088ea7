import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as endpoints from '../../../domain/user/endpoints';
import type { UpdateProfileBody } from '../../../domain/user/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byIp, byUser, rateLimit } from '../../plugins/rate-limits';
import { currentPasswordLimit, presentUser, changeOwnPassword, getUser, hasCreatorProfile, normaliseEmail } from '../auth';
import { getUserLocation, getUserStats, updateProfile } from './service';

/** /api/user: the caller's own account: stats, profile and password. */
export function userRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.userStatsEndpoint, async (request) => getUserStats(db, actorOf(request)));

    await route(app, endpoints.getProfileEndpoint, async (request) => {
      const user = await getUser(db, actorOf(request).id);
      return { user: presentUser(user, await hasCreatorProfile(db, user.id), deps.config.isAdminTotpRequired) };
    });

    // The 409 for an address in use tells whether it has an account, so a change of e-mail is limited
    // as registering is (20 an hour per IP), and per user too (5 an hour). A save that keeps the
    // e-mail (names, number, notifications) is not counted.
    const whenEmailChanges = (key: (request: FastifyRequest) => string | undefined) => (request: FastifyRequest) =>
      normaliseEmail((request.body as UpdateProfileBody).email) === actorOf(request).email ? undefined : key(request);
    await route(
      app,
      endpoints.updateProfileEndpoint,
      async (request) => {
        const user = await updateProfile(deps, actorOf(request), request.body);
        return { user: presentUser(user, await hasCreatorProfile(db, user.id), deps.config.isAdminTotpRequired) };
      },
      {
        preHandler: [
          rateLimit(app, { max: 20, windowMinutes: 60, key: whenEmailChanges(byIp('email-change')) }),
          rateLimit(app, { max: 5, windowMinutes: 60, key: whenEmailChanges(byUser('email-change')) }),
        ],
      },
    );

    // One change under two paths, counted together with every other check of the current password.
    const passwordLimit = currentPasswordLimit(app);
    for (const changePassword of [endpoints.changePasswordEndpoint, endpoints.changePasswordAliasEndpoint]) {
      await route(
        app,
        changePassword,
        async (request) => ({ token: await changeOwnPassword(db, deps.tokens, actorOf(request), request.body) }),
        { preHandler: passwordLimit },
      );
    }
  };
}

/** GET /api/user-location: where the generator's map starts for the caller. */
export function userLocationRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.userLocationEndpoint, async (request) => getUserLocation(deps.db, actorOf(request)));
  };
}
