import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role } from '../../../domain/auth/roles';
import type { WebhookEventType } from '../../../domain/webhooks/webhooks';
import { selectRows, type Queryable } from '../../db/client';
import { apiKeys, users, webhookDeliveries, webhookEndpoints, zarcodeWatches } from '../../db/schema';

/** A user whose endpoints take an event: what they may see of it is decided by their id and role. */
export interface WebhookRecipient {
  userId: string;
  role: Role;
}

/** Users who are active and have an endpoint taking `type`, among `where`'s. */
async function recipientsWhere(db: Queryable, type: WebhookEventType, where: ReturnType<typeof sql>): Promise<WebhookRecipient[]> {
  return selectRows<WebhookRecipient>(
    db,
    sql`select u.id as "userId", u.role
        from ${users} u
        where u.is_active and (${where})
          and exists (select 1 from ${webhookEndpoints} e where e.user_id = u.id and ${type} = any(e.events))`,
  );
}

/**
 * Who hears of `type` about a code: its owner, and the owners of the API keys (not revoked) that
 * watch it, each once however many of their keys watch it, when they are active and one of their
 * endpoints takes the event. Read in the change's transaction, before a deletion takes the watches.
 */
export function codeEventRecipients(db: Queryable, type: WebhookEventType, code: { id: string; userId: string }): Promise<WebhookRecipient[]> {
  return recipientsWhere(
    db,
    type,
    sql`u.id = ${code.userId} or u.id in (
          select k.user_id from ${zarcodeWatches} w join ${apiKeys} k on k.id = w.api_key_id
          where w.zarcode_id = ${code.id} and k.revoked_at is null)`,
  );
}

/** The JSON a receiver gets: `{ id, type, createdAt, data }`, in that order. */
export function webhookEventBody(id: string, type: WebhookEventType, createdAt: Date, data: unknown): string {
  return JSON.stringify({ id, type, createdAt: createdAt.toISOString(), data });
}

/**
 * Queues an event for each recipient's endpoints that take it, in the caller's transaction: the
 * deliveries are there exactly when the change is. Each recipient's event has an id of its own (its
 * data is theirs: what they may see of it), the same at each of their endpoints and on every try.
 * A recipient who is no longer active, or has no endpoint for the event, gets nothing.
 */
export async function enqueueWebhookEvent(
  db: Queryable,
  type: WebhookEventType,
  recipients: readonly { userId: string; data: unknown }[],
  createdAt = new Date(),
): Promise<void> {
  if (recipients.length === 0) return;
  const events = recipients.map((recipient) => {
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    return { userId: recipient.userId, id, body: webhookEventBody(id, type, createdAt, recipient.data) };
  });
  await db.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, body)
    select e.id, r.event_id, ${type}, r.body
    from unnest(${sql.param(events.map((event) => event.userId))}::uuid[], ${sql.param(events.map((event) => event.id))}::text[],
                ${sql.param(events.map((event) => event.body))}::text[]) as r(user_id, event_id, body)
    join ${webhookEndpoints} e on e.user_id = r.user_id and ${type} = any(e.events)
    join ${users} u on u.id = r.user_id and u.is_active
  `);
}
