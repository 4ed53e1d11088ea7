import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/settings/endpoints';
import type { SettingsReply } from '../../../domain/settings/schemas';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit';
import { resolvePaymentMode } from './payment-mode';
import { getSystemSettings, presentSystemSettings, updateSystemSettings, type SystemSettingsRow } from './service';

export function settingsRoutes(deps: AppDeps): FastifyPluginAsync {
  const present = (row: SystemSettingsRow): SettingsReply => ({
    ...presentSystemSettings(row),
    payment: resolvePaymentMode(deps.config, row, deps.payfast.gateway),
    updatedAt: row.updatedAt.toISOString(),
  });

  return async (app) => {
    await route(app, endpoints.publicSettingsEndpoint, async () => {
      const settings = await getSystemSettings(deps.db);
      return {
        googleMapsApiKey: settings.googleMapsApiKey,
        tileUrl: deps.config.tileUrl,
        supportEmail: deps.config.supportEmail,
        gtmId: deps.config.gtmId ?? '',
        canSendSms: deps.config.channels.sms !== undefined,
      };
    });

    await route(app, endpoints.getSettingsEndpoint, async () => present(await getSystemSettings(deps.db)));

    await route(app, endpoints.updateSettingsEndpoint, async (request) =>
      present(await updateSystemSettings(deps.db, auditContextOf(request), request.body)),
    );
  };
}
