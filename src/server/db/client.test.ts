import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/**
 * A pool whose one client fails every statement, as a connection the server has just ended does. The
 * drizzle-orm patch in `patches/` is what these tests hold: unpatched, a transaction whose BEGIN fails
 * keeps its client for ever (https://github.com/drizzle-team/drizzle-orm/issues/6341), and the pool
 * runs dry after as many database restarts as it has connections.
 */
function poolOfDeadConnection() {
  const client = {
    statements: [] as string[],
    releases: 0,
    async query(statement: { text?: string } | string) {
      client.statements.push(typeof statement === 'string' ? statement : (statement.text ?? ''));
      throw new Error('Connection terminated unexpectedly');
    },
    release() {
      client.releases += 1;
    },
  };
  class DeadPool extends pg.Pool {
    override connect = (async () => client) as unknown as pg.Pool['connect'];
  }
  return { pool: new DeadPool(), client };
}

describe('a transaction on the pool whose BEGIN fails', () => {
  it('gives its connection back to the pool once, runs nothing of the transaction and no ROLLBACK', async () => {
    const { pool, client } = poolOfDeadConnection();
    let ran = false;
    await expect(
      drizzle(pool).transaction(async () => {
        ran = true;
      }),
    ).rejects.toThrow(/begin/);
    expect(ran).toBe(false);
    expect(client.releases).toBe(1);
    expect(client.statements).toEqual(['begin']);
  });
});
