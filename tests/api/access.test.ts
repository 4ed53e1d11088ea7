import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME_PLURAL } from '../../src/domain/brand';
import { ACCESS_LEVELS, type Access } from '../../src/domain/api/access';
import { webhookDeliveries } from '../../src/server/db/schema';
import { createApiKey } from '../helpers/api-keys';
import { useTestApp, type ApiAnswer, type TestUser } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { useMockPayments } from '../helpers/payments';
import { createZarcode } from '../helpers/zarcodes';

// Who may ask before what was asked (so that a caller without the right learns nothing about the
// input a route takes): every route of the OpenAPI document, called with
// invalid input by each caller who may not call it, answers 401 or 403, never a 400, 413 or 415
// that would tell an outsider the route's fields and limits.

const { app, actors } = useTestApp();
// The payment routes are walked on a payment of the owner's: made in mock mode.
useMockPayments(app);

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
    'GET /api/privacy/processing',
    'POST /api/r/{token}/answer',
    // A delivery run's link: the token is the key (read-only for a colleague, marking stops for a courier).
    'GET /api/runs/link/{token}',
    'PATCH /api/runs/link/{token}',
    // In the field: the nearest public code, and an area's public codes to keep on the phone.
    'GET /api/field/nearest',
    'GET /api/field/areas/places/{id}',
    'GET /api/field/areas/creators/{slug}',
    // The messaging providers' webhooks: their callers prove themselves by a signature or a shared secret.
    'GET /api/channels/whatsapp',
    'POST /api/channels/whatsapp',
    'POST /api/channels/sms',
    'POST /api/channels/ussd',
  ],
  optionalUser: [
    'POST /api/contact',
    'GET /api/zarcodes/search',
    'GET /api/zarcodes/{code}',
    'GET /api/search/combined',
    'GET /api/creators/{id}/zarcodes',
    'GET /api/zarcodes/{code}/access',
    // Reads pasted text into a run's stops: an anonymous courier's run stays on the phone.
    'POST /api/runs/resolve',
  ],
};

/**
 * The routes a signed-in caller reaches with a path parameter that names no record of one user's to
 * refuse, and why. Every other such route declares an owner rule (x-owner), walked below.
 */
const NOT_OWNER_SCOPED: Record<string, string> = {
  'GET /api/zarcodes/{code}': 'any code is looked up by anyone; its page shows what the viewer may see',
  'GET /api/v1/zarcodes/{code}': "any code is looked up; someone else's private code answers 'private'",
  'GET /api/creators/{id}/zarcodes': "a creator's public codes, with the query rules of every public creator's list",
  'GET /api/zarcodes/{code}/access':
    'read by named accounts and delivery-link holders too: a stranger gets the same 404 for every code, and the one query field is the link secret',
  'PUT /api/saved-codes/{code}': "any code may be saved: the list changed is always the caller's own",
  'DELETE /api/saved-codes/{code}': "the list changed is always the caller's own",
  'PUT /api/v1/watches/{code}': "any code may be watched by whoever has it (counted as a lookup): the list changed is always the key's own",
  'DELETE /api/v1/watches/{code}': "only the key's own watches are looked at: any other code is one it does not watch",
  'GET /api/temporary-images/{sessionId}': "an upload session's photos are always the caller's own: another's session id finds none",
  'POST /api/temporary-images/{sessionId}': "the photos kept are the caller's own, whatever the session id",
  'DELETE /api/temporary-images/{sessionId}': "only the caller's own photos of the session are removed",
  'PUT /api/temporary-images/{sessionId}/order': "only the caller's own photos of the session are reordered",
  'DELETE /api/temporary-images/{sessionId}/{imageId}': "only the caller's own photos of the session are found",
  'GET /api/temporary-images/{sessionId}/{imageId}/{size}': "only the caller's own photos of the session are found",
};

/** The levels of the routes a signed-in user reaches (admins' routes are for any user's records). */
const USER_LEVELS: readonly Access[] = ['user', 'optionalUser', 'apiRead', 'apiWrite'];

interface Operation {
  method: string;
  /** As the document writes it: '/api/zarcodes/{code}'. */
  path: string;
  access: Access | undefined;
  /** The owner rule the route declares: whose record the path names, or the caller's standing. */
  owner: string | undefined;
  pathParams: string[];
  queryParams: string[];
}

interface OpenApiOperation {
  'x-access'?: Access;
  'x-owner'?: string;
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
        owner: operation['x-owner'],
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

interface InvalidRequest {
  input: string;
  path: string;
  rawBody?: string;
  contentType?: string;
}

/**
 * Invalid input of every kind: bad path and query values, and bodies malformed, too large or of the
 * wrong type. `pathValues` names a record instead of the bad path values.
 */
function invalidRequests(operation: Operation, pathValues: Record<string, string> = {}): InvalidRequest[] {
  let path = operation.path;
  for (const name of operation.pathParams) path = path.replace(`{${name}}`, encodeURIComponent(pathValues[name] ?? '-1'));
  const query = new URLSearchParams([['page', '-1'], ...operation.queryParams.map((name) => [name, '-1'])]);
  const url = `${path}?${query}`;
  const badValues = operation.pathParams.every((name) => name in pathValues) ? 'bad query values' : 'bad path and query values';
  const requests: InvalidRequest[] = [{ input: badValues, path: url }];
  if (operation.method === 'GET') return requests;
  return [
    ...requests,
    { input: 'an empty JSON object', path: url, rawBody: '{}', contentType: 'application/json' },
    { input: 'fields of the wrong type', path: url, rawBody: '{"title":5,"reason":5,"note":5,"transactionId":5}', contentType: 'application/json' },
    { input: 'a JSON array', path: url, rawBody: '[1]', contentType: 'application/json' },
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

const send = (operation: Operation, request: InvalidRequest, token: string | undefined) =>
  app.request(operation.method, request.path, {
    token,
    rawBody: request.rawBody,
    headers: request.contentType ? { 'content-type': request.contentType } : {},
  });

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
          const answer = await send(operation, request, refused.token());
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

/** Answers `answer` when it is `status`, else fails showing what came. */
async function expectCreated(answer: Promise<ApiAnswer>, status = 201): Promise<ApiAnswer> {
  const settled = await answer;
  expect(settled.status, settled.text).toBe(status);
  return settled;
}

type Passer = 'owner' | 'admin';

/**
 * For each owner rule: a record of actors.owner's that exists (the values of the path parameters
 * naming it, made once), and who gets past the rule. Everyone else is refused: actors.other always,
 * and an admin where the rule does not grant admins the record.
 */
/** A delivery run of the owner's, of one of their codes. */
async function ownersRun(): Promise<Record<string, string>> {
  const { zarcode } = await createZarcode(app, actors.owner);
  const made = await expectCreated(app.request('POST', '/api/runs', { token: actors.owner.token, body: { name: 'Tuesday', codes: [zarcode] } }));
  return { id: made.body.run.id };
}

const OWNER_RULE_FIXTURES: Record<string, { record: () => Promise<Record<string, string>>; passing: Passer[] }> = {
  zarcodeManager: { record: ownersCode, passing: ['owner', 'admin'] },
  zarcodeOwner: { record: ownersCode, passing: ['owner'] },
  locationRequester: {
    record: async () => {
      const made = await expectCreated(app.request('POST', '/api/location-requests', { token: actors.owner.token, body: { note: 'Parcel 4471' } }));
      return { id: made.body.request.id };
    },
    passing: ['owner', 'admin'],
  },
  locationRequestMaker: {
    record: async () => {
      const made = await expectCreated(app.request('POST', '/api/location-requests', { token: actors.owner.token, body: { note: 'Parcel 4472' } }));
      return { id: made.body.request.id };
    },
    passing: ['owner'],
  },
  runViewer: { record: ownersRun, passing: ['owner', 'admin'] },
  runCourier: { record: ownersRun, passing: ['owner'] },
  apiKeyManager: { record: async () => ({ id: (await createApiKey(app, actors.owner)).id }), passing: ['owner', 'admin'] },
  dataExportOwner: {
    record: async () => {
      const started = await app.request('POST', '/api/user/export', { token: actors.owner.token });
      expect(started.status, started.text).toBe(202);
      return { id: started.body.id };
    },
    passing: ['owner'],
  },
  webhookManager: { record: ownersWebhook, passing: ['owner', 'admin'] },
  webhookOwner: { record: ownersWebhook, passing: ['owner'] },
  webhookDeliveryOwner: {
    record: async () => {
      const { id } = await ownersWebhook();
      const [delivery] = await app.deps.db
        .insert(webhookDeliveries)
        .values({ endpointId: id!, eventId: 'evt_access', eventType: 'zarcode.deleted', body: '{}', status: 'failed' })
        .returning();
      return { id: delivery!.id };
    },
    passing: ['owner'],
  },
  changeRequester: {
    record: async () => {
      const { zarcode } = await createZarcode(app, actors.owner);
      const asked = app.request('POST', `/api/zarcodes/${zarcode}/request-change`, { token: actors.owner.token, body: { reason: 'The gate moved' } });
      return { id: (await expectCreated(asked)).body.id };
    },
    passing: ['owner'],
  },
  paymentViewer: { record: ownersPayment, passing: ['owner', 'admin'] },
  buyer: { record: ownersPayment, passing: ['owner'] },
  creator: {
    record: async () => {
      await expectCreated(app.request('POST', '/api/creators', { token: actors.admin.token, body: { userId: actors.owner.id, displayName: 'Access Walk Tours' } }));
      return {};
    },
    passing: ['owner'],
  },
  creatorProfileMaker: { record: async () => ({}), passing: ['admin'] },
};

async function ownersCode(): Promise<Record<string, string>> {
  const { zarcode, id } = await createZarcode(app, actors.owner);
  // {id} of the photo routes is the code's; {id} of a link or a shared account, and {imageId}, need not exist.
  return { code: zarcode, id, imageId: randomUUID() };
}

/** An endpoint of the owner's at a public address written out (this app allows no other, and resolves no name). */
async function ownersWebhook(): Promise<Record<string, string>> {
  const made = app.request('POST', '/api/developers/webhooks', { token: actors.owner.token, body: { url: 'https://8.8.8.8/zarcode-events', events: ['zarcode.moved'] } });
  return { id: (await expectCreated(made)).body.webhook.id };
}

async function ownersPayment(): Promise<Record<string, string>> {
  const created = app.request('POST', '/api/payments/create', { token: actors.owner.token, body: { product: 'bundle', bundleType: 'starter' } });
  return { id: (await expectCreated(created)).body.paymentId };
}

const records = new Map<string, Promise<Record<string, string>>>();
/** The record of a rule's fixture, made the first time it is asked for. */
function recordOf(rule: string): Promise<Record<string, string>> {
  const fixture = OWNER_RULE_FIXTURES[rule];
  if (!fixture) throw new Error(`no fixture for the owner rule '${rule}': add one to OWNER_RULE_FIXTURES`);
  if (!records.has(rule)) records.set(rule, fixture.record());
  return records.get(rule)!;
}

/** A route that reads nothing but its path: its handler answers first, whoever calls. */
const readsOnlyItsPath = (operation: Operation) => operation.method === 'GET' && operation.queryParams.length === 0;

describe("the routes on someone else's record", () => {
  const ownerScoped = () => operations.filter((operation) => operation.owner !== undefined);

  it('declare whose record their path names, unless listed as naming none on purpose', () => {
    const undeclared = operations
      .filter((operation) => USER_LEVELS.includes(operation.access!) && operation.pathParams.length > 0 && operation.owner === undefined)
      .map(nameOf);
    expect(undeclared.sort()).toEqual(Object.keys(NOT_OWNER_SCOPED).sort());
    expect(ownerScoped().length).toBeGreaterThanOrEqual(26);
    expect(ownerScoped().filter((operation) => !USER_LEVELS.includes(operation.access!)).map(nameOf)).toEqual([]);
  });

  it.each([
    ['another user', 'other'],
    ['an admin, where the rule does not grant admins the record,', 'admin'],
  ] as const)(
    'answer %s with the same 403 or 404 whatever the input: no 400, 413 or 415',
    { timeout: 120_000 },
    async (_caller, who) => {
      const answered: string[] = [];
      let walked = 0;
      for (const operation of ownerScoped()) {
        if (who === 'admin' && OWNER_RULE_FIXTURES[operation.owner!]?.passing.includes('admin')) continue;
        const pathValues = await recordOf(operation.owner!);
        const refusals = new Set<string>();
        for (const request of invalidRequests(operation, pathValues)) {
          const answer = await send(operation, request, actors[who].token);
          walked += 1;
          if (answer.status !== 403 && answer.status !== 404) answered.push(`${nameOf(operation)} with ${request.input}: ${answer.status} ${answer.text}`);
          else {
            expectMessage(answer, answer.status);
            refusals.add(`${answer.status} ${answer.body.message}`);
          }
        }
        if (refusals.size > 1) answered.push(`${nameOf(operation)} refused in ${refusals.size} ways: ${[...refusals].join(' | ')}`);
      }
      expect(walked).toBeGreaterThan(0);
      expect(answered).toEqual([]);
    },
  );

  it('let the owner, and an admin where the rule grants it, past the rule: their bad input is refused for what it is', { timeout: 60_000 }, async () => {
    const refused: string[] = [];
    let walked = 0;
    for (const operation of ownerScoped().filter((operation) => !readsOnlyItsPath(operation))) {
      const pathValues = await recordOf(operation.owner!);
      const input = operation.method === 'GET' ? 'bad query values' : 'malformed JSON';
      const request = invalidRequests(operation, pathValues).find((candidate) => candidate.input === input)!;
      for (const passer of OWNER_RULE_FIXTURES[operation.owner!]!.passing) {
        const answer = await send(operation, request, actors[passer].token);
        walked += 1;
        if (answer.status !== 400) refused.push(`${nameOf(operation)} as ${passer}: ${answer.status} ${answer.text}`);
      }
    }
    expect(walked).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
});

describe("refused before validation: examples", () => {
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

  it("answers PUT /api/zarcodes/{someone else's code} with a title of 5 with 403, not 'Title must be text'", async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    const answer = await app.request('PUT', `/api/zarcodes/${zarcode}`, { token: actors.other.token, body: { title: 5 } });
    expectMessage(answer, 403, `You can only edit your own ${PRODUCT_NAME_PLURAL}`);
  });

  it('answers POST /api/zarcodes/creator with {} from a user who is not a creator with 403', async () => {
    const answer = await app.request('POST', '/api/zarcodes/creator', { token: actors.other.token, body: {} });
    expectMessage(answer, 403, `Only creators can create creator ${PRODUCT_NAME_PLURAL}`);
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
