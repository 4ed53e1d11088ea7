import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './deps';
import { accessDetailRoutes, sharedAccessRoutes } from './features/access-details/routes';
import { adminStatsRoutes } from './features/admin-stats/routes';
import { adminUserRoutes } from './features/admin-users/routes';
import { apiV1Routes } from './features/api-v1/routes';
import { adminAuditRoutes } from './features/audit/routes';
import { authRoutes } from './features/auth/routes';
import { adminBundleRoutes, bundleRoutes } from './features/bundles/routes';
import { adminChangeRequestRoutes, changeRequestRoutes } from './features/change-requests/routes';
import { adminChannelRoutes, channelRoutes } from './features/channels/routes';
import { creatorRoutes } from './features/creators/routes';
import { developerRoutes } from './features/developers/routes';
import { adminExpenseRoutes } from './features/expenses/routes';
import { exportRoutes } from './features/exports/routes';
import { fieldRoutes } from './features/field';
import { healthRoutes } from './features/health/routes';
import { imageRoutes } from './features/images/routes';
import { locationRequestRoutes, requestLinkRoutes } from './features/location-requests/routes';
import { adminEmailRoutes } from './features/email/routes';
import { mapsContentRoutes } from './features/maps-content/routes';
import { adminMessageRoutes, contactRoutes } from './features/messages/routes';
import { offerRoutes } from './features/offers/routes';
import { adminPaymentRoutes, creditRoutes, paymentRoutes, userPaymentRoutes } from './features/payments/routes';
import { placeRoutes } from './features/places/routes';
import { adminPriceRoutes, priceRoutes } from './features/prices/routes';
import { printRoutes } from './features/print/routes';
import { privacyPolicyRoutes, privacyRoutes } from './features/privacy/routes';
import { qrRoutes } from './features/qr/routes';
import { runRoutes, v1RunRoutes } from './features/runs/routes';
import { savedCodeRoutes } from './features/saved-codes/routes';
import { searchRoutes } from './features/search/routes';
import { seoRoutes } from './features/seo/routes';
import { settingsRoutes } from './features/settings/routes';
import { systemCheckRoutes } from './features/system-checks/routes';
import { userLocationRoutes, userRoutes } from './features/users/routes';
import { adminVoucherRoutes, voucherRoutes } from './features/vouchers/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { adminZarcodeRoutes, zarcodeRoutes } from './features/zarcodes/routes';

/** A group of routes under its prefix; `multipart` for the one whose bodies are photos. */
type RouteGroup = [prefix: string, routes: FastifyPluginAsync, bodies?: 'multipart'];

/**
 * The route table: every group of routes under its prefix, in the order they are registered. Each
 * route is declared by its endpoint (domain/<concept>/endpoints.ts: full path, access, schemas), and
 * registered by its group, whose prefix its path must start with (plugins/endpoints.ts).
 */
export function routeTable(deps: AppDeps): RouteGroup[] {
  return [
    ['', healthRoutes(deps)],
    ['/api/auth', authRoutes(deps)],
    ['/api/user', userRoutes(deps)],
    ['/api/user', privacyRoutes(deps)],
    ['/api/privacy', privacyPolicyRoutes(deps)],
    ['/api/admin/users', adminUserRoutes(deps)],
    ['/api/admin', adminStatsRoutes(deps)],
    ['/api/admin/maps/content', mapsContentRoutes(deps)],
    ['/api/admin', exportRoutes(deps)],
    ['/api', userLocationRoutes(deps)],
    ['/api', contactRoutes(deps)],
    ['/api/admin/messages', adminMessageRoutes(deps)],
    ['/api/admin/channels', adminChannelRoutes(deps)],
    ['/api/admin/expenses', adminExpenseRoutes(deps)],
    ['/api/admin/email', adminEmailRoutes(deps)],
    ['/api/admin/audit', adminAuditRoutes(deps)],
    ['/api/settings', settingsRoutes(deps)],
    ['/api/prices', priceRoutes(deps)],
    ['/api', systemCheckRoutes(deps)],
    ['/api/zarcodes', zarcodeRoutes(deps)],
    ['/api/admin/zarcodes', adminZarcodeRoutes(deps)],
    ['/api/creators', creatorRoutes(deps)],
    ['/api', changeRequestRoutes(deps)],
    ['/api/admin/change-requests', adminChangeRequestRoutes(deps)],
    ['/api/search', searchRoutes(deps)],
    ['/api/places', placeRoutes(deps)],
    ['/api/field', fieldRoutes(deps)],
    ['/api/qr', qrRoutes(deps)],
    ['/api/saved-codes', savedCodeRoutes(deps)],
    ['/api/bundles', bundleRoutes(deps)],
    ['/api/admin', adminBundleRoutes(deps)],
    ['/api/admin/prices', adminPriceRoutes(deps)],
    ['/api/vouchers', voucherRoutes(deps)],
    ['/api/offers', offerRoutes(deps)],
    ['/api/admin/vouchers', adminVoucherRoutes(deps)],
    ['/api/payments', paymentRoutes(deps)],
    ['/api/credits', creditRoutes(deps)],
    ['/api/user', userPaymentRoutes(deps)],
    ['/api/admin/payments', adminPaymentRoutes(deps)],
    ['/api/developers', developerRoutes(deps)],
    ['/api/developers', webhookRoutes(deps)],
    ['/api/v1', apiV1Routes(deps)],
    ['/api/v1/runs', v1RunRoutes(deps)],
    ['/api/location-requests', locationRequestRoutes(deps)],
    ['/api/r', requestLinkRoutes(deps)],
    ['/api/runs', runRoutes(deps)],
    ['/api/zarcodes', accessDetailRoutes(deps)],
    ['/api/access', sharedAccessRoutes(deps)],
    ['/api/print', printRoutes(deps)],
    ['/api/channels', channelRoutes(deps)],
    ['/api', imageRoutes(deps), 'multipart'],
    ['', seoRoutes(deps)],
  ];
}

/**
 * Registers the route table. Multipart bodies are parsed in the photo routes' scope only; the 10 MB
 * per file and the other limits are set where the body is read (features/images/multipart.ts).
 */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const [prefix, routes, bodies] of routeTable(deps)) {
    if (bodies !== 'multipart') {
      await app.register(routes, { prefix });
      continue;
    }
    await app.register(async (scope) => {
      await scope.register(multipart);
      await scope.register(routes, { prefix });
    });
  }
}
