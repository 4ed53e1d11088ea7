import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PRODUCT_NAME } from '../../../domain/brand';
import { DEFAULT_RETRY_SCHEDULE, nextAttemptAt, type RetrySchedule } from '../../../domain/webhooks/retry-schedule';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_REDIRECT_MESSAGE, WEBHOOK_SIGNATURE_HEADER } from '../../../domain/webhooks/webhooks';
import { holdSessionLock, selectRows, type Database, type SessionLock } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { postWebhook, type WebhookPostOptions } from '../../infra/webhooks/post';
import { webhookSignatureHeader } from '../../infra/webhooks/signature';

/** What the dispatcher may be given besides its database: tests shorten the waits. */
export interface WebhookDispatchOptions {
  /** When failed deliveries are tried again (domain/webhooks/retry-schedule.ts). */
  schedule?: RetrySchedule;
  /** How often each instance looks for due deliveries. */
  pollMs?: number;
  /** Deliveries one instance sends at once. */
  batchSize?: number;
}

export interface WebhookDispatcher {
  start(): void;
  /** Stops looking for deliveries and waits for the tries under way; then lets the instance's lock go. */
  close(): Promise<void>;
}

const DEFAULT_POLL_MS = 1000;
const DEFAULT_BATCH_SIZE = 10;
const USER_AGENT = `${PRODUCT_NAME}-Webhooks/1.0`;
const LOCK_PREFIX = 'webhook-dispatcher:';

interface ClaimedDelivery {
  id: string;
  body: string;
  createdAt: Date;
  failedAttempts: number;
  url: string;
  secret: string;
}

/**
 * Sends the queued webhook deliveries (the webhook_deliveries table), on every server instance at
 * once, each delivery by one of them:
 * - Each instance holds a session advisory lock named after an id of its own for as long as it runs
 *   (holdSessionLock), which the database lets go with its connection, even after kill -9.
 * - It claims due deliveries in one statement that locks them with FOR UPDATE SKIP LOCKED (two
 *   instances never claim the same rows) and writes its id into claimed_by; then sends them outside
 *   any transaction, and records each try with the delivery's new state, but only while the claim is
 *   still its own.
 * - Each round it looks at the claims of other ids: one whose lock it can take (in a transaction, so
 *   that it lets go at once) belongs to an instance that is gone, whose deliveries are released to be
 *   claimed again. So a restart or a crash loses nothing, and an instance that is alive is never
 *   robbed of a delivery it is sending.
 * A receiver that got a delivery but whose answer was lost with a dying instance gets it again: the
 * event's id tells it so.
 */
export function createWebhookDispatcher(deps: { db: Database; logger: Logger; outbound: WebhookPostOptions } & WebhookDispatchOptions): WebhookDispatcher {
  const { db, logger, outbound } = deps;
  const retrySchedule = deps.schedule ?? DEFAULT_RETRY_SCHEDULE;
  const pollMs = deps.pollMs ?? DEFAULT_POLL_MS;
  const batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  const instance = `${os.hostname()}:${process.pid}`;
  let claimId = randomUUID();
  let lock: SessionLock | null = null;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let isClosed = false;

  async function holdLock(): Promise<SessionLock> {
    if (lock) return lock;
    const id = randomUUID();
    lock = await holdSessionLock(db, `${LOCK_PREFIX}${id}`, (error) => {
      // The lock went with the connection: others may release this instance's claims now. Claims
      // under way keep their old id (their records find the claim gone if it was taken); new ones
      // are made under a new id and lock.
      logger.warn({ err: error }, 'webhook dispatcher lost its database lock');
      lock = null;
    });
    claimId = id;
    return lock;
  }

  /**
   * Releases the claims of instances whose lock is free: they are gone. And this instance's own
   * claims: between rounds it sends nothing, so a claim left is one whose outcome could not be
   * recorded (the database failed), to be tried again.
   */
  async function releaseAbandoned(): Promise<void> {
    await db.update(webhookDeliveries).set({ claimedBy: null }).where(eq(webhookDeliveries.claimedBy, claimId));
    const others = await selectRows<{ claimedBy: string }>(
      db,
      sql`select distinct claimed_by as "claimedBy" from ${webhookDeliveries} where claimed_by is not null and claimed_by <> ${claimId}`,
    );
    for (const { claimedBy } of others) {
      const released = await db.transaction(async (tx) => {
        const [free] = await selectRows<{ isFree: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtextextended(${LOCK_PREFIX + claimedBy}, 0)) as "isFree"`);
        if (!free?.isFree) return 0;
        const rows = await tx.update(webhookDeliveries).set({ claimedBy: null }).where(eq(webhookDeliveries.claimedBy, claimedBy)).returning({ id: webhookDeliveries.id });
        return rows.length;
      });
      if (released > 0) logger.warn({ claimId: claimedBy, released }, 'webhook deliveries of a stopped instance released');
    }
  }

  async function claim(): Promise<ClaimedDelivery[]> {
    const rows = await selectRows<Omit<ClaimedDelivery, 'createdAt' | 'failedAttempts'> & { createdAt: string | Date; failedAttempts: number | string }>(
      db,
      sql`with claimed as (
            update ${webhookDeliveries} set claimed_by = ${claimId}
            where id in (
              select id from ${webhookDeliveries}
              where status = 'pending' and claimed_by is null and next_attempt_at <= now()
              order by next_attempt_at
              limit ${batchSize}
              for update skip locked)
            returning id, endpoint_id, body, created_at)
          select c.id, c.body, c.created_at as "createdAt", e.url, e.secret,
            (select count(*) from ${webhookAttempts} a where a.delivery_id = c.id) as "failedAttempts"
          from claimed c join ${webhookEndpoints} e on e.id = c.endpoint_id`,
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), failedAttempts: Number(row.failedAttempts) }));
  }

  /** Sends one delivery and records the try; never throws (a claim left unrecorded is released next round). */
  async function send(delivery: ClaimedDelivery, claimedBy: string): Promise<void> {
    try {
      await sendAndRecord(delivery, claimedBy);
    } catch (error) {
      logger.error({ err: error, deliveryId: delivery.id }, 'webhook try could not be recorded');
    }
  }

  async function sendAndRecord(delivery: ClaimedDelivery, claimedBy: string): Promise<void> {
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await postWebhook(
        delivery.url,
        delivery.body,
        {
          'user-agent': USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: webhookSignatureHeader(delivery.secret, delivery.body, Math.floor(started / 1000)),
          [WEBHOOK_DELIVERY_HEADER.toLowerCase()]: delivery.id,
        },
        outbound,
      );
    } catch (failure) {
      error = (failure as Error).message.slice(0, 300);
    }
    const isDelivered = status !== null && status >= 200 && status < 300;
    if (status !== null && status >= 300 && status < 400) error = WEBHOOK_REDIRECT_MESSAGE;
    const finished = Date.now();
    const next = isDelivered ? null : nextAttemptAt(delivery.createdAt.getTime(), delivery.failedAttempts + 1, finished, retrySchedule);
    const outcome = isDelivered ? 'delivered' : next === null ? 'failed' : 'pending';
    await db.transaction(async (tx) => {
      const [still] = await tx
        .update(webhookDeliveries)
        .set({ status: outcome, claimedBy: null, nextAttemptAt: new Date(next ?? finished) })
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.claimedBy, claimedBy)))
        .returning({ id: webhookDeliveries.id });
      // Deleted with its endpoint meanwhile, or released as this instance's lock was lost: the try is
      // not this instance's to record.
      if (!still) return;
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        attemptedAt: new Date(started),
        outcome: isDelivered ? 'delivered' : 'failed',
        responseStatus: status,
        error,
        durationMs: finished - started,
        instance,
      });
    });
    const log = { deliveryId: delivery.id, status, error, outcome };
    if (isDelivered) logger.debug(log, 'webhook delivered');
    else logger.info(log, 'webhook delivery failed');
  }

  async function runRound(): Promise<void> {
    await holdLock();
    await releaseAbandoned();
    while (!isClosed && lock) {
      const claimedBy = claimId;
      const claimed = await claim();
      await Promise.all(claimed.map((delivery) => send(delivery, claimedBy)));
      if (claimed.length < batchSize) break;
    }
  }

  function scheduleRound(delayMs: number): void {
    if (isClosed) return;
    timer = setTimeout(() => {
      timer = null;
      round = runRound()
        .catch((error: unknown) => logger.error({ err: error }, 'webhook dispatch failed'))
        .finally(() => {
          round = null;
          scheduleRound(pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      scheduleRound(0);
    },
    async close() {
      isClosed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await round;
      await lock?.release().catch((error: unknown) => logger.warn({ err: error }, 'webhook dispatcher lock not released'));
      lock = null;
    },
  };
}
