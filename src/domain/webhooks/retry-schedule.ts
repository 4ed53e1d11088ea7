/**
 * When a webhook delivery is tried again. The first try goes out at once; after a failure the wait
 * doubles from 30 seconds (30 s, 1 min, 2 min, ... ) up to 4 hours between tries, for 24 hours after
 * the event. The last try is at the end of those 24 hours; after it the delivery has failed, and only a
 * resend by hand sends it again.
 */

export const FIRST_RETRY_AFTER_MS = 30_000;
export const LONGEST_RETRY_WAIT_MS = 4 * 60 * 60_000;
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** The wait before the next try, after `failedAttempts` tries failed (1 or more). */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // 2^14 × 30 s is past the cap already: no need to let the power grow without end.
  return Math.min(FIRST_RETRY_AFTER_MS * 2 ** Math.min(doublings, 14), LONGEST_RETRY_WAIT_MS);
}

export interface RetrySchedule {
  /** The wait after `failedAttempts` failed tries. */
  delayMs(failedAttempts: number): number;
  /** How long after its event a delivery is still tried. */
  windowMs: number;
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = { delayMs: retryDelayMs, windowMs: RETRY_WINDOW_MS };

/**
 * When to try a delivery made at `createdAt` again, now that its `failedAttempts`-th try failed at
 * `now` (ms since the epoch): the wait of the schedule, cut short to the window's end, or null when
 * the window has ended (the delivery has failed).
 */
export function nextAttemptAt(createdAt: number, failedAttempts: number, now: number, schedule: RetrySchedule = DEFAULT_RETRY_SCHEDULE): number | null {
  const windowEnd = createdAt + schedule.windowMs;
  if (now >= windowEnd) return null;
  return Math.min(now + schedule.delayMs(failedAttempts), windowEnd);
}
