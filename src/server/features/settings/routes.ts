import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import { publicSettingsReplySchema, settingsReplySchema, updateSettingsBodySchema, type SettingsReply } from '../../../domain/settings/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { resolvePaymentMode } from '../payments/mode';
import { getSystemSettings, presentSystemSettings, updateSystemSettings, type SystemSettingsRow } from './service';

const guardErrors = errorReplies(401, 403);

export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const present = (row: SystemSettingsRow): SettingsReply => ({
    ...presentSystemSettings(row),
    payment: resolvePaymentMode(deps.config, row, deps.payfast.gateway),
    updatedAt: row.updatedAt.toISOString(),
  });

  return async (app) => {
    declareRouteGroup(app, { access: 'superAdmin', docTag: 'settings' });

    app.get('/public', {
      // Asked again each time: a super admin may change the maps key at any moment.
      config: { access: 'public', caching: 'no-cache' },
      schema: { response: { 200: publicSettingsReplySchema } },
      handler: async () => {
        const settings = await getSystemSettings(deps.db);
        return {
          googleMapsApiKey: settings.googleMapsApiKey,
          tileUrl: deps.config.tileUrl,
          supportEmail: deps.config.supportEmail,
          gtmId: deps.config.gtmId ?? '',
        };
      },
    });

    app.get('/', {
      schema: { response: { 200: settingsReplySchema, ...guardErrors } },
      handler: async () => present(await getSystemSettings(deps.db)),
    });

    app.put('/', {
      schema: {
        body: updateSettingsBodySchema,
        response: { 200: settingsReplySchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => present(await updateSystemSettings(deps.db, auditContextOf(request), request.body)),
    });
  };
}
