import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

/** The field of a log line that names the request it was written for (Fastify's own name for it). */
export const REQUEST_ID_LOG_FIELD = 'reqId';

/** The id of the request whose work is running, carried across awaits, timers and callbacks it starts. */
const requestContext = new AsyncLocalStorage<string>();

/** Marks a request's own logger (Fastify's request.log and its children): it names the request already. */
const NAMES_ITS_REQUEST = Symbol('namesItsRequest');
type MarkedLogger = Logger & { [NAMES_ITS_REQUEST]?: true };

/**
 * The server's logger: JSON lines at `level`, secrets redacted. A line written while a request's work
 * runs carries that request's id (`reqId`), whichever logger wrote it: Fastify's request.log names it
 * by itself, and the services' own logger (deps.logger) gets it from the request's context, so that
 * every line about a request, a photo that could not be stored or a mail that failed after the
 * answer, can be found by the id its answer carried (X-Request-Id).
 * @param destination where lines go; standard output when absent (tests pass a stream to read)
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      mixin(_line, _level, logger) {
        if ((logger as MarkedLogger)[NAMES_ITS_REQUEST]) return {};
        const requestId = requestContext.getStore();
        return requestId === undefined ? {} : { [REQUEST_ID_LOG_FIELD]: requestId };
      },
    },
    destination,
  );
}

/**
 * Fastify's factory of each request's logger (its `childLoggerFactory`): the usual child bound to the
 * request's id, marked so that the mixin above does not name the request a second time. pino makes a
 * child with Object.create, so the children of request.log carry the mark too.
 */
export function requestLogger(logger: Logger, bindings: pino.Bindings, options: pino.ChildLoggerOptions): Logger {
  const child = logger.child(bindings, options) as MarkedLogger;
  child[NAMES_ITS_REQUEST] = true;
  return child;
}

/** Runs `work` (and everything it starts) as the work of request `requestId`. */
export function runForRequest<T>(requestId: string, work: () => T): T {
  return requestContext.run(requestId, work);
}

/**
 * Runs `work` outside any request: for a timer that a request happens to start but that serves many
 * (a batch of view counts), whose lines must not name that one request.
 */
export function runOutsideRequests<T>(work: () => T): T {
  return requestContext.exit(work);
}
