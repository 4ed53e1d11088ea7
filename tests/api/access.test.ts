import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, type Access } from '../../src/server/plugins/access';
import { useTestApp, type TestUser } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';

// Who may ask before what was asked (issue 11): every route of the OpenAPI document, called with
// invalid input by each caller who may not call it, answers 401 or 403, never a 400, 413 or 415
// that would tell an outsider the route's fields and limits.

const { app, actors } = useTestApp();

/**
 * The routes anyone may call. Every other route is walked below; a new route is guarded unless it
 * is added here on purpose (and a route that declares no level at all stops the app from building).
 */
const OPEN_ROUTES: Record<'public' | 'optionalUser', string[]> = {
  public: [
    'POST /api/auth/register',
    'POST /api/auth/login',
    'POST /api/auth/forgot-password',
    'POST /api/auth/reset-password',
    'GET /api/settings/public',
    'GET /api/prices/current',
    'GET /api/prices/catalog',
    'GET /api/offers/summer',
    'GET /api/zarcodes/in-bounds',
    'GET /api/zarcodes/{code}/suggestions',
    'GET /api/places/search',
    'GET /api/places/reverse',
    'GET /api/places/{id}',
    'GET /api/qr/{code}',
    'GET /api/qr/creators/{slug}',
    'POST /api/payments/payfast/notify',
    'GET /api/zarcodes/{id}/images',
    'GET /api/images/{zarcodeId}/{imageId}/{size}',
    'GET /api/creators/public',
    'GET /api/creators/public/{slug}',
    'GET /api/r/{token}',
    'GET /api/print/{code}',
    'POST /api/r/{token}/answer',
  ],
  optionalUser: [
    'POST /api/contact',
    'GET /api/zarcodes/search',
    'GET /api/zarcodes/{code}',
    'GET /api/search/combined',
    'GET /api/creators/{id}/zarcodes',
    'GET /api/zarcodes/{code}/access',
  ],
};

interface Operation {
  method: string;
  /** As the document writes it: '/api/zarcodes/{code}'. */
  path: string;
  access: Access | undefined;
  pathParams: string[];
  queryParams: string[];
}

interface OpenApiOperation {
  'x-access'?: Access;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
}

let operations: Operation[];
let document: { paths: Record<string, Record<string, OpenApiOperation>> };

beforeAll(async () => {
  document = (await app.request('GET', '/api/docs/json')).body;
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        access: operation['x-access'],
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
    );
});

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Who may not call a route of this level, and what they get. */
function refusedCallers(access: Access): { caller: string; token: () => string | undefined; status: 401 | 403 }[] {
  const anonymous = { caller: 'anonymous', token: () => undefined, status: 401 as const };
  const badToken = { caller: 'a bad token', token: () => 'not-a-token', status: 401 as const };
  const as = (name: string, user: () => TestUser) => ({ caller: name, token: () => user().token, status: 403 as const });
  switch (access) {
    case 'public':
      return [];
    case 'optionalUser':
      return [badToken];
    case 'user':
      return [anonymous, badToken];
    case 'admin':
      return [anonymous, badToken, as('a user', () => actors.owner)];
    case 'superAdmin':
      return [anonymous, badToken, as('a user', () => actors.owner), as('an admin', () => actors.admin)];
    case 'apiRead':
    case 'apiWrite':
      return [anonymous, badToken, { caller: 'an unknown API key', token: () => 'zc_unknownunknownunknownunknown00', status: 401 }];
  }
}

const MORE_THAN_THE_BODY_LIMIT = 1024 * 1024 + 1;

/** Invalid input of every kind: bad path and query values, and bodies malformed, too large or of the wrong type. */
function invalidRequests(operation: Operation): { input: string; path: string; rawBody?: string; contentType?: string }[] {
  let path = operation.path;
  for (const name of operation.pathParams) path = path.replace(`{${name}}`, '-1');
  const query = new URLSearchParams([['page', '-1'], ...operation.queryParams.map((name) => [name, '-1'])]);
  const url = `${path}?${query}`;
  const requests: { input: string; path: string; rawBody?: string; contentType?: string }[] = [
    { input: 'bad path and query values', path: url },
  ];
  if (operation.method === 'GET') return requests;
  return [
    ...requests,
    { input: 'an empty JSON object', path: url, rawBody: '{}', contentType: 'application/json' },
    { input: 'malformed JSON', path: url, rawBody: '{"usePayFast":', contentType: 'application/json' },
    {
      input: 'a body over the limit',
      path: url,
      rawBody: JSON.stringify({ padding: 'x'.repeat(MORE_THAN_THE_BODY_LIMIT) }),
      contentType: 'application/json',
    },
    { input: 'plain text', path: url, rawBody: 'hello', contentType: 'text/plain' },
    { input: 'a form', path: url, rawBody: 'usePayFast=x', contentType: 'application/x-www-form-urlencoded' },
    { input: 'a broken multipart body', path: url, rawBody: '--zz\r\nbroken', contentType: 'multipart/form-data; boundary=zz' },
  ];
}

describe('every route of the OpenAPI document', () => {
  it('declares who may call it, and only the routes listed as open are open to anyone', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((operation) => !ACCESS_LEVELS.includes(operation.access!)).map(nameOf)).toEqual([]);
    for (const level of ['public', 'optionalUser'] as const) {
      const open = operations.filter((operation) => operation.access === level).map(nameOf);
      expect(open.sort(), level).toEqual([...OPEN_ROUTES[level]].sort());
    }
  });

  it('tells API readers that public routes need no token, and that /api/v1 takes a key or a token', () => {
    const apiSecurity = [{ apiKey: [] }, { bearerAuth: [] }];
    for (const operation of operations) {
      const security = document.paths[operation.path]![operation.method.toLowerCase()]!.security;
      const expected = operation.access === 'public' ? [] : operation.path.startsWith('/api/v1/') ? apiSecurity : undefined;
      expect(security, nameOf(operation)).toEqual(expected);
    }
  });

  it.each([
    ['anonymous', 401],
    ['a bad token', 401],
    ['an unknown API key', 401],
    ['a user', 403],
    ['an admin', 403],
  ] as const)(
    'refuses %s with invalid input on every route they may not call: %i before anything is read',
    { timeout: 120_000 },
    async (caller, status) => {
      const answered: string[] = [];
      let walked = 0;
      for (const operation of operations) {
        const refused = refusedCallers(operation.access!).find((entry) => entry.caller === caller);
        if (!refused) continue;
        for (const request of invalidRequests(operation)) {
          const answer = await app.request(operation.method, request.path, {
            token: refused.token(),
            rawBody: request.rawBody,
            headers: request.contentType ? { 'content-type': request.contentType } : {},
          });
          walked += 1;
          if (answer.status !== status) answered.push(`${nameOf(operation)} with ${request.input}: ${answer.status}`);
          else expectMessage(answer, status);
        }
      }
      expect(walked).toBeGreaterThan(0);
      expect(answered).toEqual([]);
    },
  );
});

describe("the issue's examples", () => {
  it("answers PUT /api/settings from a user with 403, however wrong the body", async () => {
    const answer = await app.request('PUT', '/api/settings', { token: actors.owner.token, body: { usePayFast: 'x' } });
    expectMessage(answer, 403, 'Super administrator access required');
  });

  it('answers GET /api/admin/payments?page=-1 from a user with 403', async () => {
    const answer = await app.request('GET', '/api/admin/payments?page=-1', { token: actors.owner.token });
    expectMessage(answer, 403, 'Administrator access required');
  });

  it('answers POST /api/admin/vouchers with no token and {} with 401', async () => {
    expectMessage(await app.request('POST', '/api/admin/vouchers', { body: {} }), 401, 'Authentication required');
  });

  it('answers a 3 MB body to POST /api/admin/prices with no token with 401 (an admin gets 413)', async () => {
    const rawBody = JSON.stringify({ amount: '19.00', padding: 'x'.repeat(3 * 1024 * 1024) });
    const headers = { 'content-type': 'application/json' };
    expectMessage(await app.request('POST', '/api/admin/prices', { rawBody, headers }), 401, 'Authentication required');
    const fromAdmin = await app.request('POST', '/api/admin/prices', { rawBody, headers, token: actors.admin.token });
    expectMessage(fromAdmin, 413, 'Request body is too large');
  });

  it('answers that 401 without reading the body: the answer comes while the body is still unsent', async () => {
    // 3 MB is refused by its length alone once read; 100 kB would be read to the end before a later check.
    for (const length of [3 * 1024 * 1024, 100 * 1024]) {
      const answer = await answerBeforeBody(`${app.url}/api/admin/prices`, length);
      expect(answer, `${length} bytes`).toEqual({ status: 401, body: { message: 'Authentication required' } });
    }
  });
});

/**
 * Sends the headers of a POST announcing `contentLength` bytes of JSON and the first few of them,
 * then waits for the answer without sending the rest. A server that read the body before answering
 * would never answer (the test would time out).
 */
function answerBeforeBody(url: string, contentLength: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(contentLength) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    request.write('{"amount":"19.00","padding":"');
  });
}
