import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/auth/endpoints';
import { NEUTRAL_FORGOT_PASSWORD_MESSAGE } from '../../../domain/auth/schemas';
import { LAST_ACTIVITY_HEADER } from '../../../domain/auth/session-rules';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byBodyEmail, byIp, rateLimit } from '../../plugins/rate-limits';
import { notifyNewUser } from '../notifications';
import { createCodeThrottle, createLoginThrottle } from './login-throttle';
import { presentUser } from './presenter';
import { confirmTotpEnrolment, startTotpEnrolment, turnOffOwnTotp, type SecondFactorDeps } from './second-factor';
import * as auth from './service';

export function authRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, tokens, config } = deps;
  return async (app) => {
    const loginThrottle = createLoginThrottle(app.rateLimits);
    const secondFactor: SecondFactorDeps = { db, secrets: deps.totpSecrets, codes: createCodeThrottle(app.rateLimits) };
    const present = async (user: auth.UserRow) => presentUser(user, await auth.hasCreatorProfile(db, user.id), config.isAdminTotpRequired);
    const recoveryLimits = [
      rateLimit(app, { max: 20, windowMinutes: 60, key: byIp('recovery') }),
      rateLimit(app, { max: 5, windowMinutes: 60, key: byBodyEmail('recovery') }),
    ];

    await route(
      app,
      endpoints.registerEndpoint,
      async (request, reply) => {
        const user = await auth.registerUser(db, request.body);
        // The account exists whatever happens to the super admins' notice.
        await notifyNewUser(deps, user).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not notify super admins of a new user'),
        );
        return reply.code(201).send({ user: presentUser(user, false, config.isAdminTotpRequired) });
      },
      { preHandler: [rateLimit(app, { max: 20, windowMinutes: 60, key: byIp('register') })] },
    );

    await route(app, endpoints.loginEndpoint, async (request) => {
      const { token, user } = await auth.login({ db, tokens, throttle: loginThrottle, secondFactor }, request.body, request.ip);
      return { token, user: await present(user) };
    });

    await route(app, endpoints.currentUserEndpoint, async (request) => ({ user: await present(await auth.getUser(db, actorOf(request).id)) }));

    await route(app, endpoints.refreshTokenEndpoint, async (request) => {
      const header = request.headers[LAST_ACTIVITY_HEADER];
      const lastActivity = Array.isArray(header) ? header[0] : header;
      return { token: await auth.refreshToken(db, tokens, actorOf(request), lastActivity) };
    });

    await route(app, endpoints.logoutEndpoint, async (request) => {
      await auth.logout(db, actorOf(request));
      return { message: 'Signed out' };
    });

    await route(app, endpoints.totpEnrolEndpoint, async (request) =>
      startTotpEnrolment(secondFactor, await auth.getUser(db, actorOf(request).id)),
    );

    await route(app, endpoints.totpConfirmEndpoint, async (request) => {
      const actor = actorOf(request);
      const { recoveryCodes, user } = await confirmTotpEnrolment(secondFactor, actor, await auth.getUser(db, actor.id), request.body.code);
      return { recoveryCodes, user: await present(user) };
    });

    await route(app, endpoints.totpTurnOffEndpoint, async (request) => {
      const user = await turnOffOwnTotp(secondFactor, await auth.getUser(db, actorOf(request).id), request.body.code);
      return { message: 'Two-step sign-in is off', user: await present(user) };
    });

    await route(
      app,
      endpoints.forgotPasswordEndpoint,
      async (request) => {
        try {
          await auth.requestPasswordReset(db, deps.mail, request.body.email, config.publicUrl);
        } catch (error) {
          // The answer must not reveal whether the account exists, even when something fails.
          request.log.error({ err: error }, 'password reset request failed');
        }
        return { message: NEUTRAL_FORGOT_PASSWORD_MESSAGE };
      },
      { preHandler: recoveryLimits },
    );

    await route(
      app,
      endpoints.resetPasswordEndpoint,
      async (request) => {
        await auth.resetPassword(db, request.body);
        return { message: 'Your password has been reset. You can now sign in.' };
      },
      { preHandler: [rateLimit(app, { max: 20, windowMinutes: 15, key: byIp('reset') })] },
    );
  };
}
