import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationOf } from '../../../domain/api/pagination';
import { errorReplies, errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import {
  adminCreateCreatorBodySchema,
  adminCreatorListReplySchema,
  adminCreatorSchema,
  adminCreatorsQuerySchema,
  adminUpdateCreatorBodySchema,
  createCreatorProfileBodySchema,
  creatorApplicationBodySchema,
  creatorIdParamsSchema,
  creatorProfileSchema,
  creatorSlugParamsSchema,
  creatorStatsReplySchema,
  creatorZarcodesQuerySchema,
  myCreatorProfileReplySchema,
  publicCreatorListReplySchema,
  publicCreatorSchema,
  updateCreatorProfileBodySchema,
} from '../../../domain/creators/schemas';
import { zarcodeListReplySchema } from '../../../domain/zarcode/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { actorOf } from '../../plugins/auth';
import { byUser, rateLimit } from '../../plugins/rate-limits';
import { auditContextOf } from '../audit/context';
import { getUserStats } from '../users/service';
import { presentZarcode } from '../zarcodes/presenter';
import { canCreateCreatorProfile } from './policy';
import { presentAdminCreator, presentCreatorProfile, presentPublicCreator } from './presenter';
import * as creators from './service';

const errors = errorReplies(400, 401, 403, 404);
const writeErrors = errorReplies(400, 401, 403, 404, 409);

/**
 * /api/creators: the caller's own profile (`/me`), the public pages' data (`/public`, a creator's
 * codes), applying to become a creator, and the admin's list and changes (audited).
 */
export function creatorRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'creators' });

    app.get('/me', {
      schema: { response: { 200: myCreatorProfileReplySchema, ...errors } },
      handler: async (request) => {
        const actor = actorOf(request);
        const row = await creators.findCreatorByUserId(db, actor.id);
        return {
          profile: row ? presentCreatorProfile(row, actor) : null,
          canCreate: row === null && canCreateCreatorProfile(actor),
        };
      },
    });

    app.post('/me', {
      config: { owner: { name: 'creatorProfileMaker', check: async (viewer) => creators.refuseOwnProfileCreation(viewer) } },
      schema: {
        body: createCreatorProfileBodySchema,
        response: { 201: creatorProfileSchema, ...writeErrors },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const row = await creators.createMyCreatorProfile(db, actor, request.body, auditContextOf(request));
        return reply.code(201).send(presentCreatorProfile(row, actor));
      },
    });

    app.put('/me', {
      config: { owner: { name: 'creator', check: (viewer) => creators.getOwnCreatorProfile(db, viewer, 'editProfile') } },
      schema: {
        body: updateCreatorProfileBodySchema,
        response: { 200: creatorProfileSchema, ...writeErrors },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const row = await creators.updateMyCreatorProfile(db, actor, request.body, auditContextOf(request));
        return presentCreatorProfile(row, actor);
      },
    });

    app.get('/me/stats', {
      schema: { response: { 200: creatorStatsReplySchema, ...errors } },
      handler: async (request) => getUserStats(db, actorOf(request), { creatorCodesOnly: true }),
    });

    app.post('/apply', {
      schema: {
        body: creatorApplicationBodySchema,
        response: { 201: messageReplySchema, 429: errorReplySchema, ...writeErrors },
      },
      // Each application is a message an admin reads: a few a day per person is plenty.
      preHandler: rateLimit(app, { max: 3, windowMinutes: 24 * 60, key: byUser('creator-apply') }),
      handler: async (request, reply) => {
        await creators.applyToBecomeCreator(db, actorOf(request), request.body.message);
        return reply.code(201).send({ message: 'Application sent' });
      },
    });

    app.get('/public', {
      config: { access: 'public', caching: 'no-cache' },
      schema: { response: { 200: publicCreatorListReplySchema, ...errors } },
      handler: async () => ({ creators: (await creators.listPublicCreators(db)).map(presentPublicCreator) }),
    });

    app.get('/public/:slug', {
      config: { access: 'public', caching: 'no-cache' },
      schema: { params: creatorSlugParamsSchema, response: { 200: publicCreatorSchema, ...errors } },
      handler: async (request) => presentPublicCreator(await creators.getPublicCreator(db, request.params.slug)),
    });

    app.get('/:id/zarcodes', {
      config: { access: 'optionalUser' },
      schema: {
        params: creatorIdParamsSchema,
        querystring: creatorZarcodesQuerySchema,
        response: { 200: zarcodeListReplySchema, ...errors },
      },
      handler: async (request) => {
        const { rows, total } = await creators.listCreatorZarcodes(db, request.actor, request.params.id, request.query);
        return { zarcodes: rows.map((row) => presentZarcode(row, request.actor)), pagination: paginationOf(request.query, total) };
      },
    });

    app.get('/', {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: adminCreatorsQuerySchema,
        response: { 200: adminCreatorListReplySchema, ...errors },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const { rows, total } = await creators.listAdminCreators(db, request.query);
        return { creators: rows.map((row) => presentAdminCreator(row, actor)), pagination: paginationOf(request.query, total) };
      },
    });

    app.post('/', {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: adminCreateCreatorBodySchema, response: { 201: adminCreatorSchema, ...writeErrors } },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const { userId, userEmail, ...body } = request.body;
        const row = await creators.createCreatorProfile(db, {
          userId: userId ?? (await creators.findUserIdByEmail(db, userEmail!)),
          body,
          audit: auditContextOf(request),
        });
        return reply.code(201).send(presentAdminCreator(await creators.getAdminCreator(db, row.id), actor));
      },
    });

    app.put('/:id', {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: creatorIdParamsSchema,
        body: adminUpdateCreatorBodySchema,
        response: { 200: adminCreatorSchema, ...writeErrors },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const row = await creators.updateCreatorById(db, actor, request.params.id, request.body, auditContextOf(request));
        return presentAdminCreator(await creators.getAdminCreator(db, row.id), actor);
      },
    });

    app.delete('/:id', {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: creatorIdParamsSchema, response: { 200: messageReplySchema, ...errors } },
      handler: async (request) => {
        const { codes } = await creators.deleteCreatorProfile(db, request.params.id, auditContextOf(request));
        const kept =
          codes === 1
            ? `Their creator ${PRODUCT_NAME} is an ordinary ${PRODUCT_NAME} now.`
            : `Their ${codes} creator ${PRODUCT_NAME_PLURAL} are ordinary ${PRODUCT_NAME_PLURAL} now.`;
        return { message: `Creator deleted. ${kept}` };
      },
    });
  };
}
