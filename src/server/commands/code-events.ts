import type { V1Place } from '../../domain/api-v1/schemas';
import { CODE_CHANGE_FIELDS, type CodeChangeField, type ZarcodeMovedData, type ZarcodeUpdatedData } from '../../domain/webhooks/schemas';
import type { Queryable } from '../db/client';
import { canLocateByApi, presentPlace } from '../features/api-v1';
import { codeEventRecipients, enqueueWebhookEvent, type WebhookRecipient } from '../features/webhooks';
import type { CodeChangeListener, ZarcodeRow } from '../features/zarcodes';

// A code's changes told to the integrators who follow it (its owner, and the owners of the API keys
// that watch it), as webhook events queued in the change's own transaction. Each is told what the
// API would answer them about the code: someone else's private code is never located.

/** A code as one recipient may read it: located, or only named. */
function codeState(row: ZarcodeRow, recipient: WebhookRecipient, publicUrl: string) {
  const viewer = { id: recipient.userId, role: recipient.role };
  const place = canLocateByApi(viewer, row) ? presentPlace(row, publicUrl) : null;
  return { zarcode: row.code, status: place ? ('found' as const) : ('private' as const), place, isOwn: row.userId === recipient.userId };
}

/** The fields besides the point whose values a recipient sees change (privacy when the code went in or out of their sight). */
function changedFields(before: V1Place | null, after: V1Place | null): CodeChangeField[] {
  if (before === null || after === null) return before === after ? [] : ['privacy'];
  return CODE_CHANGE_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/**
 * Queues the event of a change of `before` into `after`, in the change's transaction: `zarcode.moved`
 * when the point changed (with what else changed), else `zarcode.updated` for each recipient who sees
 * something change of what the API shows (title, privacy, address). Nothing else of a code (its
 * description, photos, views) is told.
 */
export async function enqueueCodeChange(tx: Queryable, publicUrl: string, before: ZarcodeRow, after: ZarcodeRow): Promise<void> {
  const isMoved = before.latitude !== after.latitude || before.longitude !== after.longitude;
  const type = isMoved ? 'zarcode.moved' : 'zarcode.updated';
  const recipients = await codeEventRecipients(tx, type, after);
  const events = recipients.flatMap((recipient) => {
    const was = codeState(before, recipient, publicUrl);
    const is = codeState(after, recipient, publicUrl);
    const changes = changedFields(was.place, is.place);
    if (isMoved) {
      const previous = was.place && is.place ? { latitude: was.place.latitude, longitude: was.place.longitude, plusCode: was.place.plusCode } : null;
      const data: ZarcodeMovedData = { ...is, previous, changes };
      return [{ userId: recipient.userId, data }];
    }
    if (changes.length === 0) return [];
    const data: ZarcodeUpdatedData = { ...is, changes };
    return [{ userId: recipient.userId, data }];
  });
  await enqueueWebhookEvent(tx, type, events);
}

/** Queues `zarcode.deleted` of a code, in the deletion's transaction and before it (the watches go with the code). */
export async function enqueueCodeDeletion(tx: Queryable, row: ZarcodeRow): Promise<void> {
  const recipients = await codeEventRecipients(tx, 'zarcode.deleted', row);
  await enqueueWebhookEvent(
    tx,
    'zarcode.deleted',
    recipients.map((recipient) => ({ userId: recipient.userId, data: { zarcode: row.code, isOwn: row.userId === recipient.userId } })),
  );
}

/** The listener the code services tell their changes to, in their transactions. */
export function codeChangeListener(publicUrl: string): CodeChangeListener {
  return {
    changed: (tx, before, after) => enqueueCodeChange(tx, publicUrl, before, after),
    deleting: (tx, row) => enqueueCodeDeletion(tx, row),
  };
}
