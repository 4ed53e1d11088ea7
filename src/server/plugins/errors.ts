import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

/** Fastify's own client errors, answered with words a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_VALIDATION: 'Invalid request',
};

/**
 * Maps every error to `{ message }` with the right status. Typed HttpErrors and validation errors
 * speak for themselves; anything unexpected is logged and answered as a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = issue?.message ?? 'Invalid request';
      return reply.code(400).send({ message: field && isGenericZodMessage(message, issue?.keyword) ? `${field}: ${message}` : message });
    }
    if (isUnstorableText(error)) {
      request.log.info({ err: error }, 'text the database cannot store');
      return reply.code(400).send({ message: 'Text may not contain NUL or other unstorable characters' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: internalErrorMessage(request.id) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      return reply.code(status).send({ message: known ?? error.message ?? 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: internalErrorMessage(request.id) });
  });
}

/**
 * A 500's words: nothing of the error itself, but the request's id (also in X-Request-Id and on every
 * log line of the request), which a person can quote to support so that the failure is found.
 */
export const internalErrorMessage = (requestId: string) => `Internal server error (reference ${requestId})`;

/**
 * zod's default words ("Invalid input: expected string...") need the field name to make sense.
 * Matched phrase by phrase: our own messages, 'Invalid Reset Link' among them, go out verbatim.
 */
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid input\b|Invalid (option|string|number):|Invalid (key|value) in |Invalid discriminator value|Too (big|small):|Unrecognized keys?:)/;
/** zod's words for a string of the wrong format: its default only on an 'invalid_format' issue. */
const ZOD_DEFAULT_FORMAT_MESSAGE = /^Invalid (email address|URL|UUID|ISO |IPv[46]|base64|JSON string|E\.164 number|JWT)/;

function isGenericZodMessage(message: string, keyword: string | undefined): boolean {
  // The profile's agreed 'Invalid email address' reads like zod's format default: on any other issue it is ours.
  return ZOD_DEFAULT_MESSAGE.test(message) || (keyword === 'invalid_format' && ZOD_DEFAULT_FORMAT_MESSAGE.test(message));
}

/**
 * PostgreSQL refusing a character of the input (a NUL byte in a text field): bad input that
 * passed validation, so 400 rather than 500. Recognised by SQLSTATE through Drizzle's causes.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Bodyless calls (refresh, logout) may still say `Content-Type: application/json`; an empty body
 * then means "no body" rather than a 400. Anything else is parsed as strict JSON.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
