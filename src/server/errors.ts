/**
 * An error whose status and message may be shown to the caller as `{ message }`, with `details`
 * beside the message when the answer says more (a refused voucher's `reason`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside its message (a refused voucher's `reason`, a sign-in's `totpRequired`). */
    readonly details: Record<string, string | boolean> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 410: what the caller holds (a link) worked once and no longer does. */
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
/** 503: what was asked for is not set up on this server (a channel without its settings). */
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });

/** PostgreSQL's code for a unique-constraint violation, on PGlite and node-postgres alike. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationOf(error) !== null;
}

/**
 * The name of the unique index or constraint a write violated (`creator_profiles_slug_unique`), '' when
 * the driver did not say, or null when the error is no unique violation. Drizzle wraps the driver's
 * error, so the chain of causes is followed.
 */
export function uniqueViolationOf(error: unknown): string | null {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
