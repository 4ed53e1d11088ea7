import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, messageReplySchema } from '../../../domain/api/schemas';
import { testEmailBodySchema } from '../../../domain/settings/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { sendTestEmail, testMapsApi } from './service';

const errors = errorReplies(400, 401, 403, 409, 502);

/** The super admin's checks from System Settings: does the maps key work, does mail go out. */
export function systemCheckRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'superAdmin', docTag: 'settings' });
    app.get('/test-maps-api', {
      schema: { response: { 200: messageReplySchema, ...errors } },
      handler: async () => ({ message: await testMapsApi(deps.db, deps.config.googleMapsBaseUrl) }),
    });

    app.post('/email/test', {
      schema: {
        body: testEmailBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
      handler: async (request) => ({
        message: await sendTestEmail(deps, auditContextOf(request), request.body.email),
      }),
    });
  };
}
