import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import { savedCodeReplySchema, savedCodesReplySchema } from '../../../domain/saved-codes/schemas';
import { zarcodeParamsSchema } from '../../../domain/zarcode/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { declareRouteGroup } from '../../plugins/route-group';
import { presentSavedCode } from './presenter';
import { listSavedCodes, saveCode, unsaveCode } from './service';

const errors = errorReplies(400, 401, 403, 404);

/**
 * /api/saved-codes: the signed-in user's saved codes (the star on a code page), so that they follow
 * the account from device to device. Each call reads and changes the caller's own list only.
 */
export function savedCodeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'saved-codes' });

    app.get('/', {
      schema: { response: { 200: savedCodesReplySchema, ...errors } },
      handler: async (request) => {
        const actor = actorOf(request);
        const rows = await listSavedCodes(deps.db, actor);
        return { savedCodes: rows.map((row) => presentSavedCode(row, actor)) };
      },
    });

    app.put('/:code', {
      schema: {
        params: zarcodeParamsSchema,
        response: { 200: savedCodeReplySchema, 409: errorReplySchema, ...errors },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        return { savedCode: presentSavedCode(await saveCode(deps.db, actor, request.params.code), actor) };
      },
    });

    app.delete('/:code', {
      schema: { params: zarcodeParamsSchema, response: { 200: messageReplySchema, ...errors } },
      handler: async (request) => {
        await unsaveCode(deps.db, actorOf(request), request.params.code);
        return { message: 'Removed from your saved codes.' };
      },
    });
  };
}
