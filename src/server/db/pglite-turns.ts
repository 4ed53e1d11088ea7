import type { PGlite } from '@electric-sql/pglite';

/**
 * How many reads may go ahead of a write that waits. Reads are short (a lookup, a session check);
 * without a bound, a steady stream of them would hold writes back for ever.
 */
export const READS_AHEAD_OF_A_WRITE = 8;

/** A statement that only asks (SELECT ...), sent outside a transaction. */
function isRead(statement: unknown): boolean {
  return typeof statement === 'string' && /^\s*select\b/i.test(statement);
}

/**
 * Makes the embedded database let the server hear other requests between its statements, and
 * answer reads before the writes queued ahead of them.
 *
 * PGlite runs PostgreSQL inside the server's own thread: a statement holds the thread while it
 * runs, and PGlite hands the database to the next waiting statement through promises alone, so a
 * queue of statements (a burst of code creations) ran back to back without the event loop ever
 * reading a socket. A health check, a lookup or a sign-in arriving meanwhile waited for the whole
 * queue (seconds). Here every statement and transaction takes its turn through setImmediate: Node
 * reads its sockets between any two of them, and what it reads joins the queue.
 *
 * Two queues: single SELECTs (a lookup, a session check, the readiness check) go before waiting
 * writes and transactions, up to READS_AHEAD_OF_A_WRITE ahead of any one write, so that a lookup during a burst of
 * creations waits for the statement running and the reads ahead of it, not for every creation's
 * transaction. Reordering statements of different requests changes nothing they can see (requests
 * under way at once have no order); a request's own statements are asked one after another, each
 * after the one before has answered, so they keep their order. Statements inside a transaction run
 * on the transaction's own handle and are not held back.
 */
export function takeTurnsWithRequests(client: PGlite): PGlite {
  const reads: (() => Promise<void>)[] = [];
  const writes: (() => Promise<void>)[] = [];
  let readsAheadOfWaitingWrite = 0;
  let isTakingTurns = false;

  const takeNextTurn = () => {
    const isReadTurn = reads.length > 0 && (writes.length === 0 || readsAheadOfWaitingWrite < READS_AHEAD_OF_A_WRITE);
    const turn = isReadTurn ? reads.shift() : writes.shift();
    if (!turn) {
      isTakingTurns = false;
      return;
    }
    readsAheadOfWaitingWrite = isReadTurn && writes.length > 0 ? readsAheadOfWaitingWrite + 1 : 0;
    void turn().finally(() => setImmediate(takeNextTurn));
  };

  const inTurn = <T>(queue: (() => Promise<void>)[], work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push(async () => {
        try {
          resolve(await work());
        } catch (error) {
          reject(error);
        }
      });
      if (!isTakingTurns) {
        isTakingTurns = true;
        setImmediate(takeNextTurn);
      }
    });

  // A view of the client for the server's calls. PGlite's calls to itself (while it starts, or
  // within a statement) go to the client and are never queued behind the call that made them; every
  // other method runs on the client itself (its private fields are the client's).
  const queued: Partial<PGlite> = {
    query: ((...args: Parameters<PGlite['query']>) =>
      inTurn(isRead(args[0]) ? reads : writes, () => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => inTurn(writes, () => client.exec(...args))) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) => inTurn(writes, () => client.transaction(...args))) as PGlite['transaction'],
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(queued, property)) return queued[property as keyof typeof queued];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
