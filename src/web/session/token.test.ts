import { describe, expect, it } from 'vitest';
import { makeToken } from './test-helpers';
import { isRefreshAdvised, isTokenExpired, refreshDelay, tokenExpiresAt } from './token';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

describe('tokenExpiresAt', () => {
  it('reads exp as milliseconds', () => {
    expect(tokenExpiresAt(makeToken(inSeconds(60)))).toBe(NOW + 60_000);
  });
  it('gives null for tokens it cannot read', () => {
    expect(tokenExpiresAt('not-a-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
    expect(tokenExpiresAt(`a.${btoa('"just a string"')}.c`)).toBeNull();
    expect(tokenExpiresAt(makeToken(Number.NaN))).toBeNull();
    expect(tokenExpiresAt(`a.${btoa(JSON.stringify({ sub: 'x' }))}.c`)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('tolerates 5 minutes past exp', () => {
    expect(isTokenExpired(makeToken(inSeconds(3600)), NOW)).toBe(false);
    expect(isTokenExpired(makeToken(inSeconds(-4 * 60)), NOW)).toBe(false);
    expect(isTokenExpired(makeToken(inSeconds(-5 * 60)), NOW)).toBe(false);
  });
  it('counts a token expired more than 5 minutes ago, or unreadable, as expired', () => {
    expect(isTokenExpired(makeToken(inSeconds(-5 * 60 - 1)), NOW)).toBe(true);
    expect(isTokenExpired('garbage', NOW)).toBe(true);
  });
});

describe('isRefreshAdvised', () => {
  it('advises a refresh when fewer than 600 seconds remain', () => {
    expect(isRefreshAdvised(makeToken(inSeconds(599)), NOW)).toBe(true);
    expect(isRefreshAdvised(makeToken(inSeconds(600)), NOW)).toBe(false);
    expect(isRefreshAdvised(makeToken(inSeconds(3600)), NOW)).toBe(false);
    expect(isRefreshAdvised('garbage', NOW)).toBe(false);
  });
});

describe('refreshDelay', () => {
  it('aims 300 seconds before expiry, never below zero', () => {
    expect(refreshDelay(makeToken(inSeconds(3600)), NOW)).toBe(3300_000);
    expect(refreshDelay(makeToken(inSeconds(100)), NOW)).toBe(0);
    expect(refreshDelay('garbage', NOW)).toBeNull();
  });
});
