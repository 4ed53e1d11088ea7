import { describe, expect, it } from 'vitest';
import { loginDelayMs, MAX_LOGIN_DELAY_MS } from './login-throttle';

describe('loginDelayMs', () => {
  it('lets the first three failures for an e-mail pass without delay', () => {
    expect([0, 1, 2].map(loginDelayMs)).toEqual([0, 0, 0]);
  });

  it('then doubles from half a second', () => {
    expect([3, 4, 5, 6].map(loginDelayMs)).toEqual([500, 1000, 2000, 4000]);
  });

  it('never waits longer than the cap, however many failures', () => {
    for (const failures of [7, 10, 50, 1_000, 1_000_000]) {
      expect(loginDelayMs(failures)).toBe(MAX_LOGIN_DELAY_MS);
    }
  });
});
