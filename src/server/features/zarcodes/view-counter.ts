import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { southAfricanDay } from '../../../domain/time/south-african-time';
import type { Database } from '../../db/client';
import { runOutsideRequests } from '../../infra/logger';

export interface ViewCounter {
  /** Counts one view of a code; written to the database with the next batch. */
  record(zarcodeId: string): void;
  /** Writes the pending views now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Codes per statement, and the pause between statements, when a batch is written. */
const CHUNK_SIZE = 500;
const CHUNK_PAUSE_MS = 50;

/**
 * Counts code views in memory and writes them every `flushMs`, so a lookup never waits for a
 * write. A crash loses at most one interval of view counts (never codes).
 *
 * The all-time counts live in a narrow table of their own (zarcode_view_counts), not in the wide
 * rows of zarcodes: a batch rewrites its small pages, and a row of zarcodes only when a count
 * enters another tier (16, 48, 112, ... views) and the code's search rank changes (a trigger on the
 * count table). Each code viewed is still a row changed at a random place, so a batch goes in statements of
 * CHUNK_SIZE codes with a short pause between them, sparing the lookups running meanwhile one long
 * burst of work; and without waiting for the WAL to reach the disk, as a crash may lose this
 * interval's counts anyway. Each statement changes its rows in key order, so that two instances
 * writing at once take their row locks in the same order instead of deadlocking on each other.
 */
export function createViewCounter(
  db: Database,
  logger: Logger,
  options: {
    flushMs?: number;
    /** After each batch: the counts it changed are in answers from now on. */
    onWritten?: () => void;
  } = {},
): ViewCounter {
  const { flushMs = 5_000, onWritten = () => {} } = options;
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function writeChunk(chunkIds: string[], chunkCounts: number[], day: string): Promise<void> {
    // Two array parameters, not two per code: one long VALUES list is slow for Drizzle to build.
    const ids = sql.param(chunkIds);
    const counts = sql.param(chunkCounts);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit to off`);
      // Codes deleted since their view are skipped by the join.
      await tx.execute(sql`
        with batch(zarcode_id, views) as (select * from unnest(${ids}::uuid[], ${counts}::int[])),
        existing as (
          select batch.zarcode_id, batch.views from batch join zarcodes z on z.id = batch.zarcode_id
        ),
        daily as (
          insert into zarcode_daily_views (zarcode_id, day, views)
          select zarcode_id, ${day}::date, views from existing order by zarcode_id
          on conflict (zarcode_id, day) do update set views = zarcode_daily_views.views + excluded.views
        )
        insert into zarcode_view_counts (zarcode_id, views)
        select zarcode_id, views from existing order by zarcode_id
        on conflict (zarcode_id) do update set views = zarcode_view_counts.views + excluded.views`);
    });
  }

  // Read from the batch a chunk at a time, not copied whole into [id, views] pairs first: the pairs
  // lived as long as the batch's writing (up to a second) and so outlived the young generation.
  async function write(batch: Map<string, number>): Promise<void> {
    const day = southAfricanDay();
    let ids: string[] = [];
    let counts: number[] = [];
    let isFirstChunk = true;
    const writeIds = async () => {
      if (!isFirstChunk) await sleep(CHUNK_PAUSE_MS);
      isFirstChunk = false;
      await writeChunk(ids, counts, day);
      ids = [];
      counts = [];
    };
    for (const id of batch.keys()) {
      ids.push(id);
      counts.push(batch.get(id)!);
      if (ids.length === CHUNK_SIZE) await writeIds();
    }
    if (ids.length > 0) await writeIds();
    onWritten();
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
      // The batch holds the views of many requests: its lines name none of them.
      timer ??= runOutsideRequests(() => setTimeout(() => void flush(), flushMs).unref());
    },
    flush,
    close: flush,
  };
}
