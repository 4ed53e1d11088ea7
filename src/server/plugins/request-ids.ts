import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { runForRequest } from '../infra/logger';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id we keep: what load balancers and proxies send (a UUID, a hex or base64url token),
 * short and plain enough to be written into log lines and headers as it is.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * The id of a request (Fastify's `genReqId`): the caller's X-Request-Id when it is a sane short
 * token (a load balancer's, so that its logs and ours name the request alike), else 16 random hex
 * characters, short enough for a person to read out to support.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  if (typeof sent === 'string' && SANE_REQUEST_ID.test(sent)) return sent;
  return randomBytes(8).toString('hex');
}

/**
 * Every answer carries its request's id in X-Request-Id, so that a person's complaint ("it said
 * something went wrong") leads to the log lines of that request. The request's work runs in its
 * context (infra/logger.ts), so the lines of any logger name it. The context is entered again
 * before validation: a body is read on the socket's events, which run outside the context that
 * onRequest entered. Register before every other hook.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runForRequest(request.id, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    runForRequest(request.id, done);
  });
}
