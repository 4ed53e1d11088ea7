import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationOf } from '../../../domain/api/pagination';
import { errorReplies, errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import {
  adminCreateZarcodeBodySchema,
  codeSuggestionsReplySchema,
  createZarcodeBodySchema,
  inBoundsQuerySchema,
  inBoundsReplySchema,
  listZarcodesQuerySchema,
  recentZarcodesQuerySchema,
  recentZarcodesReplySchema,
  searchQuerySchema,
  updateZarcodeBodySchema,
  zarcodeListReplySchema,
  zarcodeParamsSchema,
  zarcodeRecordSchema,
  zarcodeReplySchema,
} from '../../../domain/zarcode/schemas';
import { adminUpdateZarcodeBodySchema, adminZarcodeListReplySchema, adminZarcodeReplySchema, adminZarcodeSchema, adminZarcodesQuerySchema } from '../../../domain/zarcode/admin-schemas';
import { normaliseCode } from '../../../domain/zarcode/zarcode';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { AppDeps } from '../../deps';
import { paymentRequired } from '../../errors';
import { actorOf } from '../../plugins/auth';
import type { OwnerRule } from '../../plugins/access';
import { declareRouteGroup } from '../../plugins/route-group';
import { rateLimit } from '../../plugins/rate-limits';
import { createCreatorZarcode, getOwnCreatorProfile } from '../creators/service';
import { adminCallOf, auditContextOf } from '../audit/context';
import { currentGeocoder } from '../places/service';
import * as adminZarcodes from './admin-service';
import type { PlaceLookup } from './admin-service';
import { zarcodeAccess } from './policy';
import { presentZarcode, presentZarcodeWithAccess } from './presenter';
import { countZarcodesInBounds } from './in-bounds';
import { searchCountingCode } from './lookup-limit';
import { searchZarcodes } from './search';
import { SUGGESTIONS_RATE_LIMIT, listCodeSuggestions, suggestionsLimitKey } from './suggestions';
import * as zarcodes from './service';

const errors = errorReplies(400, 401, 403, 404);

export const PAYMENT_REQUIRED_MESSAGE = `Payment is required: use a bundle credit or pay for this ${PRODUCT_NAME}.`;

export function zarcodeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, viewCounter, lookupCache, codeLookups } = deps;
  /** The code in the path may be edited, or deleted, by the caller: its owner or an admin. */
  const managerOf = (purpose: 'edit' | 'delete'): OwnerRule => ({
    name: 'zarcodeManager',
    param: 'code',
    check: (viewer, code) => zarcodes.getZarcodeFor(db, viewer, normaliseCode(code), purpose),
  });
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'zarcodes' });

    app.post('/', {
      schema: {
        body: createZarcodeBodySchema,
        response: { 201: zarcodeReplySchema, 402: errorReplySchema, ...errors },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        // Paid creation happens when PayFast confirms a payment, never from this call.
        if (!request.body.useBundle) throw paymentRequired(PAYMENT_REQUIRED_MESSAGE);
        const created = await zarcodes.createZarcode(db, {
          ownerId: actor.id,
          body: request.body,
          payment: { kind: 'bundle' },
        });
        return reply.code(201).send(presentZarcode(created, actor));
      },
    });

    app.post('/creator', {
      config: { owner: { name: 'creator', check: (viewer) => getOwnCreatorProfile(db, viewer, 'makeCodes') } },
      schema: {
        tags: ['zarcodes', 'creators'],
        body: createZarcodeBodySchema,
        response: { 201: zarcodeReplySchema, 409: errorReplySchema, ...errors },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const created = await createCreatorZarcode(db, actor, request.body);
        return reply.code(201).send(presentZarcode(created, actor));
      },
    });

    app.get('/', {
      schema: {
        querystring: listZarcodesQuerySchema,
        response: { 200: zarcodeListReplySchema, ...errors },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const query = request.query;
        const { rows, total } = await zarcodes.listOwnZarcodes(db, actor.id, query);
        return { zarcodes: rows.map((row) => presentZarcode(row, actor)), pagination: paginationOf(query, total) };
      },
    });

    app.get('/recent', {
      schema: {
        querystring: recentZarcodesQuerySchema,
        response: { 200: recentZarcodesReplySchema, ...errors },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const rows = await zarcodes.listRecentZarcodes(db, actor.id, request.query.limit);
        return { zarcodes: rows.map((row) => presentZarcode(row, actor)) };
      },
    });

    app.get('/search', {
      config: { access: 'optionalUser' },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: z.object({ zarcodes: z.array(zarcodeRecordSchema) }), ...errors },
      },
      handler: async (request) => {
        const rows = await searchCountingCode(codeLookups, request.ip, request.query.q, () => searchZarcodes(db, request.query.q, 20));
        return { zarcodes: rows.map((row) => presentZarcode(row, request.actor)) };
      },
    });

    app.get('/in-bounds', {
      config: { access: 'public', caching: 'no-cache' },
      schema: {
        querystring: inBoundsQuerySchema,
        response: { 200: inBoundsReplySchema, ...errors },
      },
      handler: async (request) => ({ count: await countZarcodesInBounds(db, request.query) }),
    });

    app.get('/:code', {
      config: { access: 'optionalUser' },
      schema: {
        params: zarcodeParamsSchema,
        response: { 200: zarcodeReplySchema, ...errors },
      },
      handler: async (request) => {
        const typed = request.params.code;
        const row = await lookupCache.get(typed, () => zarcodes.getZarcodeByTypedCode(db, typed));
        const access = zarcodeAccess(request.actor, row);
        if (access.isCountedAsView) viewCounter.record(row.id);
        return presentZarcodeWithAccess(row, access);
      },
    });

    app.get('/:code/suggestions', {
      config: { access: 'public', caching: 'no-cache' },
      schema: {
        params: zarcodeParamsSchema,
        response: { 200: codeSuggestionsReplySchema, 429: errorReplySchema, ...errors },
      },
      // Each answer reveals up to three codes: the limit keeps the list of codes from being walked.
      preHandler: rateLimit(app, { ...SUGGESTIONS_RATE_LIMIT, key: (request) => suggestionsLimitKey(request.ip) }),
      handler: async (request) => ({ suggestions: await listCodeSuggestions(db, request.params.code) }),
    });

    app.put('/:code', {
      config: { owner: managerOf('edit') },
      schema: {
        params: zarcodeParamsSchema,
        body: updateZarcodeBodySchema,
        response: { 200: zarcodeReplySchema, ...errors },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const row = await zarcodes.updateZarcode(
          db,
          actor,
          normaliseCode(request.params.code),
          request.body,
          auditContextOf(request),
        );
        return presentZarcode(row, actor);
      },
    });

    app.delete('/:code', {
      config: { owner: managerOf('delete') },
      schema: {
        params: zarcodeParamsSchema,
        response: { 200: messageReplySchema, ...errors },
      },
      handler: async (request) => {
        await zarcodes.deleteZarcode(db, actorOf(request), normaliseCode(request.params.code), auditContextOf(request));
        return { message: `The ${PRODUCT_NAME} has been successfully removed.` };
      },
    });
  };
}

/** /api/admin/zarcodes: every code, for admins; each write is recorded in the audit log. */
export function adminZarcodeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const lookUpPlace: PlaceLookup = async (latitude, longitude) =>
    (await currentGeocoder(db, deps.config.googleMapsBaseUrl)).reverse(latitude, longitude);
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });

    app.post('/', {
      schema: {
        body: adminCreateZarcodeBodySchema,
        response: { 201: zarcodeReplySchema, ...errors },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const created = await zarcodes.createZarcode(db, {
          ownerId: request.body.userId ?? actor.id,
          body: request.body,
          payment: { kind: 'free', reason: 'admin' },
          imagesUploadedBy: actor.id,
          audit: auditContextOf(request),
        });
        return reply.code(201).send(presentZarcode(created, actor));
      },
    });

    app.get('/', {
      schema: { querystring: adminZarcodesQuerySchema, response: { 200: adminZarcodeListReplySchema, ...errors } },
      handler: async (request) => adminZarcodes.listAdminZarcodes(db, actorOf(request), request.query),
    });

    app.get('/:code', {
      schema: { params: zarcodeParamsSchema, response: { 200: adminZarcodeSchema, ...errors } },
      handler: async (request) => adminZarcodes.getAdminZarcode(db, actorOf(request), request.params.code),
    });

    app.put('/:code', {
      schema: {
        params: zarcodeParamsSchema,
        body: adminUpdateZarcodeBodySchema,
        response: { 200: adminZarcodeReplySchema, ...errors },
      },
      handler: async (request) => {
        const zarcode = await adminZarcodes.updateAdminZarcode(db, adminCallOf(request), request.params.code, request.body, lookUpPlace);
        return { zarcode, message: `${PRODUCT_NAME} updated` };
      },
    });

    app.post('/:code/verify', {
      schema: { params: zarcodeParamsSchema, response: { 200: adminZarcodeReplySchema, ...errors } },
      handler: async (request) => ({
        zarcode: await adminZarcodes.verifyZarcode(db, adminCallOf(request), request.params.code),
        message: `${PRODUCT_NAME} verified: its page shows 'Verified location'`,
      }),
    });

    app.delete('/:code', {
      schema: { params: zarcodeParamsSchema, response: { 200: messageReplySchema, ...errors } },
      handler: async (request) => {
        await adminZarcodes.deleteAdminZarcode(db, adminCallOf(request), request.params.code);
        return { message: `The ${PRODUCT_NAME} has been successfully removed.` };
      },
    });
  };
}
