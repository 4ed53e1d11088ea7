import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenIdle } from './idle-gc';

const IDLE_MS = 60;

describe('collectGarbageWhenIdle', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    servers.length = 0;
    delete (globalThis as { gc?: () => void }).gc;
  });

  /** A server whose /slow answers after `slowMs`, with a gc() standing in for --expose-gc's. */
  async function serverWithGc(slowMs: number) {
    const gc = vi.fn();
    (globalThis as { gc?: () => void }).gc = gc;
    const server = http.createServer((request, response) => {
      if (request.url === '/slow') setTimeout(() => response.end('late'), slowMs);
      else response.end('ok');
    });
    servers.push(server);
    collectGarbageWhenIdle(server, IDLE_MS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { gc, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it('collects once the server has been idle a while, and again after the next busy spell', async () => {
    const { gc, url } = await serverWithGc(0);
    await sleep(IDLE_MS * 3);
    expect(gc).toHaveBeenCalledTimes(1);
    await sleep(IDLE_MS * 3);
    expect(gc).toHaveBeenCalledTimes(1);

    await fetch(url).then((response) => response.text());
    await sleep(IDLE_MS * 3);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does not collect while a request is open', async () => {
    const { gc, url } = await serverWithGc(IDLE_MS * 5);
    await sleep(IDLE_MS * 3);
    gc.mockClear();
    const answer = fetch(`${url}/slow`).then((response) => response.text());
    await sleep(IDLE_MS * 3);
    expect(gc).not.toHaveBeenCalled();
    expect(await answer).toBe('late');
    await sleep(IDLE_MS * 3);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('does nothing without --expose-gc', async () => {
    const server = http.createServer((_request, response) => response.end('ok'));
    servers.push(server);
    expect(() => collectGarbageWhenIdle(server, IDLE_MS)).not.toThrow();
    expect(server.listenerCount('request')).toBe(1);
  });
});
