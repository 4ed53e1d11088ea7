import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';

export interface ViewCounter {
  /** Counts one view of a code; written to the database with the next batch. */
  record(zarcodeId: string): void;
  /** Writes the pending views now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Today's date in South Africa, where "this month" is reckoned. */
export function southAfricanDay(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });
}

/**
 * Counts code views in memory and writes them every `flushMs` in one statement, so a lookup never
 * waits for a write. A crash loses at most one interval of view counts (never codes).
 */
export function createViewCounter(db: Database, logger: Logger, flushMs = 5_000): ViewCounter {
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>): Promise<void> {
    // Two array parameters, not two per code: a statement takes at most 65,535 parameters, which
    // a busy interval (more than 32,767 codes viewed) would pass, and one long VALUES list is slow
    // for Drizzle to build.
    const ids = sql.param([...batch.keys()]);
    const counts = sql.param([...batch.values()]);
    const day = southAfricanDay();
    // Codes deleted since their view are skipped by the join.
    await db.execute(sql`
      with batch(zarcode_id, views) as (select * from unnest(${ids}::uuid[], ${counts}::int[])),
      existing as (
        select batch.zarcode_id, batch.views from batch join zarcodes z on z.id = batch.zarcode_id
      ),
      daily as (
        insert into zarcode_daily_views (zarcode_id, day, views)
        select zarcode_id, ${day}::date, views from existing
        on conflict (zarcode_id, day) do update set views = zarcode_daily_views.views + excluded.views
      )
      update zarcodes set views = zarcodes.views + existing.views
      from existing where zarcodes.id = existing.zarcode_id`);
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return writing;
    const batch = pending;
    pending = new Map();
    writing = writing
      .then(() => write(batch))
      .catch((error: unknown) => logger.error({ err: error }, 'writing code views failed'));
    return writing;
  }

  return {
    record(zarcodeId) {
      pending.set(zarcodeId, (pending.get(zarcodeId) ?? 0) + 1);
      timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    flush,
    close: flush,
  };
}
