import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes the embedded database let the server hear other requests between its statements.
 *
 * PGlite runs PostgreSQL inside the server's own thread: a statement holds the thread while it
 * runs, and PGlite hands the database to the next waiting statement through promises alone, so a
 * queue of statements (a burst of code creations) ran back to back without the event loop ever
 * reading a socket. A health check, a lookup or a sign-in arriving meanwhile waited for the whole
 * queue (seconds). Here every statement and transaction takes its turn through setImmediate: Node
 * reads its sockets between any two of them, and what it reads joins the queue behind the work
 * already waiting, so nothing waits longer than the work ahead of it. Statements inside a
 * transaction run on the transaction's own handle and are not held back.
 */
export function takeTurnsWithRequests(client: PGlite): PGlite {
  let lastTurn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    lastTurn = result.catch(() => undefined);
    return result;
  };
  // A view of the client for the server's calls. PGlite's calls to itself (while it starts, or
  // within a statement) go to the client and are never queued behind the call that made them; every
  // other method runs on the client itself (its private fields are the client's).
  const queued: Partial<PGlite> = {
    query: ((...args: Parameters<PGlite['query']>) => inTurn(() => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => inTurn(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) => inTurn(() => client.transaction(...args))) as PGlite['transaction'],
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(queued, property)) return queued[property as keyof typeof queued];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
