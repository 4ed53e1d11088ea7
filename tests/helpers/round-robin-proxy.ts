import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which upstream answered each request, in order. */
  served: string[];
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: each request goes to the next upstream in turn, with the client's
 * address in X-Forwarded-For. An upstream that refuses or drops a connection answers that request
 * 502 and is taken out of the turn, as a balancer's passive health check does.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const live = [...upstreams];
  const served: string[] = [];
  const agent = new http.Agent({ keepAlive: true });
  let turn = 0;
  const server = http.createServer((request, response) => {
    const target = live[turn++ % live.length];
    if (!target) {
      response.writeHead(503).end();
      return;
    }
    const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
    delete headers.connection;
    const forwarded = http.request(`${target}${request.url}`, { method: request.method, headers, agent }, (answer) => {
      served.push(target);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    forwarded.on('error', () => {
      const index = live.indexOf(target);
      if (index >= 0) live.splice(index, 1);
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
