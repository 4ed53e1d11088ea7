import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, LAST_ACTIVITY_KEY, createSessionManager, type SessionManager, type SessionManagerDeps } from './session-manager';
import { createMemoryStorage } from './storage';
import { makeToken, makeUser } from './test-helpers';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const expIn = (ms: number) => Math.floor((Date.now() + ms) / 1000);

let storage: ReturnType<typeof createMemoryStorage>;
let target: EventTarget;
type LogFn = (...args: unknown[]) => void;
let logger: { info: ReturnType<typeof vi.fn<LogFn>>; warn: ReturnType<typeof vi.fn<LogFn>> };
let requestNewToken: ReturnType<typeof vi.fn<() => Promise<string>>>;
let manager: SessionManager;

function build(overrides: Partial<SessionManagerDeps> = {}): SessionManager {
  manager = createSessionManager({
    storage,
    activityTarget: target,
    logger,
    requestNewToken,
    ...overrides,
  });
  return manager;
}

function storeSession(token: string, user = makeUser()) {
  storage.setItem(AUTH_TOKEN_KEY, token);
  storage.setItem(AUTH_USER_KEY, JSON.stringify(user));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  storage = createMemoryStorage();
  target = new EventTarget();
  logger = { info: vi.fn<LogFn>(), warn: vi.fn<LogFn>() };
  requestNewToken = vi.fn<() => Promise<string>>();
});

afterEach(() => {
  manager?.dispose();
  vi.useRealTimers();
});

describe('sign-in and sign-out', () => {
  it('stores token, user and last activity on sign-in and tells subscribers', () => {
    build();
    const listener = vi.fn();
    manager.subscribe(listener);
    const token = makeToken(expIn(HOUR));
    const user = makeUser();

    manager.setSession(token, user);

    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe(token);
    expect(JSON.parse(storage.getItem(AUTH_USER_KEY)!)).toEqual(user);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START));
    expect(manager.getState()).toEqual({ token, user, isAuthenticated: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clearing removes the three keys, cancels the refresh timer and stops tracking activity', async () => {
    build();
    manager.setSession(makeToken(expIn(HOUR)), makeUser());

    manager.clear();

    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    expect(manager.getState().isAuthenticated).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(requestNewToken).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('click'));
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });

  it('keeps a stable snapshot between changes', () => {
    build();
    const before = manager.getState();
    expect(manager.getState()).toBe(before);
    manager.setSession(makeToken(expIn(HOUR)), makeUser());
    expect(manager.getState()).not.toBe(before);
  });
});

describe('start-up', () => {
  it('restores a stored session, tracks activity and schedules a refresh', async () => {
    const token = makeToken(expIn(HOUR));
    storeSession(token);
    storage.setItem(LAST_ACTIVITY_KEY, String(START));
    build();

    manager.init();

    expect(manager.getState()).toMatchObject({ token, isAuthenticated: true });
    expect(manager.getUser()?.firstName).toBe('Thandi');
    vi.setSystemTime(START + 31 * SECOND);
    target.dispatchEvent(new Event('keydown'));
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START + 31 * SECOND));
    requestNewToken.mockResolvedValue(makeToken(expIn(2 * HOUR)));
    await vi.advanceTimersByTimeAsync(HOUR - 5 * MINUTE);
    expect(requestNewToken).toHaveBeenCalledTimes(1);
  });

  it('restores a token that expired less than 5 minutes ago', () => {
    storeSession(makeToken(expIn(-4 * MINUTE)));
    build().init();
    expect(manager.getState().isAuthenticated).toBe(true);
  });

  it('clears a token that expired more than 5 minutes ago', () => {
    storeSession(makeToken(expIn(-6 * MINUTE)));
    storage.setItem(LAST_ACTIVITY_KEY, String(START));
    build().init();
    expect(manager.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });

  it('clears an unreadable token', () => {
    storeSession('not-a-jwt');
    build().init();
    expect(manager.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('clears an unreadable stored user', () => {
    storage.setItem(AUTH_TOKEN_KEY, makeToken(expIn(HOUR)));
    storage.setItem(AUTH_USER_KEY, '{not json');
    build().init();
    expect(manager.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('stays signed out, touching nothing, when nothing is stored', () => {
    storage.setItem('unrelated', 'x');
    build().init();
    expect(manager.getState().isAuthenticated).toBe(false);
    expect(storage.getItem('unrelated')).toBe('x');
  });
});

describe('scheduled refresh', () => {
  it('fires 300 seconds before expiry, replaces the token and keeps the user', async () => {
    build();
    const user = makeUser({ role: 'admin' });
    manager.setSession(makeToken(expIn(HOUR)), user);
    const fresh = makeToken(expIn(3 * HOUR));
    requestNewToken.mockResolvedValue(fresh);

    await vi.advanceTimersByTimeAsync(HOUR - 5 * MINUTE - 1);
    expect(requestNewToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(requestNewToken).toHaveBeenCalledTimes(1);
    expect(manager.getToken()).toBe(fresh);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe(fresh);
    expect(manager.getUser()).toEqual(user);
  });

  it('schedules the next refresh from the new token', async () => {
    build();
    manager.setSession(makeToken(expIn(20 * MINUTE)), makeUser());
    requestNewToken.mockImplementation(async () => makeToken(expIn(20 * MINUTE)));
    // Stay active so the inactivity rule does not skip.
    const keepActive = setInterval(() => target.dispatchEvent(new Event('mousemove')), MINUTE);

    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(requestNewToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(requestNewToken).toHaveBeenCalledTimes(2);
    clearInterval(keepActive);
  });

  it('runs at once when the token is already inside the last 300 seconds', async () => {
    storeSession(makeToken(expIn(2 * MINUTE)));
    storage.setItem(LAST_ACTIVITY_KEY, String(START));
    requestNewToken.mockResolvedValue(makeToken(expIn(HOUR)));
    build().init();
    await vi.advanceTimersByTimeAsync(0);
    expect(requestNewToken).toHaveBeenCalledTimes(1);
  });

  it('is skipped when the user has been inactive for over an hour', async () => {
    build();
    manager.setSession(makeToken(expIn(2 * HOUR)), makeUser());
    requestNewToken.mockResolvedValue(makeToken(expIn(3 * HOUR)));

    await vi.advanceTimersByTimeAsync(2 * HOUR - 5 * MINUTE);

    expect(requestNewToken).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalled();
    expect(manager.getState().isAuthenticated).toBe(true);
  });

  it('runs when activity was recorded within the hour', async () => {
    build();
    manager.setSession(makeToken(expIn(2 * HOUR)), makeUser());
    requestNewToken.mockResolvedValue(makeToken(expIn(3 * HOUR)));
    await vi.advanceTimersByTimeAsync(HOUR);
    target.dispatchEvent(new Event('scroll'));

    await vi.advanceTimersByTimeAsync(HOUR - 5 * MINUTE);

    expect(requestNewToken).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure: the session and token stay', async () => {
    build();
    const token = makeToken(expIn(HOUR));
    manager.setSession(token, makeUser());
    requestNewToken.mockRejectedValue(new Error('401'));

    await vi.advanceTimersByTimeAsync(HOUR - 5 * MINUTE);

    expect(requestNewToken).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('Token refresh failed', expect.any(Error));
    expect(manager.getToken()).toBe(token);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe(token);
  });

  it('waits in steps when expiry is beyond the longest timer', async () => {
    build();
    manager.setSession(makeToken(expIn(40 * 24 * HOUR)), makeUser());
    await vi.advanceTimersByTimeAsync(30 * 24 * HOUR);
    expect(requestNewToken).not.toHaveBeenCalled();
  });
});

describe('on-demand refresh', () => {
  it('advises a refresh only when fewer than 600 seconds remain', () => {
    build();
    expect(manager.shouldRefreshToken()).toBe(false);
    manager.setSession(makeToken(expIn(11 * MINUTE)), makeUser());
    expect(manager.shouldRefreshToken()).toBe(false);
    vi.setSystemTime(START + 2 * MINUTE);
    expect(manager.shouldRefreshToken()).toBe(true);
  });

  it('shares one server call between concurrent callers', async () => {
    build();
    manager.setSession(makeToken(expIn(5 * MINUTE)), makeUser());
    const fresh = makeToken(expIn(HOUR));
    requestNewToken.mockResolvedValue(fresh);

    const [a, b] = await Promise.all([manager.refreshToken(), manager.refreshToken()]);

    expect(a).toBe(fresh);
    expect(b).toBe(fresh);
    expect(requestNewToken).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that arrives after sign-out', async () => {
    build();
    manager.setSession(makeToken(expIn(5 * MINUTE)), makeUser());
    let resolve!: (token: string) => void;
    requestNewToken.mockReturnValue(new Promise<string>((r) => (resolve = r)));

    const pending = manager.refreshToken();
    manager.clear();
    resolve(makeToken(expIn(HOUR)));

    await expect(pending).rejects.toThrow();
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(manager.getState().isAuthenticated).toBe(false);
  });

  it('refuses when signed out', async () => {
    build();
    await expect(manager.refreshToken()).rejects.toThrow('Not signed in');
  });
});

describe('activity', () => {
  it('is recorded on mouse, key, scroll, touch and click, at most once per 30 seconds', () => {
    build();
    manager.setSession(makeToken(expIn(HOUR)), makeUser());
    for (const type of ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click']) {
      vi.setSystemTime(Date.now() + 30 * SECOND);
      target.dispatchEvent(new Event(type));
      expect(storage.getItem(LAST_ACTIVITY_KEY), type).toBe(String(Date.now()));
    }
    const recorded = storage.getItem(LAST_ACTIVITY_KEY);
    vi.setSystemTime(Date.now() + 29 * SECOND);
    target.dispatchEvent(new Event('click'));
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(recorded);
    vi.setSystemTime(Date.now() + SECOND);
    target.dispatchEvent(new Event('click'));
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
  });

  it('is not tracked while signed out', () => {
    build().init();
    target.dispatchEvent(new Event('click'));
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });
});

describe('other tabs', () => {
  it('follows a sign-out made in another tab', () => {
    build().init();
    manager.setSession(makeToken(expIn(HOUR)), makeUser());
    storage.removeItem(AUTH_TOKEN_KEY);
    storage.removeItem(AUTH_USER_KEY);
    const event = Object.assign(new Event('storage'), { key: AUTH_TOKEN_KEY });
    target.dispatchEvent(event);
    expect(manager.getState().isAuthenticated).toBe(false);
  });
});

describe('isAdmin', () => {
  it("checks role 'admin' only, as the agreed session-manager rule says", () => {
    build();
    manager.setSession(makeToken(expIn(HOUR)), makeUser({ role: 'admin' }));
    expect(manager.isAdmin()).toBe(true);
    manager.setSession(makeToken(expIn(HOUR)), makeUser({ role: 'super_admin' }));
    expect(manager.isAdmin()).toBe(false);
  });
});
