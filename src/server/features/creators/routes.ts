import type { FastifyPluginAsync } from 'fastify';
import { paginationOf } from '../../../domain/api/pagination';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import * as endpoints from '../../../domain/creators/endpoints';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byUser, rateLimit } from '../../plugins/rate-limits';
import { auditContextOf } from '../audit';
import { getUserStats } from '../users';
import { presentZarcode } from '../zarcodes';
import { canCreateCreatorProfile } from './policy';
import { presentAdminCreator, presentCreatorProfile, presentPublicCreator } from './presenter';
import * as creators from './service';

/**
 * /api/creators: the caller's own profile (`/me`), the public pages' data (`/public`, a creator's
 * codes), applying to become a creator, and the admin's list and changes (audited).
 */
export function creatorRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.getMyCreatorProfileEndpoint, async (request) => {
      const actor = actorOf(request);
      const row = await creators.findCreatorByUserId(db, actor.id);
      return {
        profile: row ? presentCreatorProfile(row, actor) : null,
        canCreate: row === null && canCreateCreatorProfile(actor),
      };
    });

    await route(
      app,
      endpoints.createMyCreatorProfileEndpoint,
      async (request, reply) => {
        const actor = actorOf(request);
        const row = await creators.createMyCreatorProfile(db, actor, request.body, auditContextOf(request));
        return reply.code(201).send(presentCreatorProfile(row, actor));
      },
      { owner: { name: 'creatorProfileMaker', check: async (viewer) => creators.refuseOwnProfileCreation(viewer) } },
    );

    await route(
      app,
      endpoints.updateMyCreatorProfileEndpoint,
      async (request) => {
        const actor = actorOf(request);
        const row = await creators.updateMyCreatorProfile(db, actor, request.body, auditContextOf(request));
        return presentCreatorProfile(row, actor);
      },
      { owner: { name: 'creator', check: (viewer) => creators.getOwnCreatorProfile(db, viewer, 'editProfile') } },
    );

    await route(app, endpoints.getMyCreatorStatsEndpoint, async (request) => getUserStats(db, actorOf(request), { creatorCodesOnly: true }));

    await route(
      app,
      endpoints.applyToBecomeCreatorEndpoint,
      async (request, reply) => {
        await creators.applyToBecomeCreator(db, actorOf(request), request.body.message);
        return reply.code(201).send({ message: 'Application sent' });
      },
      // Each application is a message an admin reads: a few a day per person is plenty.
      { preHandler: rateLimit(app, { max: 3, windowMinutes: 24 * 60, key: byUser('creator-apply') }) },
    );

    await route(app, endpoints.listPublicCreatorsEndpoint, async () => ({
      creators: (await creators.listPublicCreators(db)).map(presentPublicCreator),
    }));

    await route(app, endpoints.getPublicCreatorEndpoint, async (request) =>
      presentPublicCreator(await creators.getPublicCreator(db, request.params.slug)),
    );

    await route(app, endpoints.listCreatorZarcodesEndpoint, async (request) => {
      const { rows, total } = await creators.listCreatorZarcodes(db, request.actor, request.params.id, request.query);
      return { zarcodes: rows.map((row) => presentZarcode(row, request.actor)), pagination: paginationOf(request.query, total) };
    });

    await route(app, endpoints.adminListCreatorsEndpoint, async (request) => {
      const actor = actorOf(request);
      const { rows, total } = await creators.listAdminCreators(db, request.query);
      return { creators: rows.map((row) => presentAdminCreator(row, actor)), pagination: paginationOf(request.query, total) };
    });

    await route(app, endpoints.adminCreateCreatorEndpoint, async (request, reply) => {
      const actor = actorOf(request);
      const { userId, userEmail, ...body } = request.body;
      const row = await creators.createCreatorProfile(db, {
        userId: userId ?? (await creators.findUserIdByEmail(db, userEmail!)),
        body,
        audit: auditContextOf(request),
      });
      return reply.code(201).send(presentAdminCreator(await creators.getAdminCreator(db, row.id), actor));
    });

    await route(app, endpoints.adminUpdateCreatorEndpoint, async (request) => {
      const actor = actorOf(request);
      const row = await creators.updateCreatorById(db, actor, request.params.id, request.body, auditContextOf(request));
      return presentAdminCreator(await creators.getAdminCreator(db, row.id), actor);
    });

    await route(app, endpoints.adminDeleteCreatorEndpoint, async (request) => {
      const { codes } = await creators.deleteCreatorProfile(db, request.params.id, auditContextOf(request));
      const kept =
        codes === 1
          ? `Their creator ${PRODUCT_NAME} is an ordinary ${PRODUCT_NAME} now.`
          : `Their ${codes} creator ${PRODUCT_NAME_PLURAL} are ordinary ${PRODUCT_NAME_PLURAL} now.`;
      return { message: `Creator deleted. ${kept}` };
    });
  };
}
