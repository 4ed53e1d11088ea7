import { beforeAll, describe, expect, it } from 'vitest';
import { newImageSessionId } from '../../src/domain/images/images';
import type { Access } from '../../src/domain/api/access';
import { createApiKey, type TestApiKey } from '../helpers/api-keys';
import { useTestApp, type TestUser } from '../helpers/app';
import { jpeg, upload } from '../helpers/images';
import { useMockPayments } from '../helpers/payments';
import { createZarcode } from '../helpers/zarcodes';

// What browsers and proxies may keep of each answer: nothing of an answer that depends on who asks
// (every route but the public ones, errors included), and for each public route what it declares.

// WhatsApp is set up, so that Meta's verification of its webhook answers (200, with the challenge).
const WHATSAPP_VERIFY_TOKEN = 'verify-token-for-tests';
const { app, actors } = useTestApp({
  env: {
    WHATSAPP_APP_SECRET: 'app-secret-for-tests',
    WHATSAPP_VERIFY_TOKEN,
    WHATSAPP_ACCESS_TOKEN: 'access-token-for-tests',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  },
});
useMockPayments(app);

interface Operation {
  method: string;
  /** As the document writes it: '/api/zarcodes/{code}'. */
  path: string;
  access: Access;
  caching: string;
}

let operations: Operation[];

const nameOf = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

/** What the callers' records are, to fill the paths with: each route is asked about something it finds. */
const records = {} as {
  code: string;
  codeId: string;
  imageId: string;
  sessionId: string;
  temporaryImageId: string;
  creatorId: string;
  creatorSlug: string;
  requestId: string;
  requestToken: string;
  runLinkToken: string;
  paymentId: string;
  voucherId: string;
  templateName: string;
  apiKey: TestApiKey;
};

beforeAll(async () => {
  const document = (await app.request('GET', '/api/docs/json')).body as {
    paths: Record<string, Record<string, { 'x-access': Access; 'x-cache-control': string }>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        access: operation['x-access'],
        caching: operation['x-cache-control'],
      })),
    );

  const owner = actors.owner;
  const code = await createZarcode(app, owner);
  const saved = await upload(app, `/api/zarcodes/${code.id}/images`, [{ name: 'gate.jpg', bytes: await jpeg() }], { token: owner.token });
  expect(saved.status, saved.text).toBe(201);
  const sessionId = newImageSessionId();
  const temporary = await upload(app, `/api/temporary-images/${sessionId}`, [{ name: 'yard.jpg', bytes: await jpeg() }], { token: owner.token });
  expect(temporary.status, temporary.text).toBe(201);
  const creator = await app.request('POST', '/api/creators', { token: actors.admin.token, body: { userId: actors.other.id, displayName: 'Langa Walks' } });
  expect(creator.status, creator.text).toBe(201);
  const request = await app.request('POST', '/api/location-requests', { token: owner.token, body: { note: 'Parcel 4471' } });
  expect(request.status, request.text).toBe(201);
  const payment = await app.request('POST', '/api/payments/create', { token: owner.token, body: { product: 'bundle', bundleType: 'starter' } });
  expect(payment.status, payment.text).toBe(201);
  const run = await app.request('POST', '/api/runs', { token: owner.token, body: { name: 'Tuesday', codes: [code.zarcode] } });
  expect(run.status, run.text).toBe(201);
  const runLink = await app.request('POST', `/api/runs/${run.body.run.id}/share`, { token: owner.token });
  expect(runLink.status, runLink.text).toBe(200);
  const vouchers = await app.request('GET', '/api/admin/vouchers', { token: actors.admin.token });
  const templates = await app.request('GET', '/api/admin/email/templates', { token: actors.superAdmin.token });
  Object.assign(records, {
    code: code.zarcode,
    codeId: code.id,
    imageId: saved.body.images[0].id,
    sessionId,
    temporaryImageId: temporary.body.images[0].id,
    creatorId: creator.body.id,
    creatorSlug: creator.body.slug,
    requestId: request.body.request.id,
    requestToken: request.body.token,
    runLinkToken: new URL(runLink.body.url).pathname.split('/').pop()!,
    paymentId: payment.body.paymentId,
    voucherId: vouchers.body.vouchers[0].id,
    templateName: templates.body.templates[0].name,
    apiKey: await createApiKey(app, owner, { scopes: ['read', 'write'] }),
  });
});

/** The route's path with a record of the caller's in each parameter, and the query it needs. */
function pathOf(operation: Operation): string {
  const byParam: Record<string, string> = {
    code: records.code,
    zarcodeId: records.codeId,
    imageId: operation.path.startsWith('/api/temporary-images/') ? records.temporaryImageId : records.imageId,
    sessionId: records.sessionId,
    size: 'medium',
    slug: records.creatorSlug,
    token: operation.path.startsWith('/api/runs/link/') ? records.runLinkToken : records.requestToken,
    name: records.templateName,
  };
  const idOf: Record<string, string> = {
    '/api/location-requests/{id}': records.requestId,
    '/api/v1/location-requests/{id}': records.requestId,
    '/api/payments/{id}': records.paymentId,
    '/api/admin/payments/{id}': records.paymentId,
    '/api/admin/users/{id}/detail': actors.owner.id,
    '/api/admin/vouchers/{id}/uses': records.voucherId,
    '/api/zarcodes/{id}/images': records.codeId,
    '/api/creators/{id}/zarcodes': records.creatorId,
    '/api/places/{id}': 'umlazi-kzn',
    '/api/field/areas/places/{id}': 'umlazi-kzn',
  };
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, param: string) =>
    param === 'id' ? (idOf[operation.path] ?? crypto.randomUUID()) : byParam[param]!,
  );
  return `${path}${QUERIES[nameOf(operation)] ?? ''}`;
}

/** The queries some routes need to answer at all. */
const QUERIES: Record<string, string> = {
  'GET /api/zarcodes/search': '?q=Long',
  'GET /api/search/combined': '?q=Long',
  'GET /api/v1/search': '?q=Long',
  'GET /api/zarcodes/in-bounds': '?ne_lat=-33&ne_lng=19&sw_lat=-34&sw_lng=18',
  'GET /api/places/search': '?q=Khayelitsha',
  'GET /api/places/reverse': '?lat=-33.9249&lng=18.4241',
  'GET /api/field/nearest': '?lat=-33.9249&lng=18.4241',
  'GET /api/channels/whatsapp': `?hub.mode=subscribe&hub.verify_token=${WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
};

/** How a caller who may call a route of this level presents themselves. */
function credentialsOf(access: Access): { token?: string; headers?: Record<string, string> } {
  const as = (user: TestUser) => ({ token: user.token });
  switch (access) {
    case 'public':
      return {};
    case 'optionalUser':
    case 'user':
      return as(actors.owner);
    case 'admin':
      return as(actors.admin);
    case 'superAdmin':
      return as(actors.superAdmin);
    case 'apiRead':
    case 'apiWrite':
      return { headers: { 'x-api-key': records.apiKey.secret } };
  }
}

/**
 * How each public route's answers may be kept, decided for each: `no-cache` for what is the same for
 * everyone but may change at any moment, a week or a year for pictures that never change under their
 * address, and `no-store` for tokens, secret links, Google's answers and what must never be stale.
 * A new public route is added here on purpose.
 */
const PUBLIC_CACHING: Record<string, string> = {
  'POST /api/auth/register': 'no-store',
  'POST /api/auth/login': 'no-store',
  'POST /api/auth/forgot-password': 'no-store',
  'POST /api/auth/reset-password': 'no-store',
  'GET /api/settings/public': 'no-cache',
  'GET /api/prices/current': 'no-cache',
  'GET /api/prices/catalog': 'no-cache',
  'GET /api/offers/summer': 'no-cache',
  'GET /api/zarcodes/in-bounds': 'no-cache',
  'GET /api/zarcodes/{code}/suggestions': 'no-cache',
  'GET /api/creators/public': 'no-cache',
  'GET /api/creators/public/{slug}': 'no-cache',
  'GET /api/places/search': 'no-store',
  'GET /api/places/reverse': 'no-store',
  'GET /api/places/{id}': 'no-store',
  // Where a phone stands is asked once; an area is kept by the phone itself (IndexedDB), not twice.
  'GET /api/field/nearest': 'no-store',
  'GET /api/field/areas/places/{id}': 'no-store',
  'GET /api/field/areas/creators/{slug}': 'no-store',
  'GET /api/qr/{code}': 'public, max-age=604800',
  'GET /api/qr/creators/{slug}': 'public, max-age=604800',
  'GET /api/images/{zarcodeId}/{imageId}/{size}': 'public, max-age=31536000, immutable',
  'GET /api/zarcodes/{id}/images': 'no-store',
  'GET /api/print/{code}': 'no-store',
  'GET /api/privacy/processing': 'no-cache',
  'GET /api/r/{token}': 'no-store',
  'POST /api/r/{token}/answer': 'no-store',
  'GET /api/runs/link/{token}': 'no-store',
  'PATCH /api/runs/link/{token}': 'no-store',
  'POST /api/payments/payfast/notify': 'no-store',
  'GET /api/channels/whatsapp': 'no-store',
  'POST /api/channels/whatsapp': 'no-store',
  'POST /api/channels/sms': 'no-store',
  'POST /api/channels/ussd': 'no-store',
};

/** The answers the security test found without no-store: each must be a real answer (200), and not kept. */
const FOUND_WITHOUT_NO_STORE = [
  'GET /api/location-requests',
  'GET /api/location-requests/{id}',
  'GET /api/v1/location-requests/{id}',
  'GET /api/developers/keys',
  'GET /api/payments/{id}',
  'GET /api/user/payments',
  'GET /api/user/profile',
  'GET /api/settings',
  'GET /api/admin/users',
  'GET /api/admin/payments',
  'GET /api/admin/vouchers',
  'GET /api/admin/zarcodes',
  'GET /api/admin/audit',
];

const privateGets = () => operations.filter((operation) => operation.method === 'GET' && operation.access !== 'public');

describe('every route of the OpenAPI document', () => {
  it('declares its caching: no-store for every route that reads a token or a key, and for each public route what was decided', () => {
    expect(operations.length).toBeGreaterThan(60);
    const declared = Object.fromEntries(operations.filter((o) => o.access === 'public').map((o) => [nameOf(o), o.caching]));
    expect(declared).toEqual(PUBLIC_CACHING);
    expect(operations.filter((o) => o.access !== 'public' && o.caching !== 'no-store').map(nameOf)).toEqual([]);
  });

  it('answers every GET that depends on who asks with no-store, to a caller who may call it (an API key on /api/v1)', { timeout: 60_000 }, async () => {
    const kept: string[] = [];
    const statuses: Record<string, number> = {};
    for (const operation of privateGets()) {
      const answer = await app.request('GET', pathOf(operation), credentialsOf(operation.access));
      statuses[nameOf(operation)] = answer.status;
      const caching = answer.headers.get('cache-control');
      if (caching !== 'no-store') kept.push(`${nameOf(operation)} (${answer.status}): ${caching}`);
    }
    expect(kept).toEqual([]);
    expect(Object.keys(statuses).length).toBeGreaterThan(50);
    for (const name of FOUND_WITHOUT_NO_STORE) expect({ name, status: statuses[name] }).toEqual({ name, status: 200 });
  });

  it('answers their refusals with no-store too: no token, a bad token, a user on an admin route', { timeout: 60_000 }, async () => {
    const kept: string[] = [];
    for (const operation of privateGets()) {
      const callers: { caller: string; token?: string }[] = [{ caller: 'a bad token', token: 'not-a-token' }];
      if (operation.access !== 'optionalUser') callers.push({ caller: 'anonymous' });
      if (['admin', 'superAdmin'].includes(operation.access)) callers.push({ caller: 'a user', token: actors.owner.token });
      for (const { caller, token } of callers) {
        const answer = await app.request('GET', pathOf(operation), { token });
        expect([401, 403], `${nameOf(operation)} as ${caller}`).toContain(answer.status);
        if (answer.headers.get('cache-control') !== 'no-store') kept.push(`${nameOf(operation)} as ${caller}: ${answer.headers.get('cache-control')}`);
      }
    }
    expect(kept).toEqual([]);
  });

  it('answers each public GET with the caching it declares, to anyone', async () => {
    for (const operation of operations.filter((o) => o.access === 'public' && o.method === 'GET')) {
      for (const caller of [{}, { token: actors.owner.token }]) {
        const answer = await app.request('GET', pathOf(operation), caller);
        expect({ name: nameOf(operation), status: answer.status, caching: answer.headers.get('cache-control') }).toEqual({
          name: nameOf(operation),
          status: 200,
          caching: PUBLIC_CACHING[nameOf(operation)],
        });
      }
    }
  });

  it('answers a public POST refused for its body with no-store', async () => {
    for (const operation of operations.filter((o) => o.access === 'public' && o.method === 'POST')) {
      const answer = await app.request('POST', pathOf(operation), { body: {} });
      expect(answer.status, nameOf(operation)).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('cache-control'), nameOf(operation)).toBe('no-store');
    }
  });
});

describe('public pictures kept for long', () => {
  it('answers 304 with the same caching as the picture', async () => {
    for (const path of [`/api/qr/${records.code}`, `/api/images/${records.codeId}/${records.imageId}/medium`]) {
      const first = await app.request('GET', path);
      const again = await app.request('GET', path, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('cache-control'), path).toBe(first.headers.get('cache-control'));
    }
  });

  it('never keeps an error: an unknown code or photo is a 404 with no-store, not one kept for a week or a year', async () => {
    for (const path of ['/api/qr/ZZZ-ZZZZ', `/api/images/${records.codeId}/${crypto.randomUUID()}/medium`, '/api/qr/creators/nobody-at-all']) {
      const answer = await app.request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
