import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READS_AHEAD_OF_A_WRITE, takeTurnsWithRequests } from './pglite-turns';

describe('takeTurnsWithRequests', () => {
  let plain: PGlite;
  let turned: PGlite;
  // A new PGlite runs initdb in WebAssembly: seconds on a busy machine.
  beforeAll(async () => {
    plain = await PGlite.create();
    turned = takeTurnsWithRequests(await PGlite.create());
  }, 60_000);
  afterAll(async () => {
    await plain.close();
    await turned.close();
  });

  /** How many of 30 queued statements had finished when a timer due at once got to run. */
  async function finishedBeforeTimer(client: PGlite): Promise<number> {
    let finished = 0;
    const work = Array.from({ length: 30 }, () =>
      client.query('select count(*) from generate_series(1, 1000)').then(() => finished++),
    );
    const seenAt = await new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
    await Promise.all(work);
    return seenAt;
  }

  it('lets the event loop run between queued statements, where PGlite alone runs them all first', async () => {
    expect(await finishedBeforeTimer(plain)).toBe(30);
    expect(await finishedBeforeTimer(turned)).toBeLessThan(5);
  });

  it('keeps reads in the order they were asked, and writes in theirs, a failed one failing alone', async () => {
    const order: number[] = [];
    const results = await Promise.allSettled([
      turned.query('select 1').then(() => order.push(1)),
      turned.query('select * from no_such_table').then(() => order.push(2)),
      turned.transaction(async (tx) => {
        await tx.query('select 3');
        order.push(3);
      }),
      turned.exec('select 4').then(() => order.push(4)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(order).toEqual([1, 3, 4]);
  });

  it('answers a read asked during a burst of writes before the writes queued ahead of it', async () => {
    await turned.exec('create table if not exists burst (n int)');
    const order: string[] = [];
    const writes = Array.from({ length: 20 }, (_, n) =>
      turned.transaction(async (tx) => {
        await tx.query('insert into burst values ($1)', [n]);
      }).then(() => order.push('write')),
    );
    const lookup = turned.query('select count(*) from burst').then(() => order.push('read'));
    await Promise.all([...writes, lookup]);
    expect(order.indexOf('read')).toBeLessThan(2);
  });

  it('lets a write waiting behind a stream of reads go after at most a few of them', async () => {
    const order: string[] = [];
    const firstReads = Array.from({ length: 3 }, () => turned.query('select 1').then(() => order.push('read')));
    const write = turned.query('insert into burst values (0)').then(() => order.push('write'));
    const moreReads = Array.from({ length: 30 }, () => turned.query('select 1').then(() => order.push('read')));
    await Promise.all([...firstReads, write, ...moreReads]);
    expect(order.indexOf('write')).toBeLessThanOrEqual(READS_AHEAD_OF_A_WRITE);
  });
});
