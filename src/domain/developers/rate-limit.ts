/**
 * The rate limit of an API caller as the answer's headers tell it (the IETF httpapi draft's
 * RateLimit-Limit, -Remaining, -Reset and -Policy), from the counts of its windows.
 */

/**
 * One window of a limit as counted for a call: `hits` includes this call when the window counted it,
 * is limit + 1 when the window refused it, and is the window's count alone when the call was refused
 * before reaching it (so RateLimit-Remaining says what is really left).
 */
export interface LimitWindow {
  limit: number;
  /** The window's length, for RateLimit-Policy (1 for the second, 86400 for the day). */
  windowSeconds: number;
  hits: number;
  resetInMs: number;
}

const remainingOf = (window: LimitWindow) => Math.max(0, window.limit - window.hits);
const resetSecondsOf = (window: LimitWindow) => Math.max(1, Math.ceil(window.resetInMs / 1000));

/** The first window the call went beyond, or null when every window still had room for it. */
export function exceededWindow(windows: readonly LimitWindow[]): LimitWindow | null {
  return windows.find((window) => window.hits > window.limit) ?? null;
}

/**
 * The headers of an answer: Limit, Remaining and Reset (seconds) of the window nearest to running out
 * (the exceeded one when a call is refused), and the Policy listing every window.
 */
export function rateLimitHeaders(windows: readonly LimitWindow[]): Record<string, string> {
  if (windows.length === 0) return {};
  const nearest =
    exceededWindow(windows) ??
    windows.reduce((best, window) => (remainingOf(window) < remainingOf(best) ? window : best));
  return {
    'ratelimit-limit': String(nearest.limit),
    'ratelimit-remaining': String(remainingOf(nearest)),
    'ratelimit-reset': String(resetSecondsOf(nearest)),
    'ratelimit-policy': windows.map((window) => `${window.limit};w=${window.windowSeconds}`).join(', '),
  };
}

/** Seconds a refused caller should wait: until the exceeded window ends. */
export function retryAfterSeconds(window: LimitWindow): number {
  return resetSecondsOf(window);
}

const DAY_MS = 86_400_000;
/** South African Standard Time is UTC+2 all year (no daylight saving). */
const SAST_OFFSET_MS = 2 * 3_600_000;

/** Milliseconds from `now` (ms since the epoch) to the next midnight in South Africa. */
export function msUntilSouthAfricanMidnight(now: number): number {
  return DAY_MS - ((now + SAST_OFFSET_MS) % DAY_MS);
}
