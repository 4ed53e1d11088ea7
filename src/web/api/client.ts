import { endpointPath, type Endpoint, type EndpointBody, type EndpointParams, type EndpointQuery, type EndpointReply } from '../../domain/api/endpoint';
import { refreshTokenEndpoint } from '../../domain/auth/endpoints';
import { INACTIVITY_MESSAGE, INVALID_TOKEN_MESSAGE, LAST_ACTIVITY_HEADER } from '../../domain/auth/session-rules';
import { queryString, type QueryParams } from '../lib/query-string';
import { session } from '../session/session';
import type { SessionManager } from '../session/session-manager';

/**
 * The one fetch wrapper of the web app. Every call goes under /api with JSON, credentials, the
 * bearer token when signed in and the last-activity time; answers are parsed here and failures
 * become one ApiError.
 *
 * A call names its endpoint (`api.call(getZarcodeEndpoint, { params: { code } })`, declared once in
 * `domain/<concept>/endpoints.ts`): its method and path come from it, and the type check holds its
 * parameters, query, body and answer to the endpoint's schemas. Answers are typed, not checked again:
 * the server passes every answer through its schema before sending it. Checking here too would put zod
 * (~26 KB gzipped) on every page, the public pages included; the endpoints hold none until the server
 * loads their schemas.
 */

export const API_BASE = '/api';

/** Marks the refresh call itself, so that it never triggers another refresh before it. */
export const TOKEN_REFRESH_ATTEMPTED = 'TOKEN_REFRESH_ATTEMPTED';

export const SESSION_EXPIRED_TEXT = 'Session expired. Please log in again.';
export const INACTIVITY_EXPIRED_TEXT = 'Your session expired due to inactivity. Please log in again.';
export const INVALID_SESSION_TEXT = 'Your session is no longer valid. Please log in again.';
export const GENERIC_ERROR_TEXT = 'An error occurred';
export const REQUEST_FAILED_TEXT = 'Request failed';

/** Every failure of an API call, whatever its cause. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no answer came (network down, invalid JSON on a 2xx is its own status). */
    readonly status: number,
    /** The server's `message` field, when it sent one. */
    readonly serverMessage: string | null = null,
    /** The answer's other fields beside its message (a sign-in's `totpRequired`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** The text a person reads for a signed-in call refused with 401 or 403. */
export function sessionEndedText(serverMessage: string | null | undefined): string {
  if (serverMessage === INACTIVITY_MESSAGE) return INACTIVITY_EXPIRED_TEXT;
  if (serverMessage === INVALID_TOKEN_MESSAGE) return INVALID_SESSION_TEXT;
  return SESSION_EXPIRED_TEXT;
}

/** The fields of a body that is a JSON object; none for anything else. */
function fieldsOf(bodyText: string): Record<string, unknown> {
  if (!bodyText) return {};
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Not JSON: the caller falls back to the raw text.
  }
  return {};
}

/** The server's `message` field of a body, if the body is JSON carrying one. */
export function serverMessageOf(bodyText: string): string | null {
  const { message } = fieldsOf(bodyText);
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * Error text of a failed answer: the server's message field; else "status: response text" or
 * "status: status text"; else 'Request failed'.
 */
export function failureText(status: number, statusText: string, bodyText: string): string {
  const message = serverMessageOf(bodyText);
  if (message) return message;
  const detail = bodyText.trim() || statusText.trim();
  if (status && detail) return `${status}: ${detail}`;
  return REQUEST_FAILED_TEXT;
}

/** Parses a successful answer; empty bodies are null; anything else must be JSON. */
export function parseJsonBody(bodyText: string, status = 200): unknown {
  if (bodyText.trim() === '') return null;
  try {
    return JSON.parse(bodyText) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(`Invalid JSON response: ${reason}. Response: ${bodyText.slice(0, 200)}`, status);
  }
}

/** The server's own words for a failed call, else `fallback`: never the text of a network or program error. */
export function serverMessageOr<Fallback extends string | undefined>(error: unknown, fallback: Fallback): string | Fallback {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** A text for people from anything thrown by a call. */
export function errorText(error: unknown, fallback = GENERIC_ERROR_TEXT): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type Part<Name extends string, Value> = [Value] extends [never] ? { [P in Name]?: never } : { [P in Name]: Value };
type OptionalPart<Name extends string, Value> = [Value] extends [never] ? { [P in Name]?: never } : { [P in Name]?: Value };

/** What a call of an endpoint sends: its path parameters and body when it has them, its query when wanted. */
export type EndpointInput<E> = Part<'params', EndpointParams<E>> & OptionalPart<'query', EndpointQuery<E>> & Part<'body', EndpointBody<E>>;

/** How an endpoint's call is made, beside what it sends. */
export type CallOptions = Omit<RequestOptions, 'body' | 'query'>;


export interface RequestOptions {
  body?: unknown;
  /** The query string's values (`{ page: 2, q: 'cape' }` → `?page=2&q=cape`); unset and '' values are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
  /** Headers beside the ones every call carries (a delivery link's key). */
  headers?: Record<string, string>;
  /** What a 401/403 does: 'throw' (default) or 'returnNull' for queries that may be refused. */
  on401?: 'throw' | 'returnNull';
  /** False for calls whose refusal must not end the session with a notice (sign-out itself). */
  endSessionOnAuthFailure?: boolean;
  /** Internal: set on the refresh call (TOKEN_REFRESH_ATTEMPTED) so it does not refresh first. */
  marker?: typeof TOKEN_REFRESH_ATTEMPTED;
  /** 'text' answers the body as it came (a CSV download) instead of parsing JSON. */
  responseType?: 'json' | 'text';
}

export interface ApiClientDeps {
  session: SessionManager;
  fetch: typeof fetch;
  now?: () => number;
  /** Called after a signed-in call was refused: show the text and go to /login. */
  onSessionEnded?: (text: string) => void;
  logger?: Pick<Console, 'warn'>;
}

export interface ApiClient {
  /** Calls an endpoint with what it takes (`{}` when it takes nothing), answering what it answers. */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointReply<E>>;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** POST /api/auth/refresh with the current token; answers the new token. Never ends the session itself. */
  requestNewToken(): Promise<string>;
  /**
   * The token to send, refreshed first when it is due and not yet expired (a failed refresh ends the
   * session and throws): what every call sends, for the calls that cannot go through the client.
   */
  currentToken(): Promise<string | null>;
  /** A signed-in call was refused (401/403): the session ends with its notice. Answers the text to show. */
  endSessionAfterRefusal(serverMessage: string | null): string;
}

/**
 * '/user/stats', 'user/stats' and '/api/user/stats' all mean /api/user/stats; `query` becomes its
 * query string.
 */
export function apiUrl(path: string, query?: QueryParams): string {
  const isUnderApi = path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith(`${API_BASE}?`);
  const fullPath = isUnderApi ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  return `${fullPath}${queryString(query)}`;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { session } = deps;
  const now = deps.now ?? (() => Date.now());
  const logger = deps.logger ?? console;

  function endSessionAfterRefusal(serverMessage: string | null): string {
    const text = sessionEndedText(serverMessage);
    if (session.getState().isAuthenticated) {
      session.clear();
      deps.onSessionEnded?.(text);
    }
    return text;
  }

  async function currentToken(): Promise<string | null> {
    if (session.getToken() && session.shouldRefreshToken() && !session.isTokenExpired()) {
      try {
        await session.refreshToken();
      } catch (error) {
        logger.warn('Token refresh before a request failed', error);
        const serverMessage = error instanceof ApiError ? error.serverMessage : null;
        throw new ApiError(endSessionAfterRefusal(serverMessage), 401, serverMessage);
      }
    }
    return session.getToken();
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const isRefreshCall = options.marker === TOKEN_REFRESH_ATTEMPTED;
    const token = isRefreshCall ? session.getToken() : await currentToken();
    const headers: Record<string, string> = { ...options.headers, Accept: options.responseType === 'text' ? '*/*' : 'application/json' };
    headers[LAST_ACTIVITY_HEADER] = String(session.getLastActivity() ?? now());
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) {
      body = options.body; // multipart and files go as they are; the browser sets the type
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await deps.fetch(apiUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(errorText(error, REQUEST_FAILED_TEXT), 0);
    }

    const text = await response.text();
    if (!response.ok) {
      const serverMessage = serverMessageOf(text);
      const isAuthFailure = response.status === 401 || response.status === 403;
      if (isAuthFailure && token && !isRefreshCall && options.endSessionOnAuthFailure !== false) {
        const text = endSessionAfterRefusal(serverMessage);
        if (options.on401 === 'returnNull') return null as T;
        throw new ApiError(text, response.status, serverMessage);
      }
      if (isAuthFailure && options.on401 === 'returnNull') return null as T;
      const { message: _message, ...details } = fieldsOf(text);
      throw new ApiError(failureText(response.status, response.statusText, text), response.status, serverMessage, details);
    }
    if (options.responseType === 'text') return text as T;
    return parseJsonBody(text, response.status) as T;
  }

  const client: ApiClient = {
    call: (endpoint, input, options) => {
      const { params, query, body } = input as { params?: Record<string, string | number>; query?: QueryParams; body?: unknown };
      return request(endpoint.method, endpointPath(endpoint.path, params), { ...options, query, body });
    },
    request,
    currentToken,
    endSessionAfterRefusal,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    async requestNewToken() {
      const reply = await client.call(refreshTokenEndpoint, {}, { marker: TOKEN_REFRESH_ATTEMPTED });
      return reply.token;
    },
  };
  return client;
}

let sessionEndedHandler: (text: string) => void = () => {};

/** The app shows the notice and goes to /login; registered once the router is mounted. */
export function setSessionEndedHandler(handler: (text: string) => void): void {
  sessionEndedHandler = handler;
}

/**
 * For the few calls that cannot go through `api` (uploads that report progress need XMLHttpRequest;
 * PDF downloads read their body as it arrives): the token `api` would send, refreshed when due, and
 * the end of the session when such a call is refused, as `api`'s own calls have.
 */
export const currentToken = () => api.currentToken();
export const endSessionAfterRefusal = (serverMessage: string | null) => api.endSessionAfterRefusal(serverMessage);

/** The headers `api` adds to a signed-in call, for the calls that cannot go through it. */
export function signedInHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { [LAST_ACTIVITY_HEADER]: String(session.getLastActivity() ?? Date.now()) };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** How `api` reaches the server: the browser's fetch, or the server's own API when it renders a page (entry-server.tsx). */
let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

export function setApiTransport(fetchApi: typeof fetch): void {
  transport = fetchApi;
}

/** The app's client, bound to the app's session. */
export const api = createApiClient({
  session,
  fetch: (input, init) => transport(input, init),
  onSessionEnded: (text) => sessionEndedHandler(text),
});
session.setTokenRequester(() => api.requestNewToken());
