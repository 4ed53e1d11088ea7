import { describe, expect, it } from 'vitest';
import { exceededWindow, msUntilSouthAfricanMidnight, rateLimitHeaders, type LimitWindow } from './rate-limit';

const second = (hits: number, resetInMs = 400): LimitWindow => ({ limit: 10, windowSeconds: 1, hits, resetInMs });
const day = (hits: number, resetInMs = 3_600_000): LimitWindow => ({ limit: 10_000, windowSeconds: 86_400, hits, resetInMs });

describe('rateLimitHeaders', () => {
  it('tells the window nearest to running out, and every window in the policy', () => {
    expect(rateLimitHeaders([second(3), day(50)])).toEqual({
      'ratelimit-limit': '10',
      'ratelimit-remaining': '7',
      'ratelimit-reset': '1',
      'ratelimit-policy': '10;w=1, 10000;w=86400',
    });
    expect(rateLimitHeaders([second(1), day(9_995)])).toMatchObject({
      'ratelimit-limit': '10000',
      'ratelimit-remaining': '5',
      'ratelimit-reset': '3600',
    });
  });

  it('tells the exceeded window of a refused call, with nothing remaining', () => {
    expect(rateLimitHeaders([second(4), day(10_001)])).toMatchObject({
      'ratelimit-limit': '10000',
      'ratelimit-remaining': '0',
    });
    expect(exceededWindow([second(11), day(12)])).toMatchObject({ windowSeconds: 1 });
    expect(exceededWindow([second(10), day(10_000)])).toBeNull();
  });
});

describe('msUntilSouthAfricanMidnight', () => {
  it('counts to midnight at UTC+2', () => {
    expect(msUntilSouthAfricanMidnight(Date.parse('2026-03-05T21:00:00Z'))).toBe(3_600_000);
    expect(msUntilSouthAfricanMidnight(Date.parse('2026-03-05T22:00:00Z'))).toBe(86_400_000);
    expect(msUntilSouthAfricanMidnight(Date.parse('2026-03-05T10:30:00Z'))).toBe(11.5 * 3_600_000);
  });
});
