import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RUN_LINK_INVALID_MESSAGE, RUN_LINK_READ_ONLY_MESSAGE, RUN_NO_STOPS_MESSAGE, RUN_NOT_FOUND, RUN_ORDER_MESSAGE } from '../../src/domain/runs/runs';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { SUFFIX_ALPHABET } from '../../src/domain/zarcode/zarcode';
import { accessViews, runLinks, runStops } from '../../src/server/db/schema';
import { sha256Hex } from '../../src/server/infra/secrets';
import { newClientAddress, useTestApp, type TestUser } from '../helpers/app';
import { createApiKey, withKey } from '../helpers/api-keys';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// Delivery runs: codes read into stops for anyone (a run kept on the phone), a signed-in courier's
// runs on the server (theirs to work, an admin's to read), the links that open a run without an
// account, and runs made through the API for a courier's phone.

const { app, actors } = useTestApp();
const getApp = () => app;

/** Three public codes along Long Street and a private one, the owner's; a delivery link to the first. */
let north: ZarcodeRecord;
let middle: ZarcodeRecord;
let south: ZarcodeRecord;
let hidden: ZarcodeRecord;
let deliveryLink: string;
let deliveryKey: string;

beforeAll(async () => {
  north = await createZarcode(app, actors.owner, { title: 'Spaza north', latitude: -33.92, longitude: 18.42 });
  middle = await createZarcode(app, actors.owner, { title: 'Tuck shop middle', latitude: -33.93, longitude: 18.42 });
  south = await createZarcode(app, actors.owner, { title: 'Salon south', latitude: -33.94, longitude: 18.42 });
  hidden = await createZarcode(app, actors.owner, { title: 'Back office', privacy: 'private', latitude: -33.95, longitude: 18.42 });
  const put = await app.request('PUT', `/api/zarcodes/${north.zarcode}/access`, { token: actors.owner.token, body: { gateCode: '4471#', driverNote: 'Ring twice' } });
  expect(put.status, put.text).toBe(200);
  const link = await app.request('POST', `/api/zarcodes/${north.zarcode}/access/links`, { token: actors.owner.token, body: { recipientName: 'Courier Sipho' } });
  expect(link.status, link.text).toBe(201);
  deliveryLink = link.body.url;
  deliveryKey = link.body.secret;
});

const lower = (code: string) => code.toLowerCase().replace('-', ' ');

async function newRun(user: TestUser = actors.other, codes: string[] = [north.zarcode, middle.zarcode, south.zarcode], name = 'Tuesday') {
  const made = await app.request('POST', '/api/runs', { token: user.token, body: { name, codes }, from: newClientAddress() });
  expect(made.status, made.text).toBe(201);
  return made.body.run as { id: string; stops: { zarcode: string; state: string; access: unknown }[] };
}

describe('POST /api/runs/resolve', () => {
  it("reads a text's codes into stops for an anonymous courier, each once, with the delivery link's access details", async () => {
    const answer = await app.request('POST', '/api/runs/resolve', {
      body: { codes: [lower(north.zarcode), deliveryLink, middle.zarcode, hidden.zarcode, '1CT-9ZZZ'] },
      from: newClientAddress(),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.stops.map((stop: { zarcode: string }) => stop.zarcode)).toEqual([north.zarcode, middle.zarcode, hidden.zarcode]);
    const [first, second, privateStop] = answer.body.stops;
    expect(first).toMatchObject({ title: 'Spaza north', access: { via: 'link', details: { gateCode: '4471#', driverNote: 'Ring twice' } }, state: 'pending' });
    expect(second).toMatchObject({ access: null, isAccessLinkDead: false });
    // A private code shows what its page shows to whoever holds the code: where it is, not its title.
    expect(privateStop).toMatchObject({ title: null, privacy: 'private', latitude: -33.95, city: 'Cape Town' });
    expect(answer.body.unknown).toEqual([{ typed: '1CT-9ZZZ', suggestions: [] }]);
    // The look through the link is in the owner's access log.
    const looks = await app.deps.db.select().from(accessViews).where(eq(accessViews.zarcodeId, north.id));
    expect(looks.some((look) => look.via === 'link' && look.viewerLabel === 'Courier Sipho')).toBe(true);
  });

  it('shows a private code its title to its owner, and says when a delivery link opens nothing', async () => {
    const answer = await app.request('POST', '/api/runs/resolve', {
      token: actors.owner.token,
      body: { codes: [hidden.zarcode] },
      from: newClientAddress(),
    });
    expect(answer.body.stops[0]).toMatchObject({ title: 'Back office' });
    const dead = await app.request('POST', '/api/runs/resolve', { body: { codes: [`${app.url}/${middle.zarcode}?k=not-a-live-key`] }, from: newClientAddress() });
    expect(dead.body.stops[0]).toMatchObject({ zarcode: middle.zarcode, access: null, isAccessLinkDead: true });
  });

  it('offers "Did you mean" for a code one slip from a public one', async () => {
    const slip = `${middle.zarcode.slice(0, 7)}${middle.zarcode[7] === 'Z' ? 'Y' : 'Z'}`;
    const answer = await app.request('POST', '/api/runs/resolve', { body: { codes: [slip] }, from: newClientAddress() });
    expect(answer.body.stops).toEqual([]);
    expect(answer.body.unknown[0].suggestions.map((s: { zarcode: string }) => s.zarcode)).toContain(middle.zarcode);
  });

  it('counts unknown codes against the address: past 30 it answers 429', async () => {
    const from = newClientAddress();
    const guesses = [...SUFFIX_ALPHABET.slice(0, 30)].map((character) => `1CT-${character}ZZZ`);
    const first = await app.request('POST', '/api/runs/resolve', { body: { codes: guesses }, from });
    expect(first.status).toBe(200);
    expectMessage(await app.request('POST', '/api/runs/resolve', { body: { codes: [north.zarcode] }, from }), 429);
  });

  itRejectsBadInput(getApp, { method: 'POST', path: '/api/runs/resolve', validBody: { codes: ['1CT-7K2M'] }, requiredFields: { codes: null }, textFields: [], from: newClientAddress() });
});

describe('POST /api/runs', () => {
  it('answers 401 to an anonymous visitor', async () => {
    expectMessage(await app.request('POST', '/api/runs', { body: { codes: [north.zarcode] } }), 401);
  });

  it('makes a run of the codes in the order given, the unknown ones left out and listed', async () => {
    const made = await app.request('POST', '/api/runs', {
      token: actors.other.token,
      body: { name: ' Soweto drops ', codes: [south.zarcode, lower(north.zarcode), north.zarcode, 'ZZZ-2222'] },
      from: newClientAddress(),
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.run).toMatchObject({ name: 'Soweto drops', canWork: true, isShared: false });
    expect(made.body.run.stops.map((stop: { zarcode: string }) => stop.zarcode)).toEqual([south.zarcode, north.zarcode]);
    expect(made.body.unknown.map((unknown: { typed: string }) => unknown.typed)).toEqual(['ZZZ-2222']);
  });

  it('refuses a run with no code it knows with 400', async () => {
    const refused = await app.request('POST', '/api/runs', { token: actors.other.token, body: { codes: ['ZZZ-2223'] }, from: newClientAddress() });
    expectMessage(refused, 400, RUN_NO_STOPS_MESSAGE);
  });
});

describe('GET /api/runs', () => {
  it('answers 401 to an anonymous visitor', async () => {
    expectMessage(await app.request('GET', '/api/runs'), 401);
  });

  it("lists the caller's own runs only, with their progress", async () => {
    const run = await newRun(actors.other, [north.zarcode, middle.zarcode], 'Listed');
    await app.request('PATCH', `/api/runs/${run.id}`, { token: actors.other.token, body: { stops: [{ zarcode: north.zarcode, state: 'done', at: new Date().toISOString() }] } });
    const mine = await app.request('GET', '/api/runs', { token: actors.other.token });
    expect(mine.body.runs.find((listed: { id: string }) => listed.id === run.id)).toMatchObject({ name: 'Listed', stops: 2, done: 1, failed: 0 });
    const theirs = await app.request('GET', '/api/runs', { token: actors.owner.token });
    expect(theirs.body.runs.map((listed: { id: string }) => listed.id)).not.toContain(run.id);
  });
});

describe('GET /api/runs/{id}', () => {
  it("shows its courier the stops with the access details they may see, and an admin the stops without them", async () => {
    // The owner of the codes is the courier here: they see their own code's access details.
    const run = await newRun(actors.owner, [north.zarcode, hidden.zarcode]);
    const courier = await app.request('GET', `/api/runs/${run.id}`, { token: actors.owner.token });
    expect(courier.status).toBe(200);
    expect(courier.body.stops[0].access).toMatchObject({ via: 'owner', details: { gateCode: '4471#' } });
    expect(courier.body.stops[1]).toMatchObject({ title: 'Back office' });
    const admin = await app.request('GET', `/api/runs/${run.id}`, { token: actors.admin.token });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ canWork: false });
    expect(admin.body.stops.map((stop: { access: unknown }) => stop.access)).toEqual([null, null]);
    expectMessage(await app.request('GET', `/api/runs/${run.id}`, { token: actors.other.token }), 404, RUN_NOT_FOUND);
    expectMessage(await app.request('GET', `/api/runs/${run.id}`), 401);
  });

  it("keeps the delivery key a run was made with, and shows the courier that stop's access details", async () => {
    const run = await newRun(actors.other, [deliveryLink, middle.zarcode]);
    expect(run.stops[0]!.access).toMatchObject({ via: 'link', details: { gateCode: '4471#' } });
    const [kept] = await app.deps.db.select().from(runStops).where(eq(runStops.runId, run.id));
    expect(kept!.deliveryKey).toBe(deliveryKey);
    const again = await app.request('GET', `/api/runs/${run.id}`, { token: actors.other.token });
    expect(again.text).not.toContain(deliveryKey);
  });
});

describe('PATCH /api/runs/{id}', () => {
  it('marks stops and keeps the newest change of each, whatever order the changes arrive in', async () => {
    const run = await newRun();
    const patch = (body: unknown) => app.request('PATCH', `/api/runs/${run.id}`, { token: actors.other.token, body });
    const done = await patch({ stops: [{ zarcode: north.zarcode, state: 'done', at: '2026-03-05T09:14:00.000Z' }] });
    expect(done.status, done.text).toBe(200);
    expect(done.body.stops[0]).toEqual({ zarcode: north.zarcode, state: 'done', stateAt: '2026-03-05T09:14:00.000Z' });
    // An older change sent late (a phone that was offline) changes nothing.
    const late = await patch({ stops: [{ zarcode: north.zarcode, state: 'failed', at: '2026-03-05T09:00:00.000Z' }] });
    expect(late.body.stops[0]).toMatchObject({ state: 'done' });
    // A stop no longer in the run is passed over.
    const gone = await patch({ stops: [{ zarcode: '9ZZ-2222', state: 'done', at: '2026-03-05T09:20:00.000Z' }] });
    expect(gone.status).toBe(200);
  });

  it('moves stops, those the order leaves out keeping their place after the others, and refuses a stop named twice', async () => {
    const run = await newRun();
    const patch = (body: unknown) => app.request('PATCH', `/api/runs/${run.id}`, { token: actors.other.token, body });
    const moved = await patch({ order: [south.zarcode, north.zarcode] });
    expect(moved.body.stops.map((stop: { zarcode: string }) => stop.zarcode)).toEqual([south.zarcode, north.zarcode, middle.zarcode]);
    expectMessage(await patch({ order: [north.zarcode, north.zarcode] }), 400, RUN_ORDER_MESSAGE);
  });

  it("answers 404 to anyone but its courier, admins included, and 401 to an anonymous visitor", async () => {
    const run = await newRun();
    const body = { stops: [{ zarcode: north.zarcode, state: 'done', at: new Date().toISOString() }] };
    expectMessage(await app.request('PATCH', `/api/runs/${run.id}`, { token: actors.owner.token, body }), 404, RUN_NOT_FOUND);
    expectMessage(await app.request('PATCH', `/api/runs/${run.id}`, { token: actors.admin.token, body }), 404, RUN_NOT_FOUND);
    expectMessage(await app.request('PATCH', `/api/runs/${run.id}`, { body }), 401);
  });

  it('refuses a state it does not know and a time that is no time with 400', async () => {
    const run = await newRun();
    const patch = (change: unknown) => app.request('PATCH', `/api/runs/${run.id}`, { token: actors.other.token, body: { stops: [change] } });
    expectMessage(await patch({ zarcode: north.zarcode, state: 'lost', at: new Date().toISOString() }), 400);
    expectMessage(await patch({ zarcode: north.zarcode, state: 'done', at: 'yesterday' }), 400);
  });
});

describe('DELETE /api/runs/{id}', () => {
  it('deletes for its courier or an admin; 404 for another user, 401 for an anonymous visitor', async () => {
    const run = await newRun();
    expectMessage(await app.request('DELETE', `/api/runs/${run.id}`), 401);
    expectMessage(await app.request('DELETE', `/api/runs/${run.id}`, { token: actors.owner.token }), 404, RUN_NOT_FOUND);
    expect((await app.request('DELETE', `/api/runs/${run.id}`, { token: actors.admin.token })).status).toBe(200);
    const mine = await newRun();
    expect((await app.request('DELETE', `/api/runs/${mine.id}`, { token: actors.other.token })).status).toBe(200);
    expectMessage(await app.request('GET', `/api/runs/${mine.id}`, { token: actors.other.token }), 404);
  });
});

describe('POST /api/runs/{id}/share and GET /api/runs/link/{token}', () => {
  it('gives a colleague a read-only link: the stops and their states, no access details, no private title, no changes', async () => {
    const run = await newRun(actors.owner, [north.zarcode, hidden.zarcode]);
    await app.request('PATCH', `/api/runs/${run.id}`, { token: actors.owner.token, body: { stops: [{ zarcode: north.zarcode, state: 'done', at: new Date().toISOString() }] } });
    const shared = await app.request('POST', `/api/runs/${run.id}/share`, { token: actors.owner.token });
    expect(shared.status, shared.text).toBe(200);
    const token = new URL(shared.body.url).pathname.split('/').pop()!;
    expect(shared.body.url).toBe(`${new URL(shared.body.url).origin}/runs/link/${token}`);
    const [row] = await app.deps.db.select().from(runLinks).where(eq(runLinks.runId, run.id));
    expect(row!.tokenHash).toBe(sha256Hex(token));

    const seen = await app.request('GET', `/api/runs/link/${token}`, { from: newClientAddress() });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('no-store');
    expect(seen.body).toMatchObject({ id: run.id, canWork: false });
    expect(seen.body.stops[0]).toMatchObject({ zarcode: north.zarcode, state: 'done', access: null });
    expect(seen.body.stops[1]).toMatchObject({ title: null });
    const change = { stops: [{ zarcode: hidden.zarcode, state: 'done', at: new Date().toISOString() }] };
    expectMessage(await app.request('PATCH', `/api/runs/link/${token}`, { body: change, from: newClientAddress() }), 403, RUN_LINK_READ_ONLY_MESSAGE);
    expect((await app.request('GET', `/api/runs/${run.id}`, { token: actors.owner.token })).body.isShared).toBe(true);

    // A new link replaces it; stopping sharing ends the new one.
    const replaced = await app.request('POST', `/api/runs/${run.id}/share`, { token: actors.owner.token });
    expectMessage(await app.request('GET', `/api/runs/link/${token}`, { from: newClientAddress() }), 404, RUN_LINK_INVALID_MESSAGE);
    expect((await app.request('DELETE', `/api/runs/${run.id}/share`, { token: actors.owner.token })).status).toBe(200);
    const newToken = new URL(replaced.body.url).pathname.split('/').pop()!;
    expectMessage(await app.request('GET', `/api/runs/link/${newToken}`, { from: newClientAddress() }), 404);
  });

  it('is for its courier alone: 404 for an admin or another user, 401 for an anonymous visitor', async () => {
    const run = await newRun(actors.owner, [north.zarcode]);
    expectMessage(await app.request('POST', `/api/runs/${run.id}/share`, { token: actors.admin.token }), 404);
    expectMessage(await app.request('POST', `/api/runs/${run.id}/share`, { token: actors.other.token }), 404);
    expectMessage(await app.request('POST', `/api/runs/${run.id}/share`), 401);
    expectMessage(await app.request('DELETE', `/api/runs/${run.id}/share`, { token: actors.other.token }), 404);
  });
});

describe('POST /api/v1/runs', () => {
  it('answers 401 without a key and 403 to a key without the write scope', async () => {
    expectMessage(await app.request('POST', '/api/v1/runs', { body: { codes: [north.zarcode] } }), 401);
    const reader = await createApiKey(app, actors.owner, { scopes: ['read'] });
    expectMessage(await app.request('POST', '/api/v1/runs', { headers: withKey(reader), body: { codes: [north.zarcode] } }), 403);
  });

  it("makes a run ordered from the depot and a courier's link that opens and works it without an account", async () => {
    const key = await createApiKey(app, actors.other, { scopes: ['read', 'write'] });
    const made = await app.request('POST', '/api/v1/runs', {
      headers: withKey(key),
      body: { name: 'Route 12', codes: [north.zarcode, south.zarcode, deliveryLink, 'not a code', '9ZZ-2222'], origin: { latitude: -33.96, longitude: 18.42 } },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.headers.get('ratelimit-limit')).toBeTruthy();
    expect(made.body).toMatchObject({ stops: 2, unknown: ['not a code', '9ZZ-2222'] });
    const token = new URL(made.body.url).pathname.split('/').pop()!;

    const opened = await app.request('GET', `/api/runs/link/${token}`, { from: newClientAddress() });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ name: 'Route 12', canWork: true });
    // From the depot in the south: south first, then north, which came with its delivery link.
    expect(opened.body.stops.map((stop: { zarcode: string }) => stop.zarcode)).toEqual([south.zarcode, north.zarcode]);
    expect(opened.body.stops[1].access).toMatchObject({ via: 'link', details: { gateCode: '4471#' } });

    const worked = await app.request('PATCH', `/api/runs/link/${token}`, {
      body: { stops: [{ zarcode: south.zarcode, state: 'failed', at: new Date().toISOString() }] },
      from: newClientAddress(),
    });
    expect(worked.status, worked.text).toBe(200);
    // The key's owner follows it in their runs.
    const listed = await app.request('GET', '/api/runs', { token: actors.other.token });
    expect(listed.body.runs.find((run: { id: string }) => run.id === made.body.id)).toMatchObject({ failed: 1, stops: 2 });
  });

  it('refuses a list with no code it knows with 400', async () => {
    const key = await createApiKey(app, actors.other, { scopes: ['write'] });
    expectMessage(await app.request('POST', '/api/v1/runs', { headers: withKey(key), body: { codes: ['9ZZ-2223'] } }), 400, RUN_NO_STOPS_MESSAGE);
  });
});
