import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/saved-codes/endpoints';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { presentSavedCode } from './presenter';
import { listSavedCodes, saveCode, unsaveCode } from './service';

/** /api/saved-codes: the signed-in user's saved codes, each call on the caller's own list only. */
export function savedCodeRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.listSavedCodesEndpoint, async (request) => {
      const actor = actorOf(request);
      const rows = await listSavedCodes(deps.db, actor);
      return { savedCodes: rows.map((row) => presentSavedCode(row, actor)) };
    });

    await route(app, endpoints.saveCodeEndpoint, async (request) => {
      const actor = actorOf(request);
      return { savedCode: presentSavedCode(await saveCode(deps.db, actor, request.params.code), actor) };
    });

    await route(app, endpoints.unsaveCodeEndpoint, async (request) => {
      await unsaveCode(deps.db, actorOf(request), request.params.code);
      return { message: 'Removed from your saved codes.' };
    });
  };
}
