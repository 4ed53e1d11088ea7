import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './server-process';

// An integrator's webhook receiver on this machine: a plain Node HTTP server that keeps every
// request it gets and answers each path as the test says (200 unless told otherwise).

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  /** The body parsed: `{ id, type, createdAt, data }`. */
  event: { id: string; type: string; createdAt: string; data: any };
  receivedAt: number;
}

/** How a path answers a request: a status (with headers), or 'stall': it never answers. */
export type ReceiverAnswer = number | { status: number; headers: Record<string, string> } | 'stall';

export interface WebhookReceiver {
  url: string;
  /** Every request so far, to `path` when given. */
  received(path?: string): ReceivedWebhook[];
  /** The next requests to `path` are answered so, one each, in order; then 200 again. */
  answerNext(path: string, answers: ReceiverAnswer[]): void;
  /** Forgets the answers still to give at `path`: 200 from now on. */
  clearAnswers(path: string): void;
  /** Waits until `path` has had `count` requests (10 s at most), and answers them. */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Resolves when a request to `path` is being held unanswered ('stall'). */
  stalled(path: string): Promise<void>;
  /** Answers 200 to every request held at `path`, and 200 to the next ones (the answers still queued are dropped). */
  release(path: string): void;
  close(): Promise<void>;
}

let pathCounter = 0;
/** A path no other endpoint of this test run uses: one receiver serves every endpoint of a file. */
export const newHookPath = (name = 'hook') => `/${name}-${++pathCounter}`;

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const answers = new Map<string, ReceiverAnswer[]>();
  const stallWaiters = new Map<string, () => void>();
  const held = new Map<http.ServerResponse, string>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      let event: ReceivedWebhook['event'];
      try {
        event = JSON.parse(body);
      } catch {
        event = { id: '', type: '', createdAt: '', data: null };
      }
      requests.push({ path, headers: request.headers, body, event, receivedAt: Date.now() });
      const answer = answers.get(path)?.shift() ?? 200;
      if (answer === 'stall') {
        held.set(response, path);
        stallWaiters.get(path)?.();
        return;
      }
      const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
      response.writeHead(status, { 'content-type': 'text/plain', ...headers });
      response.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const receivedAt = (path?: string) => requests.filter((request) => path === undefined || request.path === path);
  return {
    url,
    received: receivedAt,
    answerNext(path, next) {
      answers.set(path, [...(answers.get(path) ?? []), ...next]);
    },
    clearAnswers(path) {
      answers.delete(path);
    },
    waitFor(path, count, timeoutMs = 10_000) {
      return waitFor(`${count} webhook(s) at ${path}`, async () => (receivedAt(path).length >= count ? receivedAt(path) : undefined), { timeoutMs });
    },
    stalled(path) {
      return new Promise((resolve) => stallWaiters.set(path, resolve));
    },
    release(path) {
      answers.delete(path);
      for (const [response, heldPath] of held) {
        if (heldPath !== path) continue;
        held.delete(response);
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      }
    },
    async close() {
      for (const response of held.keys()) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
