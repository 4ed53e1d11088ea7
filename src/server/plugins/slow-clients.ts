import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * How long a client may take over each part of a request, in milliseconds, so that a slow client (a
 * body sent a byte every few seconds, headers never finished) cannot hold a connection open. The
 * figures and the reasons for them are in docs/deploy.md, "Timeouts".
 */
export interface ClientTimeouts {
  /** From the start of a request to its last header (Node's headersTimeout). */
  headersMs: number;
  /** The time any request body may take; beyond it, only a body arriving at `bodyBytesPerSecond`. */
  bodyGraceMs: number;
  /** The least average pace of a body that takes longer than `bodyGraceMs`. */
  bodyBytesPerSecond: number;
  /** The whole request, however steadily its body arrives (Node's requestTimeout). */
  requestMs: number;
  /** A kept-alive connection with no request on it (Node's keepAliveTimeout). */
  keepAliveMs: number;
  /** A connection on which nothing moves either way, e.g. a client that stops reading the answer (the socket timeout). */
  idleMs: number;
  /** How often the limits above are checked: a slow client is cut at most this much after its limit. */
  checkEveryMs: number;
}

export const CLIENT_TIMEOUTS: ClientTimeouts = {
  headersMs: 10_000,
  bodyGraceMs: 20_000,
  bodyBytesPerSecond: 8 * 1024,
  requestMs: 10 * 60_000,
  keepAliveMs: 72_000,
  idleMs: 60_000,
  checkEveryMs: 2_000,
};

/** Fastify's server options carrying the timeouts that Node enforces itself. */
export function serverTimeoutOptions(
  timeouts: ClientTimeouts,
): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & { http: ServerOptions } {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    // Node checks headersTimeout and requestTimeout every connectionsCheckingInterval (30 s unless set).
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}

const TIMED_OUT_BODY = JSON.stringify({ message: 'The request body arrived too slowly' });
const TIMED_OUT_ANSWER = [
  'HTTP/1.1 408 Request Timeout',
  'Connection: close',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(TIMED_OUT_BODY)}`,
  '',
  TIMED_OUT_BODY,
].join('\r\n');

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Cuts a request whose body arrives too slowly: it may take `bodyGraceMs`, and longer only while it
 * keeps arriving at `bodyBytesPerSecond` on average. Node's requestTimeout alone cannot tell a
 * slow-loris body from a photo upload on a slow mobile connection: a limit short enough for the
 * first would cut the second. Watched on the HTTP server itself, so a body is watched whatever
 * Fastify does with the request (refused before it is read, or read by a route).
 */
export function cutSlowBodies(server: Server, timeouts: ClientTimeouts, log: FastifyBaseLogger): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const { socket } = request;
    const startedAt = Date.now();
    // Bytes of this connection so far (this request's headers included): the body is what follows.
    const readBefore = socket.bytesRead;
    const timer = setInterval(() => {
      if (request.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const owedBytes = (timeouts.bodyBytesPerSecond * (Date.now() - startedAt - timeouts.bodyGraceMs)) / 1000;
      if (socket.bytesRead - readBefore >= owedBytes) return;
      clearInterval(timer);
      log.warn({ url: request.url, ip: socket.remoteAddress, bytes: socket.bytesRead - readBefore }, 'request body too slow: connection closed');
      // As Node answers its own request timeout: straight on the socket, then closed. A request
      // already answered (refused before its body was read) is only closed.
      if (!response.headersSent && socket.writable) socket.write(TIMED_OUT_ANSWER);
      socket.destroy();
    }, timeouts.checkEveryMs);
    timer.unref();
  });
}
