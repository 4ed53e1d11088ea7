import { describe, expect, it } from 'vitest';
import { LONGEST_RETRY_WAIT_MS, RETRY_WINDOW_MS, nextAttemptAt, retryDelayMs } from './retry-schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure and doubles the wait after each one', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([30_000, 60_000, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 16 * MINUTE]);
  });

  it('never waits more than 4 hours, however many tries failed', () => {
    expect(retryDelayMs(10)).toBe(LONGEST_RETRY_WAIT_MS);
    expect(retryDelayMs(1000)).toBe(4 * HOUR);
  });
});

describe('nextAttemptAt', () => {
  /** The times of every try of a delivery whose receiver always fails at once, from its event. */
  function triesOfAFailingReceiver(): number[] {
    const tries = [0];
    for (;;) {
      const next = nextAttemptAt(0, tries.length, tries.at(-1)!);
      if (next === null) return tries;
      tries.push(next);
    }
  }

  it('tries a failing receiver for 24 hours, the last time at the end of them, then gives up', () => {
    const tries = triesOfAFailingReceiver();
    expect(tries.slice(0, 5)).toEqual([0, 30_000, 90_000, 210_000, 450_000]);
    expect(tries.at(-1)).toBe(RETRY_WINDOW_MS);
    expect(tries.at(-2)).toBeLessThan(RETRY_WINDOW_MS);
    expect(tries).toHaveLength(15);
    for (let index = 1; index < tries.length; index++) expect(tries[index]! - tries[index - 1]!).toBeLessThanOrEqual(4 * HOUR);
  });

  it('answers null once the 24 hours are over', () => {
    expect(nextAttemptAt(0, 3, RETRY_WINDOW_MS)).toBeNull();
    expect(nextAttemptAt(0, 3, RETRY_WINDOW_MS + 1)).toBeNull();
  });

  it('follows a schedule given to it (tests shorten the waits)', () => {
    const fast = { delayMs: () => 100, windowMs: 1000 };
    expect(nextAttemptAt(5000, 1, 5050, fast)).toBe(5150);
    expect(nextAttemptAt(5000, 9, 5950, fast)).toBe(6000);
    expect(nextAttemptAt(5000, 10, 6000, fast)).toBeNull();
  });
});
