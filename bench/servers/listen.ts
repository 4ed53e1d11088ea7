import type { FastifyInstance } from 'fastify';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Listens on a free loopback port and tells the parent (bench/lib/servers.ts) which one over IPC.
 * Answers 'cpu' messages with the CPU time this process has used, so the bench can divide it by
 * the requests served, and 'collect' messages with the bytes its V8 heap holds after a full garbage
 * collection (what it keeps, whatever it had allocated last). SIGTERM closes the app (flushing the
 * view counter) and exits.
 */
export async function listenAndReport(app: FastifyInstance): Promise<void> {
  process.on('SIGTERM', () => {
    void app.close().finally(() => process.exit(0));
  });
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
    } else if (message === 'collect') {
      setFlagsFromString('--expose-gc');
      (runInNewContext('gc') as () => void)();
      process.send?.({ heapUsed: process.memoryUsage().heapUsed });
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port });
}
