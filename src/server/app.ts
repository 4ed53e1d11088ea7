import './fastify-augment';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { AppDeps } from './deps';
import { ensureSuperAdmin, createTokenIssuer, TOTP_SECRET_PURPOSE } from './features/auth';
import { channelStates, createChannelService } from './features/channels';
import { createMailService } from './mail/service';
import { createPageMetaLookup } from './features/seo';
import { warnWhenPaymentsUnavailable } from './features/settings';
import { createNotificationProcessor } from './features/payments';
import { createDataExportRunner } from './features/privacy';
import { createLookupCache, createCodeLookupLimit, createViewCounter } from './features/zarcodes';
import { createOfflinePageRenderer, createCodePageRenderer } from './features/code-page';
import { createHerePageRenderer } from './features/field';
import { createSavedPageRenderer } from './features/saved-codes';
import { createWebhookDispatcher, type WebhookDispatchOptions } from './features/webhooks';
import { resolveJwtSecret } from './infra/jwt-secret';
import { createLogger, requestLogger } from './infra/logger';
import { watchDatabase } from './infra/metrics';
import { createMailer, type Mailer } from './infra/mailer';
import { createSecretBox } from './infra/secrets';
import { createPayfastGateway, isLoopbackUrl } from './infra/payfast/gateway';
import { createNotifySources } from './infra/payfast/sources';
import { createExportStorage, createImageStorage, type ObjectStorage } from './infra/storage';
import { systemResolver, type ResolveHost } from './infra/webhooks/destinations';
import { registerAccessControl } from './plugins/access';
import { registerCodeLookupLimit } from './plugins/code-lookups';
import { registerCaching } from './plugins/caching';
import { createApiGuards } from './plugins/api-keys';
import { createAuthGuards } from './plugins/auth';
import { acceptEmptyJsonBodies, registerErrorHandler } from './plugins/errors';
import { createRateLimitStore } from './plugins/rate-limits';
import { registerMetricsRoute, registerRequestMetrics, startMetricsListener, type MetricsListener } from './plugins/metrics';
import { registerRequestIds, requestIdOf } from './plugins/request-ids';
import { RequestCompletedLog } from './plugins/request-log';
import { pagePolicies, registerSecurityHeaders } from './plugins/security-headers';
import { CLIENT_TIMEOUTS, cutSlowBodies, serverTimeoutOptions, type ClientTimeouts } from './plugins/slow-clients';
import { createPageCache } from './plugins/prerender';
import { appPages, registerWebApp } from './plugins/web';
import { PROJECT_ROOT } from './project-root';
import { registerApiDocument } from './api-document';
import { startBackgroundJobs } from './background-jobs';
import { registerRoutes } from './routes';

export const DEFAULT_WEB_ROOT = path.join(PROJECT_ROOT, 'dist/web');

export interface BuildAppOptions {
  config: Config;
  logger?: Logger;
  /** An already open database (tests share one); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** Where photos are kept; from the config (local disk or S3) when absent. */
  storage?: ObjectStorage;
  /** Where data exports are kept; from the config when absent. */
  exportStorage?: ObjectStorage;
  webRoot?: string;
  /** How long a client may take over a request (tests shorten them); CLIENT_TIMEOUTS when absent. */
  clientTimeouts?: ClientTimeouts;
  /** Webhooks' retry schedule and polling (tests shorten them), and the resolver of their hosts (tests give their own). */
  webhooks?: WebhookDispatchOptions & { resolve?: ResolveHost };
}

/** How long a webhook receiver has to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** The listener of METRICS_PORT, serving /metrics alone; null when that setting is absent. */
  metricsListener: MetricsListener | null;
}

/** Builds the whole product: API, OpenAPI docs and the web app. `main` only listens. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !options.database;
  const db = database.db;
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenIssuer(jwtSecret);
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
  const mail = createMailService({
    db,
    mailer,
    context: { publicUrl: config.publicUrl, supportEmail: config.supportEmail },
    logger,
  });
  const storage = options.storage ?? createImageStorage(config);
  const exportStorage = options.exportStorage ?? createExportStorage(config);
  const viewCounter = createViewCounter(db, logger, { onWritten: () => lookupCache.clear() });
  const codeLookups = createCodeLookupLimit(rateLimits, { enabled: config.hasLookupLimits });
  const deps: AppDeps = {
    config,
    db,
    mailer,
    mail,
    tokens,
    totpSecrets: createSecretBox(jwtSecret, TOTP_SECRET_PURPOSE),
    logger,
    viewCounter,
    lookupCache,
    codeLookups,
    payfast: { gateway, notifications },
    storage,
    exportStorage,
    dataExports: createDataExportRunner({ db, storage, exportStorage, mail, logger }),
    channels: createChannelService({ db, config, logger, rateLimits, codeLookups, viewCounter }),
    webhookDestinations: { allowPrivate: config.webhooks.allowPrivate, resolve: options.webhooks?.resolve ?? systemResolver },
  };

  if (config.admin) await ensureSuperAdmin(db, config.admin);
  await warnWhenPaymentsUnavailable({ db, config, logger, gateway });
  // Which messaging channels answer, and the webhook URL to give each provider.
  for (const state of channelStates(config)) {
    logger.info({ channel: state.channel, webhookUrl: state.webhookUrl }, state.isOn ? 'channel on' : `channel off (settings ${state.settings.join(', ')})`);
  }

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestCompletedLog(),
    genReqId: requestIdOf,
    childLoggerFactory: (parent, bindings, childOptions) => requestLogger(parent as Logger, bindings, childOptions) as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    // '/api/zarcodes/' is '/api/zarcodes': endpoints are declared without the slash, callers may send it.
    routerOptions: { ignoreTrailingSlash: true },
    // A function, as Fastify's types take no hop count: trust the nearest N proxies only.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    ...serverTimeoutOptions(options.clientTimeouts ?? CLIENT_TIMEOUTS),
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  cutSlowBodies(app.server, options.clientTimeouts ?? CLIENT_TIMEOUTS, app.log);
  // First of all hooks: what follows runs in the request's context, and every answer names its request.
  registerRequestIds(app);
  registerRequestMetrics(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  app.decorateRequest('apiCaller', null);
  const authGuards = createAuthGuards(db, tokens, { isAdminTotpRequired: config.isAdminTotpRequired });
  registerAccessControl(app, authGuards, createApiGuards(rateLimits, db, authGuards, { isAdminTotpRequired: config.isAdminTotpRequired }));
  registerCodeLookupLimit(app, deps.codeLookups);
  registerCaching(app);
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

  registerSecurityHeaders(
    app,
    pagePolicies({
      tileUrl: config.tileUrl,
      isTagManagerOn: config.gtmId !== undefined,
      paymentGateways: [gateway.baseUrl('sandbox'), gateway.baseUrl('live')],
    }),
  );
  app.decorate('rateLimits', rateLimits);
  await registerApiDocument(app);

  await registerRoutes(app, deps);
  registerMetricsRoute(app, config);

  // Pages the server renders itself first, then the web app's pages with their head tags.
  await registerWebApp(app, options.webRoot ?? DEFAULT_WEB_ROOT, [
    createSavedPageRenderer(config.publicUrl),
    createHerePageRenderer(config.publicUrl),
    createOfflinePageRenderer(config.publicUrl),
    createCodePageRenderer({ db, config, viewCounter: deps.viewCounter, rateLimits: app.rateLimits, codeLookups: deps.codeLookups, logger }),
    appPages(createPageMetaLookup(db, config.publicUrl)),
  ], pageCache);

  const stopWatchingDatabase = watchDatabase(database.kind, database.poolStats);
  const metricsListener =
    config.metricsPort === undefined
      ? null
      : await startMetricsListener({ port: config.metricsPort, host: config.host, token: config.metricsToken });
  const jobs = startBackgroundJobs(app, deps);
  const { schedule, pollMs, batchSize } = options.webhooks ?? {};
  const webhooks = createWebhookDispatcher({
    db,
    logger,
    outbound: { ...deps.webhookDestinations, timeoutMs: WEBHOOK_TIMEOUT_MS },
    schedule,
    pollMs,
    batchSize,
  });
  webhooks.start();
  // Notifications left open by a crash are processed now; then a sweep runs every minute.
  notifications.start();
  // One hook, so that the order is this one: Fastify runs onClose hooks last-registered first, and
  // the views must be written before the database closes. Requests in flight have finished by now
  // (Fastify closes the HTTP server first).
  app.addHook('onClose', async () => {
    await metricsListener?.close();
    await jobs.stop();
    await deps.dataExports.close();
    await webhooks.close();
    await notifications.close();
    await deps.channels.settled();
    await deps.viewCounter.close();
    await deps.mail.settled();
    stopWatchingDatabase();
    if (ownsDatabase) await database.close();
  });
  return { app, deps, metricsListener };
}
