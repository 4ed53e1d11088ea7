import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/infra/logger';
import { useTestApp } from '../helpers/app';

// Every answer names its request (X-Request-Id), and every log line written for that request names it
// too, whichever logger wrote it: a person's complaint leads to the lines.

const lines: Record<string, unknown>[] = [];
const rawLines: string[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        rawLines.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  }),
);
const { app, actors } = useTestApp({ logger });

const GENERATED_ID = /^[0-9a-f]{16}$/;
const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe('X-Request-Id', () => {
  it('is on every answer: found, refused, not found, malformed and the health checks, a new id each', async () => {
    const answers = [
      await app.request('GET', '/healthz'),
      await app.request('GET', '/api/prices/catalog'),
      await app.request('GET', '/api/user/profile'),
      await app.request('GET', '/api/user/profile', { token: 'not-a-token' }),
      await app.request('GET', '/api/admin/users', { token: actors.owner.token }),
      await app.request('GET', '/api/no-such-route'),
      await app.request('GET', '/1CT-7K2M'),
      await app.request('POST', '/api/contact', { rawBody: '{"name":', headers: { 'content-type': 'application/json' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 401, 403, 404, expect.any(Number), 400]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(GENERATED_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the caller's own id when it is a sane short token (a load balancer's), and makes one otherwise", async () => {
    for (const sent of ['lb-7f3a9c2e-4b1d', '0b4c7e9a-5d21-4f6e-9c3b-2a1d8e7f6c5b', 'Root.1:abc_DEF', 'a'.repeat(64)]) {
      const answer = await app.request('GET', '/healthz', { headers: { 'x-request-id': sent } });
      expect(answer.headers.get('x-request-id')).toBe(sent);
    }
    for (const sent of ['a'.repeat(65), 'two words', '<script>alert(1)</script>', '-starts-with-a-dash', 'semi;colon', 'per%C3%A7ent']) {
      const answer = await app.request('GET', '/healthz', { headers: { 'x-request-id': sent } });
      expect(answer.headers.get('x-request-id'), sent).toMatch(GENERATED_ID);
    }
  });
});

describe('log lines of a request', () => {
  it('all carry its id, once: Fastify\'s own and those of the work it started after answering (the mail it sent)', async () => {
    const requestId = 'complaint-0001';
    const answer = await app.request('POST', '/api/auth/forgot-password', {
      body: { email: actors.owner.email },
      headers: { 'x-request-id': requestId },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    await app.deps.mail.settled();

    const messages = linesOf(requestId).map((line) => line.msg);
    expect(messages).toContain('request completed');
    // Written by the mailer with the server's logger, after the answer had gone.
    expect(messages).toContain('mail written to outbox');
    expect(rawLines.filter((line) => line.includes(requestId)).every((line) => line.split('"reqId"').length === 2)).toBe(true);
  });
});

describe('an unexpected failure (500)', () => {
  it("answers the request's id as a reference a person can quote, and the logged error carries it", async () => {
    // A real failure: the table the catalog reads is gone for a moment.
    await app.deps.db.execute(sql`alter table prices rename to prices_away`);
    let answer;
    try {
      answer = await app.request('GET', '/api/prices/catalog');
    } finally {
      await app.deps.db.execute(sql`alter table prices_away rename to prices`);
    }
    expect(answer.status).toBe(500);
    const requestId = answer.headers.get('x-request-id')!;
    expect(requestId).toMatch(GENERATED_ID);
    expect(answer.body).toEqual({ message: `Internal server error (reference ${requestId})` });
    expect(JSON.stringify(answer.body)).not.toMatch(/prices|relation|does not exist/);
    const logged = linesOf(requestId);
    expect(logged.map((line) => line.msg)).toEqual(expect.arrayContaining(['unhandled error', 'request completed']));
    expect(logged.find((line) => line.msg === 'unhandled error')).toMatchObject({ level: 50, err: { message: expect.stringMatching(/prices/) } });
  });
});
