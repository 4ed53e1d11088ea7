import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsReplySchema } from '../../../domain/settings/schemas';
import type { AppDeps } from '../../deps';
import { getSystemSettings } from './service';

export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/public', {
      schema: { tags: ['settings'], response: { 200: publicSettingsReplySchema } },
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
  };
}
