import type { User } from '../../domain/auth/schemas';
import { ACTIVITY_THROTTLE_MS, INACTIVITY_LIMIT_MS } from '../../domain/auth/session-rules';
import { storedUserOf } from './stored-user';
import { isRefreshAdvised, isTokenExpired, refreshDelay } from './token';

/** Where the session lives in the browser. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const AUTH_USER_KEY = 'auth_user';
export const LAST_ACTIVITY_KEY = 'last_activity';

/** Mouse, key, scroll, touch and click events count as activity. */
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/** Browsers cap setTimeout at 2^31-1 ms (about 24.8 days); longer waits are taken in steps. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TimerApi {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The window in the browser; anything with add/removeEventListener in tests. */
export interface ActivityTarget {
  addEventListener(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: Event) => void, options?: EventListenerOptions): void;
}

export interface SessionLogger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
}

export interface SessionState {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
}

export interface SessionManagerDeps {
  storage: KeyValueStorage;
  now?: () => number;
  timers?: TimerApi;
  /** Receives activity listeners and the cross-tab `storage` event; none in plain unit tests. */
  activityTarget?: ActivityTarget | null;
  /** Asks the server for a new token (POST /api/auth/refresh); may also be set later. */
  requestNewToken?: () => Promise<string>;
  logger?: SessionLogger;
}

export interface SessionManager {
  /** Restores a stored session at start-up, or clears one that is unreadable or expired. */
  init(): void;
  /** Stable snapshot, replaced on every change (fits React's useSyncExternalStore). */
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  getToken(): string | null;
  getUser(): User | null;
  /** Milliseconds since the epoch of the last recorded activity, or null. */
  getLastActivity(): number | null;
  /** Sign-in: stores token and user, records activity, tracks activity and schedules a refresh. */
  setSession(token: string, user: User): void;
  /** Keeps the token, replaces the stored user (e.g. after GET /api/auth/me). */
  updateUser(user: User): void;
  /** Removes token, user and last activity, cancels timers and stops tracking. */
  clear(): void;
  /** Records activity now, at most once per 30 seconds. */
  recordActivity(): void;
  /** True when there is no token or it is expired by more than 5 minutes. */
  isTokenExpired(): boolean;
  /** True when signed in and fewer than 600 seconds remain. */
  shouldRefreshToken(): boolean;
  /**
   * Trades the current token for a new one, keeping the user. Concurrent callers share one call.
   * Rejects when the server refuses; the caller decides whether that ends the session.
   */
  refreshToken(): Promise<string>;
  setTokenRequester(requestNewToken: () => Promise<string>): void;
  /**
   * The session manager's own admin test checks role 'admin' only, as agreed; the
   * navigation and guards accept admin and super_admin through isAdminRole instead.
   */
  isAdmin(): boolean;
  /** Stops listeners and timers without touching storage (tests, hot reload). */
  dispose(): void;
}

const SIGNED_OUT: SessionState = { token: null, user: null, isAuthenticated: false };

export function createSessionManager(deps: SessionManagerDeps): SessionManager {
  const { storage } = deps;
  const now = deps.now ?? (() => Date.now());
  const timers: TimerApi = deps.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const logger: SessionLogger = deps.logger ?? console;
  const target = deps.activityTarget ?? null;
  let requestNewToken = deps.requestNewToken ?? null;

  let state: SessionState = SIGNED_OUT;
  const listeners = new Set<() => void>();
  let refreshTimer: unknown = null;
  let isTracking = false;
  let lastRecordedAt = Number.NEGATIVE_INFINITY;
  let inFlightRefresh: Promise<string> | null = null;
  /** Bumped on every sign-in and sign-out, so that a late refresh answer cannot revive an old session. */
  let generation = 0;

  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      storage.setItem(key, value);
    } catch (error) {
      logger.warn('Could not store session data', error);
    }
  };
  const remove = (key: string) => {
    try {
      storage.removeItem(key);
    } catch {
      // Storage that cannot be written holds nothing to remove.
    }
  };

  function setState(next: SessionState) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function readStoredUser(): User | null {
    const raw = read(AUTH_USER_KEY);
    if (!raw) return null;
    try {
      return storedUserOf(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  const handleActivity = () => recordActivity();
  const handleStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === null || key === AUTH_TOKEN_KEY || key === AUTH_USER_KEY) syncFromStorage();
  };

  function startTracking() {
    if (isTracking || !target) return;
    isTracking = true;
    for (const type of ACTIVITY_EVENTS) {
      target.addEventListener(type, handleActivity, { passive: true, capture: true });
    }
  }

  function stopTracking() {
    if (!isTracking || !target) return;
    isTracking = false;
    for (const type of ACTIVITY_EVENTS) {
      target.removeEventListener(type, handleActivity, { capture: true });
    }
  }

  function cancelRefresh() {
    if (refreshTimer !== null) timers.clearTimeout(refreshTimer);
    refreshTimer = null;
  }

  function scheduleRefresh() {
    cancelRefresh();
    const token = state.token;
    if (!token) return;
    const delay = refreshDelay(token, now());
    if (delay === null) return;
    if (delay > MAX_TIMER_DELAY_MS) {
      refreshTimer = timers.setTimeout(scheduleRefresh, MAX_TIMER_DELAY_MS);
      return;
    }
    refreshTimer = timers.setTimeout(runScheduledRefresh, delay);
  }

  function runScheduledRefresh() {
    refreshTimer = null;
    const lastActivity = getLastActivity();
    if (lastActivity === null || now() - lastActivity > INACTIVITY_LIMIT_MS) {
      logger.info('Token refresh skipped: no activity in the last hour');
      return;
    }
    refreshToken().catch((error: unknown) => {
      // Only logged: the user signs in again once the token runs out.
      logger.warn('Token refresh failed', error);
    });
  }

  function getLastActivity(): number | null {
    const raw = read(LAST_ACTIVITY_KEY);
    if (raw === null) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  }

  function writeActivity(time: number) {
    lastRecordedAt = time;
    write(LAST_ACTIVITY_KEY, String(time));
  }

  function recordActivity() {
    const time = now();
    if (time - lastRecordedAt < ACTIVITY_THROTTLE_MS) return;
    writeActivity(time);
  }

  function restore(): boolean {
    const token = read(AUTH_TOKEN_KEY);
    const user = readStoredUser();
    if (!token || !user || isTokenExpired(token, now())) return false;
    setState({ token, user, isAuthenticated: true });
    startTracking();
    scheduleRefresh();
    return true;
  }

  function clear() {
    generation += 1;
    cancelRefresh();
    stopTracking();
    inFlightRefresh = null;
    lastRecordedAt = Number.NEGATIVE_INFINITY;
    remove(AUTH_TOKEN_KEY);
    remove(AUTH_USER_KEY);
    remove(LAST_ACTIVITY_KEY);
    if (state !== SIGNED_OUT) setState(SIGNED_OUT);
  }

  /** Another tab signed in, out, or refreshed: follow it without writing anything. */
  function syncFromStorage() {
    const token = read(AUTH_TOKEN_KEY);
    const user = readStoredUser();
    if (!token || !user || isTokenExpired(token, now())) {
      if (!state.isAuthenticated) return;
      generation += 1;
      cancelRefresh();
      stopTracking();
      inFlightRefresh = null;
      setState(SIGNED_OUT);
      return;
    }
    if (token === state.token && user.id === state.user?.id) return;
    if (user.id !== state.user?.id) generation += 1;
    setState({ token, user, isAuthenticated: true });
    startTracking();
    scheduleRefresh();
  }

  function refreshToken(): Promise<string> {
    if (inFlightRefresh) return inFlightRefresh;
    const { token, user } = state;
    if (!token || !user) return Promise.reject(new Error('Not signed in'));
    if (!requestNewToken) return Promise.reject(new Error('No token refresher configured'));
    const startedIn = generation;
    const attempt = requestNewToken()
      .then((newToken) => {
        if (startedIn !== generation || !state.user) throw new Error('Session changed during refresh');
        write(AUTH_TOKEN_KEY, newToken);
        setState({ token: newToken, user: state.user, isAuthenticated: true });
        scheduleRefresh();
        return newToken;
      })
      .finally(() => {
        if (inFlightRefresh === attempt) inFlightRefresh = null;
      });
    inFlightRefresh = attempt;
    return attempt;
  }

  return {
    init() {
      if (state.isAuthenticated) return;
      const hasStoredSession = read(AUTH_TOKEN_KEY) !== null || read(AUTH_USER_KEY) !== null;
      if (!restore() && hasStoredSession) clear();
      target?.addEventListener('storage', handleStorage);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => state.token,
    getUser: () => state.user,
    getLastActivity,
    setSession(token, user) {
      generation += 1;
      inFlightRefresh = null;
      write(AUTH_TOKEN_KEY, token);
      write(AUTH_USER_KEY, JSON.stringify(user));
      writeActivity(now());
      setState({ token, user, isAuthenticated: true });
      startTracking();
      scheduleRefresh();
    },
    updateUser(user) {
      if (!state.token) return;
      write(AUTH_USER_KEY, JSON.stringify(user));
      setState({ ...state, user });
    },
    clear,
    recordActivity,
    isTokenExpired: () => !state.token || isTokenExpired(state.token, now()),
    shouldRefreshToken: () => Boolean(state.token) && isRefreshAdvised(state.token!, now()),
    refreshToken,
    setTokenRequester(next) {
      requestNewToken = next;
    },
    isAdmin: () => state.user?.role === 'admin',
    dispose() {
      cancelRefresh();
      stopTracking();
      target?.removeEventListener('storage', handleStorage);
      listeners.clear();
    },
  };
}
