import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { observeRequest, renderMetrics } from '../infra/metrics';
import { NOT_STORED } from './caching';

export const METRICS_PATH = '/metrics';

/** The route label of requests no route took: the web app's pages and the not-found answers. */
export const WEB_APP_ROUTE = '(web app)';
/** Hashed asset files, one route each in the static plugin, counted under one label. */
const ASSETS_ROUTE = '/assets/*';

/** The route pattern a request is counted under: never its URL, whose ids and codes are unbounded. */
function routeLabelOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return WEB_APP_ROUTE;
  return route.startsWith('/assets/') ? ASSETS_ROUTE : route;
}

/** Counts every answered request (but the scrapes) by method, route pattern and status, with its time. */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabelOf(request);
    if (route !== METRICS_PATH) observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the metrics token. Compared as SHA-256 digests with
 * timingSafeEqual: equal lengths, so neither the time taken nor an early exit tells how much of a
 * guess was right, or how long the token is.
 */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

type MetricsAnswer = { status: 200; contentType: string; text: string } | { status: 401 | 404; message: string };

/** What GET /metrics answers a caller, on either port. */
async function answerScrape(authorization: string | undefined, token: string | undefined, isOpenWithoutToken: boolean): Promise<MetricsAnswer> {
  if (token === undefined && !isOpenWithoutToken) return { status: 404, message: 'Not found' };
  if (token !== undefined && !carriesMetricsToken(authorization, token)) {
    return { status: 401, message: 'Authentication required' };
  }
  return { status: 200, ...(await renderMetrics()) };
}

/**
 * GET /metrics on the app's own port: only with `Authorization: Bearer {METRICS_TOKEN}`, and as if
 * it did not exist (404) while METRICS_TOKEN is unset, so that an install that never asked for
 * metrics shows none. Hidden from the API document.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Pick<Config, 'metricsToken'>): void {
  app.get(METRICS_PATH, { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const answer = await answerScrape(request.headers.authorization, config.metricsToken, false);
    reply.header('cache-control', NOT_STORED);
    if (answer.status !== 200) {
      if (answer.status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.code(answer.status).send({ message: answer.message });
    }
    return reply.type(answer.contentType).send(answer.text);
  });
}

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A second listener, on METRICS_PORT, that serves GET /metrics and nothing else: for a scraper on a
 * private network, with the port kept from the public (firewall, not published at the balancer).
 * Open without a token there, unless METRICS_TOKEN is set, which it then asks for too.
 */
export async function startMetricsListener(options: { port: number; host: string; token: string | undefined }): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    const send = (status: number, contentType: string, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': contentType, 'cache-control': NOT_STORED, ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (pathname !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      send(404, 'application/json; charset=utf-8', JSON.stringify({ message: 'Not found' }));
      return;
    }
    answerScrape(request.headers.authorization, options.token, true).then(
      (answer) => {
        if (answer.status === 200) send(200, answer.contentType, answer.text);
        else send(answer.status, 'application/json; charset=utf-8', JSON.stringify({ message: answer.message }), answer.status === 401 ? { 'www-authenticate': 'Bearer' } : {});
      },
      () => send(500, 'application/json; charset=utf-8', JSON.stringify({ message: 'Internal server error' })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
