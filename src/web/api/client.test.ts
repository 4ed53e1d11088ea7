import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionManager, type SessionManager } from '../session/session-manager';
import { createMemoryStorage } from '../session/storage';
import { makeToken, makeUser } from '../session/test-helpers';
import {
  ApiError,
  INACTIVITY_EXPIRED_TEXT,
  INVALID_SESSION_TEXT,
  REQUEST_FAILED_TEXT,
  SESSION_EXPIRED_TEXT,
  apiUrl,
  createApiClient,
  failureText,
  parseJsonBody,
  serverMessageOr,
  sessionEndedText,
  type ApiClient,
} from './client';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const MINUTE = 60_000;
const expIn = (ms: number) => Math.floor((Date.now() + ms) / 1000);

describe('failureText', () => {
  it("prefers the server's message field", () => {
    expect(failureText(400, 'Bad Request', JSON.stringify({ message: 'Email is required' }))).toBe(
      'Email is required',
    );
  });
  it('falls back to "status: response text", then "status: status text"', () => {
    expect(failureText(502, 'Bad Gateway', 'upstream down')).toBe('502: upstream down');
    expect(failureText(500, 'Internal Server Error', '')).toBe('500: Internal Server Error');
    expect(failureText(500, 'Internal Server Error', JSON.stringify({ other: 1 }))).toBe(
      '500: {"other":1}',
    );
  });
  it("says 'Request failed' when nothing else is known", () => {
    expect(failureText(0, '', '')).toBe(REQUEST_FAILED_TEXT);
  });
});

describe('parseJsonBody', () => {
  it('parses JSON and treats an empty body as null', () => {
    expect(parseJsonBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonBody('')).toBeNull();
  });
  it('names the reason and the first 200 characters of a body that is not JSON', () => {
    const body = `<html>${'x'.repeat(300)}</html>`;
    let caught: unknown;
    try {
      parseJsonBody(body);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    const message = (caught as ApiError).message;
    expect(message).toMatch(/^Invalid JSON response: .+\. Response: <html>x+$/);
    expect(message.endsWith(body.slice(0, 200))).toBe(true);
    expect(message).not.toContain(body.slice(0, 201));
  });
});

describe('sessionEndedText', () => {
  it('chooses the words by the server message', () => {
    expect(sessionEndedText('Session expired due to inactivity')).toBe(INACTIVITY_EXPIRED_TEXT);
    expect(sessionEndedText('Invalid token')).toBe(INVALID_SESSION_TEXT);
    expect(sessionEndedText('Administrator access required')).toBe(SESSION_EXPIRED_TEXT);
    expect(sessionEndedText(null)).toBe(SESSION_EXPIRED_TEXT);
  });
});

describe('apiUrl', () => {
  it('puts every path under /api once', () => {
    expect(apiUrl('/user/stats')).toBe('/api/user/stats');
    expect(apiUrl('user/stats')).toBe('/api/user/stats');
    expect(apiUrl('/api/user/stats')).toBe('/api/user/stats');
  });
  it('writes the query values it is given, in order, and leaves out the unset ones', () => {
    expect(apiUrl('/zarcodes', { page: 2, limit: 10, search: '', province: undefined, sortBy: 'title-asc' })).toBe(
      '/api/zarcodes?page=2&limit=10&sortBy=title-asc',
    );
    expect(apiUrl('/places/search', { q: 'Long St & Bree' })).toBe('/api/places/search?q=Long+St+%26+Bree');
    expect(apiUrl('/qr/1CT-7K2M', { size: 0 })).toBe('/api/qr/1CT-7K2M?size=0');
    expect(apiUrl('/user/stats', {})).toBe('/api/user/stats');
  });
});

describe('createApiClient', () => {
  let session: SessionManager;
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let onSessionEnded: ReturnType<typeof vi.fn<(text: string) => void>>;
  let client: ApiClient;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const sentHeaders = (call: number) => (fetchMock.mock.calls[call]![1]!.headers ?? {}) as Record<string, string>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    session = createSessionManager({ storage: createMemoryStorage(), logger: { info() {}, warn() {} } });
    fetchMock = vi.fn<typeof fetch>();
    onSessionEnded = vi.fn();
    client = createApiClient({ session, fetch: fetchMock, onSessionEnded, logger: { warn() {} } });
    session.setTokenRequester(() => client.requestNewToken());
  });
  afterEach(() => {
    session.dispose();
    vi.useRealTimers();
  });

  it('sends JSON with credentials and the last-activity time, without a token when signed out', async () => {
    fetchMock.mockResolvedValue(json(201, { message: 'Message sent' }));
    const reply = await client.post('/contact', { name: 'A' });
    expect(reply).toEqual({ message: 'Message sent' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"A"}' });
    expect(sentHeaders(0)['Content-Type']).toBe('application/json');
    expect(sentHeaders(0)['x-last-activity']).toBe(String(START));
    expect(sentHeaders(0).Authorization).toBeUndefined();
  });

  it('sends the query option as the query string of the call', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await client.get('/places/reverse', { query: { lat: -33.9249, lng: 18.4241 } });
    await client.get('/admin/payments', { query: { page: 1, limit: 25, status: '', search: 'thandi@example.com' } });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/places/reverse?lat=-33.9249&lng=18.4241',
      '/api/admin/payments?page=1&limit=25&search=thandi%40example.com',
    ]);
  });

  it('carries the bearer token and the stored last activity when signed in', async () => {
    const token = makeToken(expIn(60 * MINUTE));
    session.setSession(token, makeUser());
    vi.setSystemTime(START + 5000);
    fetchMock.mockResolvedValue(json(200, { count: 2 }));
    await client.get('/admin/messages/unread/count');
    expect(sentHeaders(0).Authorization).toBe(`Bearer ${token}`);
    expect(sentHeaders(0)['x-last-activity']).toBe(String(START));
  });

  it('refreshes first when the token is due, then calls with the new token', async () => {
    session.setSession(makeToken(expIn(9 * MINUTE)), makeUser());
    const fresh = makeToken(expIn(60 * MINUTE));
    fetchMock.mockResolvedValueOnce(json(200, { token: fresh })).mockResolvedValueOnce(json(200, { ok: 1 }));

    await client.get('/user/stats');

    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/auth/refresh', '/api/user/stats']);
    expect(sentHeaders(1).Authorization).toBe(`Bearer ${fresh}`);
    expect(session.getToken()).toBe(fresh);
  });

  it('does not refresh when the token is not yet due', async () => {
    session.setSession(makeToken(expIn(11 * MINUTE)), makeUser());
    fetchMock.mockResolvedValue(json(200, {}));
    await client.get('/user/stats');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the session when the refresh before a request fails', async () => {
    session.setSession(makeToken(expIn(2 * MINUTE)), makeUser());
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Session expired due to inactivity' }));

    await expect(client.get('/user/stats')).rejects.toMatchObject({ status: 401 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.getState().isAuthenticated).toBe(false);
    expect(onSessionEnded).toHaveBeenCalledWith(INACTIVITY_EXPIRED_TEXT);
  });

  it.each([
    [401, 'Invalid token', INVALID_SESSION_TEXT],
    [401, 'Session expired due to inactivity', INACTIVITY_EXPIRED_TEXT],
    [403, 'Administrator access required', SESSION_EXPIRED_TEXT],
  ])('ends the session on %i "%s" of a signed-in call', async (status, message, text) => {
    session.setSession(makeToken(expIn(60 * MINUTE)), makeUser());
    fetchMock.mockResolvedValue(json(status, { message }));

    const error = await client.get('/user/stats').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(session.getState().isAuthenticated).toBe(false);
    expect(onSessionEnded).toHaveBeenCalledWith(text);
  });

  it('returns null on 401 when the query asks for it', async () => {
    session.setSession(makeToken(expIn(60 * MINUTE)), makeUser());
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid token' }));
    await expect(client.get('/user/stats', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('leaves a signed-out 401 (wrong password) to the caller', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid credentials' }));
    await expect(client.post('/auth/login', {})).rejects.toMatchObject({
      message: 'Invalid credentials',
      status: 401,
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("keeps the answer's fields beside its message: a sign-in asking for the second factor's code", async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Enter the code from your authenticator app', totpRequired: true }));
    await expect(client.post('/auth/login', {})).rejects.toMatchObject({
      serverMessage: 'Enter the code from your authenticator app',
      details: { totpRequired: true },
      status: 401,
    });
  });

  it('turns other failures into ApiError with the agreed words (docs/rules.md#messages)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client.get('/prices/current')).rejects.toMatchObject({ message: '502: upstream down' });
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Email already registered' }));
    await expect(client.post('/auth/register', {})).rejects.toMatchObject({
      message: 'Email already registered',
      serverMessage: 'Email already registered',
      status: 409,
    });
  });

  it('reports a 2xx body that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html><html>', { status: 200 }));
    await expect(client.get('/prices/current')).rejects.toThrow(
      /^Invalid JSON response: .*\. Response: <!doctype html><html>$/,
    );
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client.get('/prices/current')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('answers the JSON as the server sent it, typed by the caller', async () => {
    fetchMock.mockResolvedValue(json(200, { amount: '19.00' }));
    await expect(client.get<{ amount: string }>('/prices/current')).resolves.toEqual({ amount: '19.00' });
  });

  it('sends FormData as it is', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    const form = new FormData();
    form.append('a', 'b');
    await client.post('/images', form);
    expect(fetchMock.mock.calls[0]![1]!.body).toBe(form);
    expect(sentHeaders(0)['Content-Type']).toBeUndefined();
  });
});

describe('serverMessageOr', () => {
  it("gives the server's own words, else the fallback, never a network or program error's text", () => {
    expect(serverMessageOr(new ApiError('HTTP 409', 409, 'That prefix is taken'), 'Failed')).toBe('That prefix is taken');
    expect(serverMessageOr(new ApiError('HTTP 500', 500), 'Failed')).toBe('Failed');
    expect(serverMessageOr(new ApiError('Network error', 0, ''), 'Failed')).toBe('Failed');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
    expect(serverMessageOr(new Error('boom'), undefined)).toBeUndefined();
  });
});
