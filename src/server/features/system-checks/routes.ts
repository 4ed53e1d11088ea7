import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/settings/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit';
import { sendTestEmail, testMapsApi } from './service';

/** The super admin's checks from System Settings: does the maps key work, does mail go out. */
export function systemCheckRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.testMapsApiEndpoint, async () => ({ message: await testMapsApi(deps.db, deps.config.googleMapsBaseUrl) }));

    await route(app, endpoints.sendTestEmailEndpoint, async (request) => ({
      message: await sendTestEmail(deps, auditContextOf(request), request.body.email),
    }));
  };
}
