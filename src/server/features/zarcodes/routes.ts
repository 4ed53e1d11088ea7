import type { FastifyPluginAsync } from 'fastify';
import { paginationOf } from '../../../domain/api/pagination';
import * as endpoints from '../../../domain/zarcode/endpoints';
import { normaliseCode } from '../../../domain/zarcode/zarcode';
import { PRODUCT_NAME } from '../../../domain/brand';
import { createCreatorZarcode, createZarcode, creatorMakingCodes } from '../../commands/create-code';
import { codeChangeListener } from '../../commands/code-events';
import { updateZarcode } from '../../commands/update-code';
import type { AppDeps } from '../../deps';
import { paymentRequired } from '../../errors';
import { actorOf } from '../../plugins/auth';
import type { OwnerRule } from '../../plugins/access';
import { route } from '../../plugins/endpoints';
import { rateLimit } from '../../plugins/rate-limits';
import { adminCallOf, auditContextOf } from '../audit';
import { placeLookup } from '../places';
import * as adminZarcodes from './admin-service';
import { zarcodeAccess } from './policy';
import { presentZarcode, presentZarcodeWithAccess } from './presenter';
import { countZarcodesInBounds } from './in-bounds';
import { searchCountingCode } from './lookup-limit';
import { searchZarcodes } from './search';
import { SUGGESTIONS_RATE_LIMIT, listCodeSuggestions, suggestionsLimitKey } from './suggestions';
import * as zarcodes from './service';

export const PAYMENT_REQUIRED_MESSAGE = `Payment is required: use a bundle credit or pay for this ${PRODUCT_NAME}.`;

export function zarcodeRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, viewCounter, lookupCache, codeLookups } = deps;
  // A code its owner moves is placed as an admin's move places it: with the geocoder System Settings choose.
  const lookUpPlace = placeLookup(db, deps.config.googleMapsBaseUrl);
  const codeEvents = codeChangeListener(deps.config.publicUrl);
  /** The code in the path may be edited, or deleted, by the caller: its owner or an admin. */
  const managerOf = (purpose: 'edit' | 'delete'): OwnerRule => ({
    name: 'zarcodeManager',
    param: 'code',
    check: (viewer, code) => zarcodes.getZarcodeFor(db, viewer, normaliseCode(code), purpose),
  });
  return async (app) => {
    await route(app, endpoints.createZarcodeEndpoint, async (request, reply) => {
      const actor = actorOf(request);
      // Paid creation happens when PayFast confirms a payment, never from this call.
      if (!request.body.useBundle) throw paymentRequired(PAYMENT_REQUIRED_MESSAGE);
      const created = await createZarcode(db, {
        ownerId: actor.id,
        body: request.body,
        payment: { kind: 'bundle' },
      });
      return reply.code(201).send(presentZarcode(created, actor));
    });

    await route(
      app,
      endpoints.createCreatorZarcodeEndpoint,
      async (request, reply) => {
        const actor = actorOf(request);
        const created = await createCreatorZarcode(db, actor, request.body);
        return reply.code(201).send(presentZarcode(created, actor));
      },
      { owner: { name: 'creator', check: (viewer) => creatorMakingCodes(db, viewer) } },
    );

    await route(app, endpoints.listZarcodesEndpoint, async (request) => {
      const actor = actorOf(request);
      const query = request.query;
      const { rows, total } = await zarcodes.listOwnZarcodes(db, actor.id, query);
      return { zarcodes: rows.map((row) => presentZarcode(row, actor)), pagination: paginationOf(query, total) };
    });

    await route(app, endpoints.recentZarcodesEndpoint, async (request) => {
      const actor = actorOf(request);
      const rows = await zarcodes.listRecentZarcodes(db, actor.id, request.query.limit);
      return { zarcodes: rows.map((row) => presentZarcode(row, actor)) };
    });

    await route(app, endpoints.searchZarcodesEndpoint, async (request) => {
      const rows = await searchCountingCode(codeLookups, request.ip, request.query.q, () => searchZarcodes(db, request.query.q, 20));
      return { zarcodes: rows.map((row) => presentZarcode(row, request.actor)) };
    });

    await route(app, endpoints.countZarcodesInBoundsEndpoint, async (request) => ({ count: await countZarcodesInBounds(db, request.query) }));

    await route(app, endpoints.getZarcodeEndpoint, async (request) => {
      const typed = request.params.code;
      const row = await lookupCache.get(typed, () => zarcodes.getZarcodeByTypedCode(db, typed));
      const access = zarcodeAccess(request.actor, row);
      if (access.isCountedAsView) viewCounter.record(row.id);
      return presentZarcodeWithAccess(row, access);
    });

    await route(
      app,
      endpoints.codeSuggestionsEndpoint,
      async (request) => ({ suggestions: await listCodeSuggestions(db, request.params.code) }),
      // Each answer reveals up to three codes: the limit keeps the list of codes from being walked.
      { preHandler: rateLimit(app, { ...SUGGESTIONS_RATE_LIMIT, key: (request) => suggestionsLimitKey(request.ip) }) },
    );

    await route(
      app,
      endpoints.updateZarcodeEndpoint,
      async (request) => {
        const actor = actorOf(request);
        const row = await updateZarcode(db, actor, normaliseCode(request.params.code), request.body, {
          audit: auditContextOf(request),
          lookUpPlace,
          codeEvents,
        });
        return presentZarcode(row, actor);
      },
      { owner: managerOf('edit') },
    );

    await route(
      app,
      endpoints.deleteZarcodeEndpoint,
      async (request) => {
        await zarcodes.deleteZarcode(db, actorOf(request), normaliseCode(request.params.code), auditContextOf(request), codeEvents);
        return { message: `The ${PRODUCT_NAME} has been successfully removed.` };
      },
      { owner: managerOf('delete') },
    );
  };
}

/** Every code, for admins; each write is recorded in the audit log. */
export function adminZarcodeRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  const lookUpPlace = placeLookup(db, deps.config.googleMapsBaseUrl);
  const codeEvents = codeChangeListener(deps.config.publicUrl);
  return async (app) => {
    await route(app, endpoints.adminCreateZarcodeEndpoint, async (request, reply) => {
      const actor = actorOf(request);
      const created = await createZarcode(db, {
        ownerId: request.body.userId ?? actor.id,
        body: request.body,
        payment: { kind: 'free', reason: 'admin' },
        imagesUploadedBy: actor.id,
        audit: auditContextOf(request),
      });
      return reply.code(201).send(presentZarcode(created, actor));
    });

    await route(app, endpoints.adminListZarcodesEndpoint, async (request) => adminZarcodes.listAdminZarcodes(db, actorOf(request), request.query));

    await route(app, endpoints.adminGetZarcodeEndpoint, async (request) => adminZarcodes.getAdminZarcode(db, actorOf(request), request.params.code));

    await route(app, endpoints.adminUpdateZarcodeEndpoint, async (request) => {
      const zarcode = await adminZarcodes.updateAdminZarcode(db, adminCallOf(request), request.params.code, request.body, lookUpPlace, codeEvents);
      return { zarcode, message: `${PRODUCT_NAME} updated` };
    });

    await route(app, endpoints.adminVerifyZarcodeEndpoint, async (request) => ({
      zarcode: await adminZarcodes.verifyZarcode(db, adminCallOf(request), request.params.code),
      message: `${PRODUCT_NAME} verified: its page shows 'Verified location'`,
    }));

    await route(app, endpoints.adminDeleteZarcodeEndpoint, async (request) => {
      await adminZarcodes.deleteAdminZarcode(db, adminCallOf(request), request.params.code, codeEvents);
      return { message: `The ${PRODUCT_NAME} has been successfully removed.` };
    });
  };
}
