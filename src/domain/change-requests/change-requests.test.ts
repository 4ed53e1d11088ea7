import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNoticeVisible, isRequestOpen, isWindowOpen, requestState, timeLeftText, windowEndsAt, windowTimeLeftMs } from './change-requests';

const APPROVED_AT = new Date('2026-03-02T08:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const approved = { status: 'approved' as const, approvedAt: APPROVED_AT.toISOString(), dismissedAt: null };

describe('the 24-hour window after an approval, on a fake clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is open at 23 h 59 after approvedAt, with a minute left', () => {
    vi.setSystemTime(APPROVED_AT.getTime() + 23 * HOUR + 59 * MINUTE);
    expect(isWindowOpen(approved)).toBe(true);
    expect(isRequestOpen(approved)).toBe(true);
    expect(requestState(approved)).toBe('approved');
    expect(isNoticeVisible(approved)).toBe(true);
    expect(windowTimeLeftMs(approved)).toBe(MINUTE);
    expect(timeLeftText(windowTimeLeftMs(approved))).toBe('1 min left');
  });

  it('is closed at 24 h 01: the request is expired, frees its code and its notice hides', () => {
    vi.setSystemTime(APPROVED_AT.getTime() + 24 * HOUR + MINUTE);
    expect(isWindowOpen(approved)).toBe(false);
    expect(isRequestOpen(approved)).toBe(false);
    expect(requestState(approved)).toBe('expired');
    expect(isNoticeVisible(approved)).toBe(false);
    expect(windowTimeLeftMs(approved)).toBe(0);
  });

  it('closes at exactly 24 hours', () => {
    vi.setSystemTime(APPROVED_AT.getTime() + 24 * HOUR);
    expect(isWindowOpen(approved)).toBe(false);
    expect(windowEndsAt(approved)).toEqual(new Date(APPROVED_AT.getTime() + 24 * HOUR));
  });
});

describe('requests that are not approved', () => {
  const now = new Date('2026-03-05T00:00:00.000Z');

  it('a pending request is open however old, and never has a window', () => {
    const pending = { status: 'pending' as const, approvedAt: null, dismissedAt: null };
    expect(isRequestOpen(pending, now)).toBe(true);
    expect(isWindowOpen(pending, now)).toBe(false);
    expect(windowEndsAt(pending)).toBeNull();
    expect(isNoticeVisible(pending, now)).toBe(true);
  });

  it('rejected and applied requests are closed, and their notices show until dismissed', () => {
    for (const status of ['rejected', 'applied'] as const) {
      const request = { status, approvedAt: status === 'applied' ? now.toISOString() : null, dismissedAt: null };
      expect(isRequestOpen(request, now)).toBe(false);
      expect(requestState(request, now)).toBe(status);
      expect(isNoticeVisible(request, now)).toBe(true);
      expect(isNoticeVisible({ ...request, dismissedAt: now.toISOString() }, now)).toBe(false);
    }
  });

  it('a dismissed approval hides its notice but keeps its window', () => {
    const dismissed = { ...approved, dismissedAt: APPROVED_AT.toISOString() };
    const soon = new Date(APPROVED_AT.getTime() + HOUR);
    expect(isNoticeVisible(dismissed, soon)).toBe(false);
    expect(isWindowOpen(dismissed, soon)).toBe(true);
  });
});

describe('timeLeftText', () => {
  it('says hours and minutes as people read them', () => {
    expect(timeLeftText(24 * HOUR)).toBe('24 h left');
    expect(timeLeftText(23 * HOUR + 59 * MINUTE + 59_000)).toBe('23 h 59 min left');
    expect(timeLeftText(5 * MINUTE)).toBe('5 min left');
    expect(timeLeftText(30_000)).toBe('less than a minute left');
    expect(timeLeftText(0)).toBe('no time left');
  });
});
