import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/maps-content/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { adminCallOf } from '../audit';
import { listMapsContent, setHidden } from './service';

/** /api/admin/maps/content: public codes and creators, hidden from public lists or shown again. */
export function mapsContentRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.adminListMapsContentEndpoint, async (request) => listMapsContent(deps.db, request.query));

    await route(app, endpoints.adminSetMapsContentHiddenEndpoint, async (request) => {
      const { kind, id } = request.params;
      const item = await setHidden(deps.db, adminCallOf(request), kind, id, request.body);
      const what = kind === 'creator' ? 'Creator' : 'Code';
      return {
        item,
        message: request.body.hidden ? `${what} hidden from the public maps and lists` : `${what} shown on the public maps and lists again`,
      };
    });
  };
}
