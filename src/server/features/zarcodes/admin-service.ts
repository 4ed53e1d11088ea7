import { and, count, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paginationOf } from '../../../domain/api/pagination';
import { isLocationChange } from '../../../domain/geo/coordinate-checks';
import type { AdminUpdateZarcodeBody, AdminZarcode, AdminZarcodeListReply, AdminZarcodesQuery } from '../../../domain/zarcode/admin-schemas';
import { COUNTRY_MESSAGE } from '../../../domain/zarcode/schemas';
import { codeReadings } from '../../../domain/zarcode/typed-code';
import type { Database, Queryable } from '../../db/client';
import { newestFirst, pageOf } from '../../db/lists';
import { users, zarcodes } from '../../db/schema';
import { codeContains, containsText, sentFields } from '../../db/values';
import { badRequest, notFound } from '../../errors';
import type { PlaceLookup } from '../../infra/geocoder';
import { type AdminCall, recordAudit } from '../audit';
import { presentAdminZarcode, type AdminZarcodeRow } from './presenter';
import { OWNER_EDITABLE_FIELDS, ZARCODE_NOT_FOUND, auditedFields, selectWithOwner, toWithOwner, type CodeChangeListener, type ZarcodeRow } from './service';

// What admins do with any code: list and search all of them, change and move one, verify it,
// delete it. Every write is recorded in the audit log in its own transaction.

const verifier = alias(users, 'verifier');

function selectForAdmin(db: Queryable) {
  return selectWithOwner(db, {
    verifierId: verifier.id,
    verifierEmail: verifier.email,
    verifierFirstName: verifier.firstName,
    verifierLastName: verifier.lastName,
  }).leftJoin(verifier, eq(verifier.id, zarcodes.verifiedBy));
}

type AdminJoinedRow = Awaited<ReturnType<ReturnType<typeof selectForAdmin>['execute']>>[number];

function toAdminRow(row: AdminJoinedRow): AdminZarcodeRow {
  const { verifierId, verifierEmail, verifierFirstName, verifierLastName, ...joined } = row;
  return {
    ...toWithOwner(joined),
    verifier:
      verifierId && verifierEmail
        ? { id: verifierId, email: verifierEmail, firstName: verifierFirstName ?? '', lastName: verifierLastName ?? '' }
        : null,
  };
}

export function adminFilters(query: Omit<AdminZarcodesQuery, 'page' | 'limit'>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.province) filters.push(eq(zarcodes.province, query.province));
  if (query.owner) filters.push(eq(zarcodes.userId, query.owner));
  if (query.verified) filters.push(eq(zarcodes.isVerified, query.verified === 'verified'));
  if (query.search) {
    const fields = [zarcodes.title, zarcodes.addressLine1, zarcodes.suburb, zarcodes.city, users.email];
    filters.push(or(codeContains(zarcodes.code, query.search), containsText(query.search, fields))!);
  }
  return and(...filters);
}

/** GET /api/admin/zarcodes: newest first. */
export async function listAdminZarcodes(db: Database, viewer: AdminCall['actor'], query: AdminZarcodesQuery): Promise<AdminZarcodeListReply> {
  const where = adminFilters(query);
  const [rows, [totals]] = await Promise.all([
    pageOf(selectForAdmin(db).where(where).$dynamic(), newestFirst(zarcodes), query),
    db.select({ total: count() }).from(zarcodes).leftJoin(users, eq(users.id, zarcodes.userId)).where(where),
  ]);
  return {
    zarcodes: rows.map((row) => presentAdminZarcode(toAdminRow(row), viewer)),
    pagination: paginationOf(query, totals?.total ?? 0),
  };
}

/** A code by what was typed (any case, with or without the hyphen, look-alikes read), or 404. */
async function getAdminRow(db: Queryable, typed: string): Promise<AdminZarcodeRow> {
  for (const code of codeReadings(typed)) {
    const [row] = await selectForAdmin(db).where(eq(zarcodes.code, code)).limit(1);
    if (row) return toAdminRow(row);
  }
  throw notFound(ZARCODE_NOT_FOUND);
}

/** GET /api/admin/zarcodes/{code}. */
export async function getAdminZarcode(db: Database, viewer: AdminCall['actor'], typed: string): Promise<AdminZarcode> {
  return presentAdminZarcode(await getAdminRow(db, typed), viewer);
}

/** The fields of a code the audit log keeps before and after an admin's change: with its owner and admin-only state. */
function auditedZarcode(row: ZarcodeRow) {
  return {
    code: row.code,
    userId: row.userId,
    ...auditedFields(row),
    isVerified: row.isVerified,
    verifiedBy: row.verifiedBy,
    hiddenAt: row.hiddenAt,
    hiddenReason: row.hiddenReason,
  };
}


/**
 * Changes a code in one transaction with its audit entry and what `listener` records of it: `changes`
 * from the row as it is (locked). Answers the code as it is afterwards.
 */
async function changeZarcode(
  db: Database,
  call: AdminCall,
  typed: string,
  action: string,
  changes: (row: ZarcodeRow) => Partial<typeof zarcodes.$inferInsert>,
  listener: CodeChangeListener,
): Promise<AdminZarcode> {
  const existing = await getAdminRow(db, typed);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(zarcodes).where(eq(zarcodes.id, existing.id)).for('update');
    if (!locked) throw notFound(ZARCODE_NOT_FOUND);
    const [updated] = await tx
      .update(zarcodes)
      .set({ ...changes(locked), updatedAt: new Date() })
      .where(eq(zarcodes.id, locked.id))
      .returning();
    await listener.changed(tx, locked, updated!);
    await recordAudit(tx, call.audit, {
      action,
      targetType: 'zarcode',
      targetId: locked.code,
      before: auditedZarcode(locked),
      after: auditedZarcode(updated!),
    });
  });
  return getAdminZarcode(db, call.actor, existing.code);
}

/** A verification by this admin now, or its clearing. */
const verification = (call: AdminCall, isVerified: boolean) =>
  isVerified
    ? { isVerified: true, verifiedAt: new Date(), verifiedBy: call.actor.id }
    : { isVerified: false, verifiedAt: null, verifiedBy: null };

/**
 * PUT /api/admin/zarcodes/{code}: the owner's fields, a move (suburb, city and province follow the
 * new point; the code keeps its letters, since it is printed and shared already) and the verified mark.
 */
export async function updateAdminZarcode(
  db: Database,
  call: AdminCall,
  typed: string,
  body: AdminUpdateZarcodeBody,
  lookUpPlace: PlaceLookup,
  listener: CodeChangeListener,
): Promise<AdminZarcode> {
  const existing = await getAdminRow(db, typed);
  const target = body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : null;
  const isMove = target !== null && isLocationChange(existing, target);
  const place = isMove ? await lookUpPlace(target.latitude, target.longitude) : null;
  if (isMove && !place) throw badRequest(COUNTRY_MESSAGE);

  return changeZarcode(db, call, existing.code, isMove ? 'zarcode.move' : 'zarcode.update', (row) => {
    const changes: Partial<typeof zarcodes.$inferInsert> = sentFields(body, OWNER_EDITABLE_FIELDS);
    if (isMove && place) {
      Object.assign(changes, {
        latitude: target.latitude.toFixed(6),
        longitude: target.longitude.toFixed(6),
        suburb: place.suburb,
        city: place.city,
        province: place.province,
      });
    }
    if (body.isVerified !== undefined && body.isVerified !== row.isVerified) Object.assign(changes, verification(call, body.isVerified));
    return changes;
  }, listener);
}

/**
 * POST /api/admin/zarcodes/{code}/verify: marks the code verified by this admin, now (again, if it
 * was). Integrators are not told: the API does not show the mark.
 */
export function verifyZarcode(db: Database, call: AdminCall, typed: string): Promise<AdminZarcode> {
  return changeZarcode(db, call, typed, 'zarcode.verify', () => verification(call, true), UNTOLD);
}

/** For changes of nothing integrators read. */
const UNTOLD: CodeChangeListener = { changed: async () => {}, deleting: async () => {} };

/** DELETE /api/admin/zarcodes/{code}: its photos join the clean-up queue (the image_file_deletions trigger). */
export async function deleteAdminZarcode(db: Database, call: AdminCall, typed: string, listener: CodeChangeListener): Promise<void> {
  const existing = await getAdminRow(db, typed);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(zarcodes).where(eq(zarcodes.id, existing.id)).for('update');
    if (!locked) throw notFound(ZARCODE_NOT_FOUND);
    await listener.deleting(tx, locked);
    const [deleted] = await tx.delete(zarcodes).where(eq(zarcodes.id, existing.id)).returning();
    if (!deleted) throw notFound(ZARCODE_NOT_FOUND);
    await recordAudit(tx, call.audit, { action: 'zarcode.delete', targetType: 'zarcode', targetId: deleted.code, before: auditedZarcode(deleted) });
  });
}
