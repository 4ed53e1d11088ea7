import type { Server } from 'node:http';

/** How long the server must have had no request open before it collects. */
export const IDLE_BEFORE_COLLECTION_MS = 10_000;

/**
 * One full garbage collection each time the server falls idle. V8 collects its old generation only
 * when it grows, so the garbage of a busy minute stays resident until the next one: on a small
 * machine that is memory another program could use. Needs node's --expose-gc (scripts/start.sh);
 * without it this does nothing.
 */
export function collectGarbageWhenIdle(server: Server, idleMs = IDLE_BEFORE_COLLECTION_MS): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return;
  let openRequests = 0;
  let timer: NodeJS.Timeout | undefined;
  const whenIdle = () => {
    timer = setTimeout(() => {
      timer = undefined;
      collect();
    }, idleMs).unref();
  };
  server.on('request', (_request, response) => {
    openRequests += 1;
    clearTimeout(timer);
    timer = undefined;
    response.once('close', () => {
      openRequests -= 1;
      if (openRequests === 0) whenIdle();
    });
  });
  whenIdle();
}
