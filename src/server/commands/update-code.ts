import { eq } from 'drizzle-orm';
import { MOVE_REFUSED_MESSAGE } from '../../domain/change-requests/change-requests';
import { isLocationChange, type LatLng } from '../../domain/geo/coordinate-checks';
import { type UpdateZarcodeBody, COUNTRY_MESSAGE } from '../../domain/zarcode/schemas';
import type { Actor } from '../actor';
import type { Database, Queryable } from '../db/client';
import { zarcodes } from '../db/schema';
import { sentFields } from '../db/values';
import { badRequest, conflict, notFound } from '../errors';
import type { PlaceLookup } from '../infra/geocoder';
import { recordAudit, type AuditContext } from '../features/audit';
import { mayMoveCode, lockOpenWindow, markApplied } from '../features/change-requests';
import {
  OWNER_EDITABLE_FIELDS,
  ZARCODE_NOT_FOUND,
  auditedFields,
  getZarcodeByCode,
  getZarcodeFor,
  type CodeChangeListener,
  type ZarcodeRow,
  type ZarcodeWithOwner,
} from '../features/zarcodes';

// Editing a code, and moving it: a move is the owner applying an approved change request, in its window.

/**
 * The move of a code by `actor` inside the edit's transaction: allowed only when the policy says so
 * (its owner, in the window of an approved request, which is locked and marked applied with the
 * position before and after). Answers the columns that change: the point, and the suburb, city and
 * province that follow it. 409 otherwise; 400 for a point outside South Africa.
 */
async function applyApprovedMove(tx: Queryable, actor: Actor, code: ZarcodeRow, target: LatLng, place: Awaited<ReturnType<PlaceLookup>>, now: Date) {
  const [locked] = await tx
    .select({ latitude: zarcodes.latitude, longitude: zarcodes.longitude })
    .from(zarcodes)
    .where(eq(zarcodes.id, code.id))
    .for('update');
  const request = await lockOpenWindow(tx, code.id, now);
  if (!locked || !mayMoveCode(actor, code, request, now)) throw conflict(MOVE_REFUSED_MESSAGE);
  if (!place) throw badRequest(COUNTRY_MESSAGE);
  const to = { latitude: target.latitude.toFixed(6), longitude: target.longitude.toFixed(6) };
  await markApplied(tx, request!.id, { from: locked, to, at: now });
  return { ...to, suburb: place.suburb, city: place.city, province: place.province };
}

/**
 * Edits title, description, privacy, address lines and suburb. Moving the code (over 0.0001 degree
 * in either coordinate) is for its owner in the 24 hours after an admin approved their change
 * request: suburb, city and province then follow the point and the request becomes applied. Any
 * other move is refused with 409 (the code stays where it is; a 403 would sign the web user out).
 * An admin's edit of someone else's code is recorded in the audit log (`audit`); integrators who
 * follow the code are told (`codeEvents`), in the same transaction.
 */
export async function updateZarcode(
  db: Database,
  actor: Actor,
  code: string | null,
  body: UpdateZarcodeBody,
  context: { audit: AuditContext; lookUpPlace: PlaceLookup; codeEvents: CodeChangeListener },
  now: Date = new Date(),
): Promise<ZarcodeWithOwner> {
  const { audit, lookUpPlace, codeEvents } = context;
  const { existing, access } = await getZarcodeFor(db, actor, code, 'edit');
  const target: LatLng = {
    latitude: body.latitude ?? Number(existing.latitude),
    longitude: body.longitude ?? Number(existing.longitude),
  };
  const isMoved = isLocationChange(existing, target);
  if (isMoved && existing.userId !== actor.id) throw conflict(MOVE_REFUSED_MESSAGE);

  const changes: Partial<typeof zarcodes.$inferInsert> = { ...sentFields(body, OWNER_EDITABLE_FIELDS), updatedAt: now };
  // The place is looked up before the transaction: the lookup may read the settings, and an embedded
  // database has one connection, which the transaction holds.
  const place = isMoved ? await lookUpPlace(target.latitude, target.longitude) : null;
  await db.transaction(async (tx) => {
    // The row as the change finds it, locked: what the integrators' events compare with.
    const [before] = await tx.select().from(zarcodes).where(eq(zarcodes.id, existing.id)).for('update');
    if (!before) throw notFound(ZARCODE_NOT_FOUND);
    if (isMoved) Object.assign(changes, await applyApprovedMove(tx, actor, existing, target, place, now));
    const [updated] = await tx.update(zarcodes).set(changes).where(eq(zarcodes.id, existing.id)).returning();
    await codeEvents.changed(tx, before, updated!);
    if (access.isAdminAction) {
      await recordAudit(tx, audit, {
        action: 'zarcode.update',
        targetType: 'zarcode',
        targetId: existing.code,
        before: auditedFields(existing),
        after: auditedFields(updated!),
      });
    }
  });
  return getZarcodeByCode(db, existing.code);
}
