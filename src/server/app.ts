import './fastify-augment';
import path from 'node:path';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { PRODUCT_NAME } from '../domain/brand';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { AppDeps } from './deps';
import { adminStatsRoutes } from './features/admin-stats/routes';
import { exportRoutes } from './features/exports/routes';
import { mapsContentRoutes } from './features/maps-content/routes';
import { adminUserRoutes } from './features/admin-users/routes';
import { adminAuditRoutes } from './features/audit/routes';
import { accessDetailRoutes, sharedAccessRoutes } from './features/access-details/routes';
import { apiV1Routes } from './features/api-v1/routes';
import { authRoutes } from './features/auth/routes';
import { developerRoutes } from './features/developers/routes';
import { locationRequestRoutes, requestLinkRoutes } from './features/location-requests/routes';
import { deleteOldLocationRequests } from './features/location-requests/service';
import { adminChangeRequestRoutes, changeRequestRoutes } from './features/change-requests/routes';
import { ensureSuperAdmin } from './features/auth/service';
import { deleteExpiredSessions } from './features/auth/sessions';
import { createTokenIssuer } from './features/auth/tokens';
import { adminMessageRoutes, contactRoutes } from './features/messages/routes';
import { adminExpenseRoutes } from './features/expenses/routes';
import { adminEmailRoutes } from './features/mail/routes';
import { createMailService } from './features/mail/service';
import { offerRoutes } from './features/offers/routes';
import { createPageMetaLookup } from './features/seo/page-meta';
import { seoRoutes } from './features/seo/routes';
import { DAILY_REPORT_SCHEDULE, sendDailyReport } from './features/notifications/service';
import { warnWhenPaymentsUnavailable } from './features/payments/mode';
import { createNotificationProcessor } from './features/payments/notifications';
import { adminPaymentRoutes, creditRoutes, paymentRoutes, userPaymentRoutes } from './features/payments/routes';
import { adminPriceRoutes, priceRoutes } from './features/prices/routes';
import { settingsRoutes } from './features/settings/routes';
import { userLocationRoutes, userRoutes } from './features/users/routes';
import { adminBundleRoutes, bundleRoutes } from './features/bundles/routes';
import { creatorRoutes } from './features/creators/routes';
import { cleanUpImages } from './features/images/clean-up';
import { healthRoutes } from './features/health/routes';
import { imageRoutes } from './features/images/routes';
import { placeRoutes } from './features/places/routes';
import { printRoutes } from './features/print/routes';
import { qrRoutes } from './features/qr/routes';
import { searchRoutes } from './features/search/routes';
import { systemCheckRoutes } from './features/system-checks/routes';
import { createLookupCache } from './features/zarcodes/lookup-cache';
import { createCodeLookupLimit } from './features/zarcodes/lookup-limit';
import { adminZarcodeRoutes, zarcodeRoutes } from './features/zarcodes/routes';
import { createOfflinePageRenderer } from './features/code-page/offline-page';
import { createCodePageRenderer } from './features/code-page/renderer';
import { createSavedPageRenderer } from './features/saved-codes/page';
import { savedCodeRoutes } from './features/saved-codes/routes';
import { adminVoucherRoutes, voucherRoutes } from './features/vouchers/routes';
import { createViewCounter } from './features/zarcodes/view-counter';
import { resolveJwtSecret } from './infra/jwt-secret';
import { createJobRunLedger, createJobScheduler } from './infra/jobs';
import { createMailer, type Mailer } from './infra/mailer';
import { createPayfastGateway, isLoopbackUrl } from './infra/payfast/gateway';
import { createNotifySources } from './infra/payfast/sources';
import { createImageStorage, type ObjectStorage } from './infra/storage';
import { declareAccess, registerAccessControl } from './plugins/access';
import { registerCodeLookupLimit } from './plugins/code-lookups';
import { declareCaching, registerCaching } from './plugins/caching';
import { registerDocTags } from './plugins/doc-tags';
import { createApiGuards } from './plugins/api-keys';
import { createAuthGuards } from './plugins/auth';
import { acceptEmptyJsonBodies, registerErrorHandler } from './plugins/errors';
import { createRateLimitStore } from './plugins/rate-limits';
import { RequestCompletedLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { CLIENT_TIMEOUTS, cutSlowBodies, serverTimeoutOptions, type ClientTimeouts } from './plugins/slow-clients';
import { createPageCache } from './plugins/prerender';
import { appPages, registerWebApp } from './plugins/web';
import { PROJECT_ROOT } from './project-root';

export const DEFAULT_WEB_ROOT = path.join(PROJECT_ROOT, 'dist/web');

export interface BuildAppOptions {
  config: Config;
  logger?: Logger;
  /** An already open database (tests share one); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** Where photos are kept; from the config (local disk or S3) when absent. */
  storage?: ObjectStorage;
  webRoot?: string;
  /** How long a client may take over a request (tests shorten them); CLIENT_TIMEOUTS when absent. */
  clientTimeouts?: ClientTimeouts;
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
}

/** Builds the whole product: API, OpenAPI docs and the web app. `main` only listens. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const logger =
    options.logger ??
    pino({
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    });
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !options.database;
  const db = database.db;
  const tokens = createTokenIssuer(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    });
  const gateway = createPayfastGateway({ baseUrl: config.payfast.baseUrl });
  const notifications = createNotificationProcessor({
    db,
    config,
    logger,
    gateway,
    // This machine is trusted only when the gateway itself is here (a fake PayFast in tests).
    sources: createNotifySources({
      entries: config.payfast.notifySources,
      allowLoopback: isLoopbackUrl(config.payfast.baseUrl),
    }),
  });
  const lookupCache = createLookupCache();
  const pageCache = createPageCache();
  const rateLimits = createRateLimitStore(db);
  const deps: AppDeps = {
    config,
    db,
    mailer,
    mail: createMailService({
      db,
      mailer,
      context: { publicUrl: config.publicUrl, supportEmail: config.supportEmail },
      logger,
    }),
    tokens,
    logger,
    viewCounter: createViewCounter(db, logger, { onWritten: () => lookupCache.clear() }),
    lookupCache,
    codeLookups: createCodeLookupLimit(rateLimits, { enabled: config.hasLookupLimits }),
    payfast: { gateway, notifications },
    storage: options.storage ?? createImageStorage(config),
  };

  if (config.admin) await ensureSuperAdmin(db, config.admin);
  await warnWhenPaymentsUnavailable({ db, config, logger, gateway });

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestCompletedLog(),
    bodyLimit: 1024 * 1024,
    // '/api/zarcodes/' is '/api/zarcodes': endpoints are declared without the slash, callers may send it.
    routerOptions: { ignoreTrailingSlash: true },
    // A function, as Fastify's types take no hop count: trust the nearest N proxies only.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    ...serverTimeoutOptions(options.clientTimeouts ?? CLIENT_TIMEOUTS),
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  cutSlowBodies(app.server, options.clientTimeouts ?? CLIENT_TIMEOUTS, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  app.decorateRequest('apiCaller', null);
  const authGuards = createAuthGuards(db, tokens);
  registerAccessControl(app, authGuards, createApiGuards(rateLimits, db, authGuards));
  registerCodeLookupLimit(app, deps.codeLookups);
  registerCaching(app);
  registerDocTags(app);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  // Any change answered by this instance empties the micro-caches (lookups, pages rendered first) before
  // the answer leaves, so that whoever made it sees it on their next lookup or page.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      deps.lookupCache.clear();
      pageCache.clear();
    }
    done(null, payload);
  });

  // Google Tag Manager, and Analytics that it sends to, are allowed only where GTM_ID loads them.
  const isTagManagerOn = config.gtmId !== undefined;
  const cspDirectives = {
    defaultSrc: ["'self'"],
    // Map tiles may come from a plain-http tile server of the operator's (TILE_URL).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', new URL(config.tileUrl.replace(/[{}]/g, '')).origin],
    scriptSrc: ["'self'", ...(isTagManagerOn ? ['https://www.googletagmanager.com'] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...(isTagManagerOn ? ['https://www.google-analytics.com'] : [])],
    frameAncestors: ["'self'"],
    // The payment page's signed form is posted by the browser straight to PayFast (sandbox or live).
    formAction: ["'self'", ...new Set([gateway.baseUrl('sandbox'), gateway.baseUrl('live')].map((url) => new URL(url).origin))],
    upgradeInsecureRequests: null,
  };
  registerSecurityHeaders(app, {
    app: { contentSecurityPolicy: { directives: cspDirectives }, crossOriginEmbedderPolicy: false },
    // /embed/{code} is made to be shown in an iframe on any site; the rest stays frame-ancestors 'self'.
    embed: {
      contentSecurityPolicy: { directives: { ...cspDirectives, frameAncestors: ['*'] } },
      crossOriginEmbedderPolicy: false,
      frameguard: false,
    },
  });
  app.decorate('rateLimits', rateLimits);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        description: [
          'Location codes for South Africa. Errors are always { message }.',
          '',
          '**Integrators**: the versioned API is under `/api/v1` (tag "api v1"): single lookup, search, batch lookup of up to 1,000 codes,',
          'batch nearest for up to 1,000 points, and location requests. Make a key on `/developers` and send it as',
          '`Authorization: Bearer zc_...` or `X-Api-Key: zc_...`. Scopes: `read` (lookups, search, batches, reading location requests),',
          '`write` (creating location requests). Each key may make 10 requests a second and 10,000 a South African day; every answer',
          'carries `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` and `RateLimit-Policy`, and a call beyond a limit gets 429',
          'with `Retry-After`. Example: `curl -H "X-Api-Key: zc_..." https://zarcode.co.za/api/v1/zarcodes/1CT-7K2M`.',
        ].join('\n'),
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A sign-in token, or an API key (zc_...) on /api/v1' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key (zc_...) made on /developers' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    declareAccess(docs, 'public');
    // The same for everyone, changed by a new release.
    declareCaching(docs, 'no-cache');
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps), { prefix: '/api/auth' });
  await app.register(userRoutes(deps), { prefix: '/api/user' });
  await app.register(adminUserRoutes(deps), { prefix: '/api/admin/users' });
  await app.register(adminStatsRoutes(deps), { prefix: '/api/admin' });
  await app.register(mapsContentRoutes(deps), { prefix: '/api/admin/maps/content' });
  await app.register(exportRoutes(deps), { prefix: '/api/admin' });
  await app.register(userLocationRoutes(deps), { prefix: '/api' });
  await app.register(contactRoutes(deps), { prefix: '/api' });
  await app.register(adminMessageRoutes(deps), { prefix: '/api/admin/messages' });
  await app.register(adminExpenseRoutes(deps), { prefix: '/api/admin/expenses' });
  await app.register(adminEmailRoutes(deps), { prefix: '/api/admin/email' });
  await app.register(adminAuditRoutes(deps), { prefix: '/api/admin/audit' });
  await app.register(settingsRoutes(deps), { prefix: '/api/settings' });
  await app.register(priceRoutes(deps), { prefix: '/api/prices' });
  await app.register(systemCheckRoutes(deps), { prefix: '/api' });
  await app.register(zarcodeRoutes(deps));
  await app.register(adminZarcodeRoutes(deps));
  await app.register(creatorRoutes(deps), { prefix: '/api/creators' });
  await app.register(changeRequestRoutes(deps), { prefix: '/api' });
  await app.register(adminChangeRequestRoutes(deps), { prefix: '/api/admin/change-requests' });
  await app.register(searchRoutes(deps), { prefix: '/api/search' });
  await app.register(placeRoutes(deps), { prefix: '/api/places' });
  await app.register(qrRoutes(deps), { prefix: '/api/qr' });
  await app.register(savedCodeRoutes(deps), { prefix: '/api/saved-codes' });
  await app.register(bundleRoutes(deps), { prefix: '/api/bundles' });
  await app.register(adminBundleRoutes(deps), { prefix: '/api/admin' });
  await app.register(adminPriceRoutes(deps), { prefix: '/api/admin/prices' });
  await app.register(voucherRoutes(deps), { prefix: '/api/vouchers' });
  await app.register(offerRoutes(deps), { prefix: '/api/offers' });
  await app.register(adminVoucherRoutes(deps), { prefix: '/api/admin/vouchers' });
  await app.register(paymentRoutes(deps), { prefix: '/api/payments' });
  await app.register(creditRoutes(deps), { prefix: '/api/credits' });
  await app.register(userPaymentRoutes(deps), { prefix: '/api/user' });
  await app.register(adminPaymentRoutes(deps), { prefix: '/api/admin/payments' });
  await app.register(developerRoutes(deps), { prefix: '/api/developers' });
  await app.register(apiV1Routes(deps), { prefix: '/api/v1' });
  await app.register(locationRequestRoutes(deps), { prefix: '/api/location-requests' });
  await app.register(requestLinkRoutes(deps), { prefix: '/api/r' });
  await app.register(accessDetailRoutes(deps), { prefix: '/api/zarcodes' });
  await app.register(sharedAccessRoutes(deps), { prefix: '/api/access' });
  await app.register(printRoutes(deps), { prefix: '/api/print' });
  // Multipart bodies are parsed in this scope only: the photo uploads. The 10 MB per file and the
  // other limits are set where the body is read (features/images/multipart.ts).
  await app.register(async (scope) => {
    await scope.register(multipart);
    await scope.register(imageRoutes(deps), { prefix: '/api' });
  });

  await app.register(seoRoutes(deps));
  // Pages the server renders itself first, then the web app's pages with their head tags.
  await registerWebApp(app, options.webRoot ?? DEFAULT_WEB_ROOT, [
    createSavedPageRenderer(config.publicUrl),
    createOfflinePageRenderer(config.publicUrl),
    createCodePageRenderer({ db, config, viewCounter: deps.viewCounter, rateLimits: app.rateLimits, codeLookups: deps.codeLookups, logger }),
    appPages(createPageMetaLookup(db, config.publicUrl)),
  ], pageCache);

  // Each job once a period, on one instance of all those sharing the database (the job_runs ledger).
  const jobs = createJobScheduler({ logger, ledger: createJobRunLedger(db) });
  jobs.add({
    name: 'image-clean-up',
    everyMs: 60 * 60_000,
    run: () => cleanUpImages({ db, storage: deps.storage, logger }),
  });
  // Spent rows only; once a period like every job.
  jobs.add({ name: 'rate-limit-clean-up', everyMs: 10 * 60_000, run: () => app.rateLimits.deleteExpired() });
  jobs.add({ name: 'session-clean-up', everyMs: 60 * 60_000, run: () => deleteExpiredSessions(db) });
  // Yesterday's figures to the super admins at 06:00 South African time, when System Settings say so.
  jobs.add({ name: 'daily-report', ...DAILY_REPORT_SCHEDULE, run: (periodStart) => sendDailyReport(deps, periodStart) });
  // Answers to location requests go 30 days after their request expired.
  jobs.add({ name: 'location-request-clean-up', everyMs: 60 * 60_000, run: () => deleteOldLocationRequests(db) });
  // Notifications left open by a crash are processed now; then a sweep runs every minute.
  notifications.start();
  // One hook, so that the order is this one: Fastify runs onClose hooks last-registered first, and
  // the views must be written before the database closes. Requests in flight have finished by now
  // (Fastify closes the HTTP server first).
  app.addHook('onClose', async () => {
    await jobs.stop();
    await notifications.close();
    await deps.viewCounter.close();
    await deps.mail.settled();
    if (ownsDatabase) await database.close();
  });
  return { app, deps };
}
