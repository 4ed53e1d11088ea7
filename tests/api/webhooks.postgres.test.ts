import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type PostgresDatabase } from '../helpers/database';
import { buildServer, callServer, killServer, spawnServer, waitFor, type ServerProcess } from '../helpers/server-process';
import { newHookPath, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { zarcodeInput } from '../helpers/zarcodes';

// The webhook queue with two server processes on one PostgreSQL, as a deployment runs it: every
// delivery is sent by one of them, once, and a delivery under way when its instance is killed with
// kill -9 is neither lost nor taken from an instance still alive. PostgreSQL only (the embedded
// database has one process by design).

const ADMIN = { email: 'webhooks-admin@example.com', password: 'secret123' };
const EVENTS = 30;

let database: PostgresDatabase;
let receiver: WebhookReceiver;
let first: ServerProcess;
let second: ServerProcess;
let token: string;
const folders: string[] = [];

function startInstance(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-webhooks-'));
  folders.push(dataDir);
  return spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: 'webhooks-two-instances-secret-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The receiver is on this machine.
    WEBHOOKS_ALLOW_PRIVATE: '1',
  });
}

async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** An endpoint of the admin's for zarcode.deleted, at a path of its own. */
async function registerWebhook(): Promise<{ id: string; path: string }> {
  const hookPath = newHookPath();
  const answer = await callServer(first.url, 'POST', '/api/developers/webhooks', {
    token,
    body: { url: `${receiver.url}${hookPath}`, events: ['zarcode.deleted'] },
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.webhook.id, path: hookPath };
}

async function createCode(base: string): Promise<string> {
  const answer = await callServer(base, 'POST', '/api/admin/zarcodes', { token, body: zarcodeInput() });
  expect(answer.status).toBe(201);
  return answer.body.zarcode;
}

const deleteCode = async (base: string, code: string) => expect((await callServer(base, 'DELETE', `/api/zarcodes/${code}`, { token })).status).toBe(200);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  buildServer();
  database = await createPostgresDatabase('zarcode_webhooks');
  receiver = await startWebhookReceiver();
  [first, second] = await Promise.all([startInstance(), startInstance()]);
  const login = await callServer(first.url, 'POST', '/api/auth/login', { body: ADMIN });
  expect(login.status).toBe(200);
  token = login.body.token;
}, 180_000);

afterAll(async () => {
  for (const server of [first, second]) if (server) await killServer(server);
  await receiver?.close();
  await database?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('webhooks on two instances of one PostgreSQL', () => {
  it('sends each delivery once, from whichever instance claimed it', { timeout: 90_000 }, async () => {
    const webhook = await registerWebhook();
    const codes: string[] = [];
    for (let index = 0; index < EVENTS; index++) codes.push(await createCode(index % 2 ? second.url : first.url));
    // The receiver holds every request until both instances have claimed deliveries: an instance
    // claims at most ten at a time and waits for their answers, so the other must take its share.
    receiver.answerNext(webhook.path, Array.from({ length: EVENTS }, () => 'stall' as const));
    for (const [index, code] of codes.entries()) await deleteCode(index % 2 ? first.url : second.url, code);
    await waitFor('both instances to hold deliveries', async () => {
      const [row] = await query<{ instances: string }>('select count(distinct claimed_by) as instances from webhook_deliveries where claimed_by is not null');
      return Number(row!.instances) === 2 ? true : undefined;
    });
    receiver.release(webhook.path);

    await waitFor(`the ${EVENTS} deliveries to be delivered`, async () => {
      const [row] = await query<{ delivered: string }>(`select count(*) as delivered from webhook_deliveries where status = 'delivered' and endpoint_id = $1`, [webhook.id]);
      return Number(row!.delivered) === EVENTS ? true : undefined;
    });
    await pause(2500); // two more rounds of each instance: nothing is sent again
    const received = receiver.received(webhook.path);
    expect(received).toHaveLength(EVENTS);
    expect(new Set(received.map((request) => request.event.id)).size).toBe(EVENTS);
    expect(new Set(received.map((request) => request.event.data.zarcode))).toEqual(new Set(codes));
    const attempts = await query<{ instance: string; tries: string }>(
      `select a.instance, count(*) as tries from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
       where d.endpoint_id = $1 group by a.instance`,
      [webhook.id],
    );
    expect(attempts.map((row) => row.instance.split(':')[1]).sort()).toEqual([String(first.child.pid), String(second.child.pid)].sort());
    expect(attempts.reduce((sum, row) => sum + Number(row.tries), 0)).toBe(EVENTS);
  });

  it('leaves a delivery to the instance sending it while it lives, and sends it from the other once it is killed with kill -9', { timeout: 90_000 }, async () => {
    const webhook = await registerWebhook();
    const code = await createCode(first.url);
    // The second instance is paused: the first claims the delivery, and the receiver holds it.
    second.child.kill('SIGSTOP');
    receiver.answerNext(webhook.path, ['stall']);
    const stalled = receiver.stalled(webhook.path);
    await deleteCode(first.url, code);
    await stalled;
    second.child.kill('SIGCONT');

    // The first instance is alive and sending: however many rounds the second makes, it leaves the delivery alone.
    await pause(2500);
    expect(receiver.received(webhook.path)).toHaveLength(1);
    const [claimed] = await query<{ claimed_by: string | null; status: string }>('select claimed_by, status from webhook_deliveries where endpoint_id = $1', [webhook.id]);
    expect(claimed).toMatchObject({ status: 'pending', claimed_by: expect.any(String) });

    await killServer(first);
    const [firstTry, secondTry] = await receiver.waitFor(webhook.path, 2);
    expect(secondTry!.event.id).toBe(firstTry!.event.id);
    expect(secondTry!.body).toBe(firstTry!.body);
    await waitFor('the delivery to be recorded as delivered', async () => {
      const [row] = await query<{ status: string }>('select status from webhook_deliveries where endpoint_id = $1', [webhook.id]);
      return row?.status === 'delivered' ? true : undefined;
    });
    const attempts = await query<{ instance: string; outcome: string; response_status: number }>(
      'select a.instance, a.outcome, a.response_status from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = $1',
      [webhook.id],
    );
    // The killed instance's try was never answered, so it recorded none.
    expect(attempts).toEqual([{ instance: expect.stringMatching(new RegExp(`:${second.child.pid}$`)), outcome: 'delivered', response_status: 200 }]);
    await pause(2500);
    expect(receiver.received(webhook.path)).toHaveLength(2);
  });
});
