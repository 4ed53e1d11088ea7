import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUTS } from '../../src/server/plugins/slow-clients';
import { startTestApp, type TestApp } from '../helpers/app';

// Slow clients cannot hold a connection open: a body sent a byte at a time, or headers never
// finished, is cut (docs/deploy.md, "Timeouts"). The server's timeouts are shortened here, the
// rule being the same at any scale: a body may take bodyGraceMs, and longer only at its pace.

const TIMEOUTS = {
  ...CLIENT_TIMEOUTS,
  headersMs: 1_000,
  bodyGraceMs: 1_000,
  bodyBytesPerSecond: 1_000,
  checkEveryMs: 100,
};
/**
 * What a cut may take beyond its limit: the check interval, and a loaded machine's delays (seen up to
 * 1.5 s with other test files running). Without the limits the connection stays open for good.
 */
const SLACK_MS = 4_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clientTimeouts: TIMEOUTS });
});
afterAll(async () => {
  await app?.close();
});

interface Trickle {
  /** Everything the server sent, and when the connection ended, ms after it opened. */
  ended: Promise<{ received: string; afterMs: number }>;
  stop(): void;
}

/** Opens a connection, sends `head` at once, then `byte` every `everyMs` until the server closes it. */
function trickle(head: string, byte: string, everyMs: number): Trickle {
  const { port } = new URL(app.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  const openedAt = Date.now();
  let received = '';
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(byte);
  }, everyMs);
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  socket.on('error', () => {}); // a write racing the server's close: the close is what is checked
  socket.write(head);
  const ended = new Promise<{ received: string; afterMs: number }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, afterMs: Date.now() - openedAt });
    });
  });
  return { ended, stop: () => socket.destroy() };
}

const postHead = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('a slow request body', () => {
  it('is answered 408 and its connection closed once it falls behind the pace', async () => {
    // One byte every 200 ms: 5 bytes a second, far below the 1,000 a second owed after 1 s.
    const { ended } = trickle(postHead(1_000), ' ', 200);
    const { received, afterMs } = await ended;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('{"message":"The request body arrived too slowly"}');
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.bodyGraceMs);
    expect(afterMs).toBeLessThan(TIMEOUTS.bodyGraceMs + SLACK_MS);
  });

  it('is cut too when the request was refused before its body was read', async () => {
    // No token: refused 401 in onRequest, while the body still trickles in.
    const head = `POST /api/zarcodes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    const { received, afterMs } = await trickle(head, ' ', 200).ended;
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(afterMs).toBeLessThan(TIMEOUTS.bodyGraceMs + SLACK_MS);
  });

  it('is left alone while it keeps the pace, past the grace time', async () => {
    // 400 bytes every 100 ms: 4,000 a second, four times the pace (room for a loaded machine's
    // delays); 12,000 bytes take 3 s.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(11_950) });
    const head = postHead(Buffer.byteLength(body));
    const chunks = body.match(/[\s\S]{1,400}/g)!;
    const { port } = new URL(app.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.write(head);
    for (const chunk of chunks) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.write(chunk);
    }
    await new Promise<void>((resolve) => socket.on('data', () => resolve()));
    socket.destroy();
    // Read whole, and answered by the route: the password is longer than any it takes.
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received).not.toContain('too slowly');
  });
});

describe('slow request headers', () => {
  it('are answered 408 and the connection closed after the headers timeout', async () => {
    const { received, afterMs } = await trickle('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X', 200).ended;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(TIMEOUTS.headersMs + SLACK_MS);
  });
});
