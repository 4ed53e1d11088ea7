import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  MAX_WEBHOOKS,
  WEBHOOK_CREDENTIALS_MESSAGE,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_HTTPS_ONLY_MESSAGE,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_STILL_TRYING_MESSAGE,
} from '../../../domain/webhooks/webhooks';
import type { CreateWebhookBody } from '../../../domain/webhooks/schemas';
import type { Viewer } from '../../actor';
import type { Database, Queryable } from '../../db/client';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { isUuid } from '../../db/values';
import { badRequest, conflict, notFound } from '../../errors';
import { newSecret } from '../../infra/secrets';
import { DestinationError, resolveDestination, type ResolveHost } from '../../infra/webhooks/destinations';
import { canManageWebhook, ownsWebhook } from './policy';

export type WebhookRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';

/** 32 random bytes: the HMAC key of an endpoint's signatures. */
const SECRET_BYTES = 32;

/** Where a webhook may go: the same guard checks the address when it is registered and at each try. */
export interface WebhookDestinations {
  allowPrivate: boolean;
  resolve: ResolveHost;
}

/**
 * Refuses an address deliveries could not be sent to, with words for its owner: anything but https
 * (http too when private addresses are allowed, for tests and closed networks), user names and
 * passwords in it, and a host that does not resolve or resolves to a private, loopback or link-local
 * address. Each try checks the address again (a name may be pointed elsewhere later).
 */
export async function checkWebhookUrl(text: string, destinations: WebhookDestinations): Promise<string> {
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(destinations.allowPrivate && url.protocol === 'http:')) throw badRequest(WEBHOOK_HTTPS_ONLY_MESSAGE);
  if (url.username || url.password) throw badRequest(WEBHOOK_CREDENTIALS_MESSAGE);
  try {
    await resolveDestination(url.hostname, destinations);
  } catch (error) {
    if (error instanceof DestinationError) throw badRequest(error.message);
    throw error;
  }
  url.hash = '';
  return url.toString();
}

/**
 * A new endpoint of `userId` and its signing secret, which is answered this once. 409 beyond the
 * endpoints one user may have. The owner's row is locked so that two at once cannot both take the last place.
 */
export async function createWebhook(
  db: Database,
  userId: string,
  body: CreateWebhookBody,
  destinations: WebhookDestinations,
): Promise<{ row: WebhookRow; secret: string }> {
  const url = await checkWebhookUrl(body.url, destinations);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await tx.$count(webhookEndpoints, eq(webhookEndpoints.userId, userId))) >= MAX_WEBHOOKS) {
      throw conflict(WEBHOOK_LIMIT_MESSAGE);
    }
    const secret = newSecret(SECRET_BYTES, WEBHOOK_SECRET_PREFIX);
    const [row] = await tx.insert(webhookEndpoints).values({ userId, url, events: body.events, secret }).returning();
    return { row: row!, secret };
  });
}

/** The caller's endpoints, newest first. */
export async function listWebhooks(db: Queryable, userId: string): Promise<WebhookRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(desc(webhookEndpoints.createdAt));
}

async function findWebhook(db: Queryable, id: string): Promise<WebhookRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

/** An endpoint `viewer` may delete and read the deliveries of (policy.ts); anyone else is told it does not exist. */
export async function getManageableWebhook(db: Queryable, viewer: Viewer, id: string): Promise<WebhookRow> {
  const found = await findWebhook(db, id);
  if (!found || !canManageWebhook(viewer, found)) throw notFound(WEBHOOK_NOT_FOUND);
  return found;
}

/** An endpoint of `viewer`'s own; anyone else's is not found. */
export async function getOwnWebhook(db: Queryable, viewer: Viewer, id: string): Promise<WebhookRow> {
  const found = await findWebhook(db, id);
  if (!found || !ownsWebhook(viewer, found)) throw notFound(WEBHOOK_NOT_FOUND);
  return found;
}

/** Deletes an endpoint; its deliveries go with it, pending ones included (a try under way finishes unrecorded). */
export async function deleteWebhook(db: Queryable, viewer: Viewer, id: string): Promise<WebhookRow> {
  const found = await getManageableWebhook(db, viewer, id);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, found.id));
  return found;
}

/** A new secret in place of the old, answered this once; every try from now on is signed with it. */
export async function rotateWebhookSecret(db: Queryable, viewer: Viewer, id: string): Promise<{ row: WebhookRow; secret: string }> {
  const found = await getOwnWebhook(db, viewer, id);
  const secret = newSecret(SECRET_BYTES, WEBHOOK_SECRET_PREFIX);
  const [row] = await db.update(webhookEndpoints).set({ secret, secretRotatedAt: sql`now()` }).where(eq(webhookEndpoints.id, found.id)).returning();
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return { row, secret };
}

export interface DeliveryWithAttempts extends DeliveryRow {
  attempts: AttemptRow[];
}

async function withAttempts(db: Queryable, deliveries: DeliveryRow[]): Promise<DeliveryWithAttempts[]> {
  const ids = deliveries.map((delivery) => delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(asc(webhookAttempts.attemptedAt));
  return deliveries.map((delivery) => ({ ...delivery, attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id) }));
}

/** An endpoint's latest deliveries, newest first, with their tries. */
export async function listDeliveries(db: Queryable, viewer: Viewer, webhookId: string): Promise<DeliveryWithAttempts[]> {
  const webhook = await getManageableWebhook(db, viewer, webhookId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhook.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
  return withAttempts(db, rows);
}

/** A delivery to an endpoint of `viewer`'s own; anyone else's is not found. */
export async function getOwnDelivery(db: Queryable, viewer: Viewer, id: string): Promise<DeliveryRow> {
  const [found] = isUuid(id)
    ? await db
        .select({ delivery: webhookDeliveries, userId: webhookEndpoints.userId })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id))
    : [];
  if (!found || !ownsWebhook(viewer, found)) throw notFound(DELIVERY_NOT_FOUND);
  return found.delivery;
}

/**
 * Sends a delivery again: a new delivery of the same event to the same endpoint (same id and body,
 * so a receiver that had it can tell), due at once and retried like any other. 409 while the
 * delivery is still being tried: its own retries are on their way.
 */
export async function resendDelivery(db: Queryable, viewer: Viewer, id: string): Promise<DeliveryWithAttempts> {
  const found = await getOwnDelivery(db, viewer, id);
  if (found.status === 'pending') throw conflict(WEBHOOK_STILL_TRYING_MESSAGE);
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: found.endpointId, eventId: found.eventId, eventType: found.eventType, body: found.body, isResend: true })
    .returning();
  return { ...copy!, attempts: [] };
}

/** Deletes deliveries that are over (delivered or failed) and older than the retention; answers how many. */
export async function deleteOldDeliveries(db: Queryable): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      and(
        ne(webhookDeliveries.status, 'pending'),
        lt(webhookDeliveries.createdAt, sql`now() - ${WEBHOOK_DELIVERY_RETENTION_DAYS}::integer * interval '1 day'`),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}
