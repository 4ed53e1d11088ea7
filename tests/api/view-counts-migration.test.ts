import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/server/db/client';
import { createPostgresDatabase, type PostgresDatabase } from '../helpers/database';

// The move of all-time views from zarcodes.views to zarcode_view_counts, on a database that has
// codes already: the counts are copied, the ranks kept, and what the version still running during
// the rollout adds to zarcodes.views is carried over to the count table.

/** How the version before the move writes a batch of views: 1 view of one code, 3 of two others. */
const OLDER_VERSION_BATCH = `
  with batch(zarcode_id, views) as (
    select id, n from zarcodes join (values ('Never viewed', 1), ('Viewed 14 times', 3), ('Viewed 1000 times', 3)) v (title, n) using (title)
  ),
  existing as (
    select batch.zarcode_id, batch.views from batch join zarcodes z on z.id = batch.zarcode_id
  ),
  daily as (
    insert into zarcode_daily_views (zarcode_id, day, views)
    select zarcode_id, '2026-03-02'::date, views from existing
    on conflict (zarcode_id, day) do update set views = zarcode_daily_views.views + excluded.views
  )
  update zarcodes set views = zarcodes.views + existing.views
  from existing where zarcodes.id = existing.zarcode_id`;

const LAST_BEFORE_MOVE = '0023_in_bounds_levels';

interface Runner {
  migrate(folder: string): Promise<void>;
  exec(script: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

/** The migrations folder as it was before the move: its journal ends at LAST_BEFORE_MOVE. */
function foldersBeforeMove(): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'zarcode-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === LAST_BEFORE_MOVE);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

async function openRunner(): Promise<Runner> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const database: PostgresDatabase = await createPostgresDatabase('zarcode_migration');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
      exec: async (script) => {
        await client.query(script);
      },
      rows: async <T,>(query: string) => (await client.query(query)).rows as T[],
      async close() {
        await client.end();
        await database.drop();
      },
    };
  }
  const client = await PGlite.create();
  return {
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    exec: async (script) => {
      await client.exec(script);
    },
    rows: async <T,>(query: string) => (await client.query<T>(query)).rows,
    close: () => client.close(),
  };
}

let db: Runner;

/** Each code's stored rank and count (null: no count row), by title. */
async function state(): Promise<Record<string, { rank: number; count: number | null }>> {
  const rows = await db.rows<{ title: string; rank: number; count: number | null }>(`
    select z.title, z.search_rank as rank, c.views as count
    from zarcodes z left join zarcode_view_counts c on c.zarcode_id = z.id order by z.title`);
  return Object.fromEntries(rows.map(({ title, rank, count }) => [title, { rank, count }]));
}

beforeAll(async () => {
  db = await openRunner();
  const before = foldersBeforeMove();
  try {
    await db.migrate(before.folder);
  } finally {
    before.remove();
  }
  await db.exec(`
    insert into users (email, first_name, last_name, password_hash) values ('owner@example.co.za', 'Thandi', 'Nkosi', 'x');
    insert into zarcodes (code, user_id, title, latitude, longitude, city, province, views)
    select '1CT-' || code, (select id from users), title, -33.9249, 18.4241, 'Cape Town', 'Western Cape', views
    from (values ('2222', 'Never viewed', 0), ('2223', 'Viewed 14 times', 14), ('2224', 'Viewed 1000 times', 1000),
      ('2226', 'Counted by day only', 0)) c (code, title, views);
    insert into zarcode_daily_views (zarcode_id, day, views)
    select id, date '2026-03-01', views from zarcodes where views > 0
    union all select id, '2026-03-01', 2 from zarcodes where title = 'Counted by day only';`);
  await db.migrate(MIGRATIONS_FOLDER);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('Migration of view counts to their own table', () => {
  it('copies the counts of codes viewed and ranks them by tier (0 under 16 views, one more at each doubling)', async () => {
    expect(await state()).toEqual({
      // Not a state the app makes, but a migration that failed on it would stop a deploy.
      'Counted by day only': { rank: 0, count: 0 },
      'Never viewed': { rank: 0, count: null },
      'Viewed 1000 times': { rank: 5, count: 1000 },
      'Viewed 14 times': { rank: 0, count: 14 },
    });
    expect(await db.rows(`select count(*)::int as n from zarcode_daily_views`)).toEqual([{ n: 3 }]);
  });

  it("carries the views the older version still adds to zarcodes over to the counts, and their rank", async () => {
    // A code never counted gets its first count before its first daily count needs it.
    await db.exec(OLDER_VERSION_BATCH);
    // A change of anything else is no view.
    await db.exec(`update zarcodes set description = 'Ring twice' where title = 'Viewed 14 times'`);
    expect(await state()).toEqual({
      'Counted by day only': { rank: 0, count: 0 },
      'Never viewed': { rank: 0, count: 1 },
      'Viewed 1000 times': { rank: 5, count: 1003 },
      'Viewed 14 times': { rank: 1, count: 17 },
    });
  });

  it('deletes the counts, all-time and daily, with their code', async () => {
    await db.exec(`delete from zarcodes where title = 'Viewed 14 times'`);
    expect(Object.keys(await state())).not.toContain('Viewed 14 times');
    expect(await db.rows(`select count(*)::int as n from zarcode_view_counts`)).toEqual([{ n: 3 }]);
    expect(await db.rows(`select count(*)::int as n from zarcode_daily_views`)).toEqual([{ n: 4 }]);
  });

  it('gives a new code rank 0 and no count', async () => {
    await db.exec(`
      insert into zarcodes (code, user_id, title, latitude, longitude, city, province)
      values ('1CT-2225', (select id from users), 'New', -33.9249, 18.4241, 'Cape Town', 'Western Cape')`);
    expect((await state()).New).toEqual({ rank: 0, count: null });
  });
});
