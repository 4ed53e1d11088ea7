import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Actor, Viewer } from '../../actor';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { isLocationChange, type LatLng } from '../../../domain/geo/coordinate-checks';
import { isInSouthAfricaBox } from '../../../domain/geo/south-africa-bounds';
import { codeReadings } from '../../../domain/zarcode/typed-code';
import { generateCode, prefixFor, type CreatorPrefixSettings } from '../../../domain/zarcode/zarcode';
import type { CreateZarcodeBody, ListZarcodesQuery, UpdateZarcodeBody } from '../../../domain/zarcode/schemas';
import { COUNTRY_MESSAGE } from '../../../domain/zarcode/schemas';
import type { Database, Queryable } from '../../db/client';
import { newestFirst, pageOf } from '../../db/lists';
import { codeContains, containsText } from '../../db/values';
import { creatorProfiles, users, zarcodes } from '../../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, paymentRequired } from '../../errors';
import type { PlaceLookup } from '../../infra/geocoder';
import { recordAudit, type AuditContext } from '../audit/service';
import { consumeBundleCredit } from '../bundles/service';
import { MOVE_REFUSED_MESSAGE } from '../../../domain/change-requests/change-requests';
import { mayMoveCode } from '../change-requests/policy';
import { lockOpenWindow, markApplied } from '../change-requests/window';
import { attachSessionImages } from '../images/attach';
import { getSystemSettings } from '../settings/service';
import { zarcodeAccess, type ZarcodeAccess } from './policy';
import { isCreatorListedPublicly } from './public-listing';

/** Every column but the generated search ones, which only the database reads. */
const { searchVector: _searchVector, searchRank: _searchRank, ...zarcodeColumns } = getTableColumns(zarcodes);
export type ZarcodeRow = Omit<typeof zarcodes.$inferSelect, 'searchVector' | 'searchRank'>;
export interface ZarcodeWithOwner extends ZarcodeRow {
  owner: { firstName: string; lastName: string; email: string } | null;
  creatorSlug: string | null;
}

export const ZARCODE_NOT_FOUND = `${PRODUCT_NAME} not found`;
const CODE_ATTEMPTS = 8;

export const withOwnerColumns = {
  zarcode: zarcodeColumns,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
  creatorSlug: creatorProfiles.slug,
  isCreatorListed: sql<boolean>`coalesce(${isCreatorListedPublicly}, false)`,
};

export type JoinedRow = {
  zarcode: ZarcodeRow;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string | null;
  creatorSlug: string | null;
  isCreatorListed: boolean;
};

export function toWithOwner(row: JoinedRow): ZarcodeWithOwner {
  return {
    ...row.zarcode,
    owner:
      row.ownerEmail !== null
        ? { firstName: row.ownerFirstName!, lastName: row.ownerLastName!, email: row.ownerEmail }
        : null,
    // A creator's code is at /{slug}/{code} while the creator's page is public (active, not hidden).
    creatorSlug: row.zarcode.isCreatorCode && row.isCreatorListed ? row.creatorSlug : null,
  };
}

/** Codes with their owner's name and e-mail and their creator's page (left joins: a code may have lost its owner), and any `extra` columns. */
export function selectWithOwner<Extra extends SelectedFields>(db: Queryable, extra: Extra = {} as Extra) {
  return db
    .select({ ...withOwnerColumns, ...extra })
    .from(zarcodes)
    .leftJoin(users, eq(users.id, zarcodes.userId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, zarcodes.userId));
}

function prepareFindByCode(db: Queryable) {
  return selectWithOwner(db)
    .where(eq(zarcodes.code, sql.placeholder('code')))
    .limit(1)
    .prepare('find_zarcode_by_code');
}

/**
 * The public lookup is the hottest query, so it is prepared once per database: Drizzle does not
 * build it again for every request, and PostgreSQL keeps its plan per connection (a named
 * statement) instead of planning the three-table join each time, which cost more than running it
 * (bench/README.md: about 3,000 against 11,000 lookups a second on 2 cores).
 */
const findByCodeStatements = new WeakMap<Queryable, ReturnType<typeof prepareFindByCode>>();

/** A code by its stored form ('1CT-7K2M'), or null. */
export async function findZarcodeByCode(db: Queryable, code: string): Promise<ZarcodeWithOwner | null> {
  let statement = findByCodeStatements.get(db);
  if (!statement) {
    statement = prepareFindByCode(db);
    findByCodeStatements.set(db, statement);
  }
  const [row] = await statement.execute({ code });
  return row ? toWithOwner(row) : null;
}

export async function getZarcodeByCode(db: Queryable, code: string | null): Promise<ZarcodeWithOwner> {
  const found = code ? await findZarcodeByCode(db, code) : null;
  if (!found) throw notFound(ZARCODE_NOT_FOUND);
  return found;
}

/**
 * A code as someone typed it ('1ct 7k0m'): the code as typed first, then, only if that does not
 * exist, its look-alike reading ('1CT-7KQM'; see domain/zarcode/typed-code.ts), or null.
 */
export async function findZarcodeByTypedCode(db: Queryable, typed: string): Promise<ZarcodeWithOwner | null> {
  for (const code of codeReadings(typed)) {
    const found = await findZarcodeByCode(db, code);
    if (found) return found;
  }
  return null;
}

export async function getZarcodeByTypedCode(db: Queryable, typed: string): Promise<ZarcodeWithOwner> {
  const found = await findZarcodeByTypedCode(db, typed);
  if (!found) throw notFound(ZARCODE_NOT_FOUND);
  return found;
}

/**
 * The prefix of a new code at this place: a creator's unique prefix (unless an admin set
 * useStandardPrefix), else the standard one from its province and city; 400 when the point is nowhere
 * near South Africa or the province is not one of the nine. Payments run it before taking money.
 */
export function prefixForNewCode(
  place: { latitude: number; longitude: number; province: string; city: string },
  creator?: CreatorPrefixSettings | null,
): string {
  if (!isInSouthAfricaBox(place.latitude, place.longitude)) throw badRequest(COUNTRY_MESSAGE);
  const prefix = prefixFor(place, creator);
  if (!prefix) throw badRequest('Please choose one of the nine provinces');
  return prefix;
}

/**
 * 409 when the owner already has the most codes one account may have. Inside a transaction that
 * will make a code, pass `lockOwner`: the owner's users row is locked first (FOR NO KEY UPDATE, which
 * leaves other rows free to refer to the user), so that every creation for that owner waits for the
 * one before it to commit, and its count, a new statement under READ COMMITTED, sees that code.
 * Without the lock, concurrent requests (on several instances, each with its pool) all count the
 * same codes and all insert.
 */
export async function refuseBeyondCodeLimit(
  db: Queryable,
  ownerId: string,
  maxCodesPerUser: number,
  options: { lockOwner?: boolean } = {},
): Promise<void> {
  if (options.lockOwner) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
  }
  const owned = await db.$count(zarcodes, eq(zarcodes.userId, ownerId));
  if (owned >= maxCodesPerUser) {
    throw conflict(
      `You have reached the maximum of ${maxCodesPerUser} ${PRODUCT_NAME_PLURAL} per account. Please contact support.`,
    );
  }
}

/**
 * How a new code is paid for: a bundle credit, nothing (an admin making it), nothing because a
 * creator makes it (`creator`: a creator code, with the creator's prefix), or a completed payment
 * (`paid`: the grant of that payment, inside the grant's transaction; the code keeps the payment's id,
 * unique, so one payment never makes two codes).
 */
export type PaymentPath =
  | { kind: 'bundle' }
  | { kind: 'free'; reason: 'admin' }
  | { kind: 'creator'; prefix: CreatorPrefixSettings }
  | { kind: 'paid'; paymentId: string };

/**
 * Creates a code for `ownerId`. On the bundle path one credit of the owner's active bundle is spent
 * in the same transaction as the insert, so a failed insert spends nothing and two concurrent
 * requests never share a credit. A collision of the random suffix is retried, never shown. The
 * photos uploaded in the form's session (`body.sessionId`) by `imagesUploadedBy` (the owner when
 * absent; an admin making a code for someone passes themself) move to the code in that transaction.
 */
export async function createZarcode(
  db: Queryable,
  input: {
    ownerId: string;
    body: CreateZarcodeBody;
    payment: PaymentPath;
    imagesUploadedBy?: string;
    /** An admin making the code: recorded in the audit log in the code's own transaction. */
    audit?: AuditContext;
  },
): Promise<ZarcodeWithOwner> {
  const { body, ownerId } = input;
  const prefix = prefixForNewCode(body, input.payment.kind === 'creator' ? input.payment.prefix : null);
  const settings = await getSystemSettings(db);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
  if (!owner) throw notFound('User not found');

  for (let attempt = 1; ; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        // The limit is checked before anything is made (so a refused code spends no credit), on each
        // path that takes no payment first; a paid code is made whatever the count (PayFast has the money).
        if (input.payment.kind === 'bundle' || input.payment.kind === 'creator') {
          await refuseBeyondCodeLimit(tx, ownerId, settings.maxCodesPerUser, { lockOwner: true });
        }
        if (input.payment.kind === 'bundle') {
          if (!(await consumeBundleCredit(tx, ownerId))) {
            throw paymentRequired(
              `No bundle credits left. Please pay for this ${PRODUCT_NAME} or buy a bundle.`,
            );
          }
        }
        const [row] = await tx
          .insert(zarcodes)
          .values({
            code: generateCode(prefix),
            userId: ownerId,
            title: body.title,
            description: body.description || null,
            privacy: body.privacy,
            latitude: body.latitude.toFixed(6),
            longitude: body.longitude.toFixed(6),
            addressLine1: body.addressLine1 || null,
            addressLine2: body.addressLine2 || null,
            suburb: body.suburb || null,
            city: body.city,
            province: body.province,
            paymentId: input.payment.kind === 'paid' ? input.payment.paymentId : null,
            isCreatorCode: input.payment.kind === 'creator',
          })
          .returning({ id: zarcodes.id, code: zarcodes.code });
        if (body.sessionId) {
          await attachSessionImages(tx, {
            sessionId: body.sessionId,
            userId: input.imagesUploadedBy ?? ownerId,
            zarcodeId: row!.id,
          });
        }
        if (input.audit) {
          await recordAudit(tx, input.audit, {
            action: 'zarcode.create',
            targetType: 'zarcode',
            targetId: row!.code,
            after: { id: row!.id, ownerId, ...auditedFields(body) },
          });
        }
        return row!;
      });
      return getZarcodeByCode(db, created.code);
    } catch (error) {
      if (isUniqueViolation(error) && attempt < CODE_ATTEMPTS) continue;
      if (isUniqueViolation(error)) throw conflict('Could not make a unique code. Please try again.');
      throw error;
    }
  }
}

const SORTS: Record<ListZarcodesQuery['sortBy'], SQL[]> = {
  'created-desc': newestFirst(zarcodes),
  'created-asc': [asc(zarcodes.createdAt), asc(zarcodes.id)],
  'title-asc': [asc(sql`lower(${zarcodes.title})`), asc(zarcodes.id)],
  'title-desc': [desc(sql`lower(${zarcodes.title})`), desc(zarcodes.id)],
};

/** The caller's own codes, a page at a time. */
export async function listOwnZarcodes(
  db: Database,
  ownerId: string,
  query: ListZarcodesQuery,
): Promise<{ rows: ZarcodeWithOwner[]; total: number }> {
  const filters: SQL[] = [eq(zarcodes.userId, ownerId)];
  if (query.creatorCodes === 'exclude') filters.push(eq(zarcodes.isCreatorCode, false));
  return listZarcodesWhere(db, filters, query);
}

/** What a page of codes is asked with: the page, and optionally a search, a province and a sort. */
export type ZarcodePageQuery = Pick<ListZarcodesQuery, 'page' | 'limit' | 'sortBy'> &
  Partial<Pick<ListZarcodesQuery, 'search' | 'province'>>;

/**
 * A page of the codes matching `scope` (the caller scopes them: an owner, a creator's public
 * codes), searched by title, description, place or code, and sorted as asked.
 */
export async function listZarcodesWhere(
  db: Database,
  scope: SQL[],
  query: ZarcodePageQuery,
): Promise<{ rows: ZarcodeWithOwner[]; total: number }> {
  const filters = [...scope];
  if (query.province) filters.push(eq(zarcodes.province, query.province));
  const search = query.search?.trim();
  if (search) {
    const fields = [zarcodes.title, zarcodes.description, zarcodes.city, zarcodes.suburb, zarcodes.province, zarcodes.addressLine1];
    filters.push(or(containsText(search, fields), codeContains(zarcodes.code, search))!);
  }
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    pageOf(selectWithOwner(db).where(where).$dynamic(), SORTS[query.sortBy], query),
    db.$count(zarcodes, where),
  ]);
  return { rows: rows.map(toWithOwner), total };
}

export async function listRecentZarcodes(db: Database, ownerId: string, limit: number) {
  const rows = await selectWithOwner(db)
    .where(eq(zarcodes.userId, ownerId))
    .orderBy(...newestFirst(zarcodes))
    .limit(limit);
  return rows.map(toWithOwner);
}

/**
 * The move of a code by `actor` inside the edit's transaction: allowed only when the policy says so
 * (its owner, in the window of an approved request, which is locked and marked applied with the
 * position before and after). Answers the columns that change: the point, and the suburb, city and
 * province that follow it. 409 otherwise; 400 for a point outside South Africa.
 */
async function applyApprovedMove(tx: Queryable, actor: Actor, code: ZarcodeRow, target: LatLng, lookUpPlace: PlaceLookup, now: Date) {
  const [locked] = await tx
    .select({ latitude: zarcodes.latitude, longitude: zarcodes.longitude })
    .from(zarcodes)
    .where(eq(zarcodes.id, code.id))
    .for('update');
  const request = await lockOpenWindow(tx, code.id, now);
  if (!locked || !mayMoveCode(actor, code, request, now)) throw conflict(MOVE_REFUSED_MESSAGE);
  const place = await lookUpPlace(target.latitude, target.longitude);
  if (!place) throw badRequest(COUNTRY_MESSAGE);
  const to = { latitude: target.latitude.toFixed(6), longitude: target.longitude.toFixed(6) };
  await markApplied(tx, request!.id, { from: locked, to, at: now });
  return { ...to, suburb: place.suburb, city: place.city, province: place.province };
}

/**
 * A code (its stored form, or null for none) that `viewer` may edit or delete (policy.ts: its owner
 * or an admin), with what the viewer may do with it: 404 when there is no such code, 403 when it is
 * someone else's. The edit and delete routes ask it before their body is read, then again.
 */
export async function getZarcodeFor(
  db: Queryable,
  viewer: Viewer,
  code: string | null,
  purpose: 'edit' | 'delete',
): Promise<{ existing: ZarcodeWithOwner; access: ZarcodeAccess }> {
  const existing = await getZarcodeByCode(db, code);
  const access = zarcodeAccess(viewer, existing);
  if (!(purpose === 'edit' ? access.canEdit : access.canDelete)) throw forbidden(`You can only ${purpose} your own ${PRODUCT_NAME_PLURAL}`);
  return { existing, access };
}

/**
 * Edits title, description, privacy, address lines and suburb. Moving the code (over 0.0001 degree
 * in either coordinate) is for its owner in the 24 hours after an admin approved their change
 * request: suburb, city and province then follow the point and the request becomes applied. Any
 * other move is refused with 409 (the code stays where it is; a 403 would sign the web user out).
 * An admin's edit of someone else's code is recorded in the audit log (`audit`).
 */
export async function updateZarcode(
  db: Database,
  actor: Actor,
  code: string | null,
  body: UpdateZarcodeBody,
  context: { audit: AuditContext; lookUpPlace: PlaceLookup },
  now: Date = new Date(),
): Promise<ZarcodeWithOwner> {
  const { audit, lookUpPlace } = context;
  const { existing, access } = await getZarcodeFor(db, actor, code, 'edit');
  const target: LatLng = {
    latitude: body.latitude ?? Number(existing.latitude),
    longitude: body.longitude ?? Number(existing.longitude),
  };
  const isMoved = isLocationChange(existing, target);
  if (isMoved && existing.userId !== actor.id) throw conflict(MOVE_REFUSED_MESSAGE);

  const changes: Partial<typeof zarcodes.$inferInsert> = { updatedAt: now };
  if (body.title !== undefined) changes.title = body.title;
  if (body.description !== undefined) changes.description = body.description || null;
  if (body.privacy !== undefined) changes.privacy = body.privacy;
  if (body.addressLine1 !== undefined) changes.addressLine1 = body.addressLine1 || null;
  if (body.addressLine2 !== undefined) changes.addressLine2 = body.addressLine2 || null;
  if (body.suburb !== undefined) changes.suburb = body.suburb || null;
  await db.transaction(async (tx) => {
    if (isMoved) Object.assign(changes, await applyApprovedMove(tx, actor, existing, target, lookUpPlace, now));
    const [updated] = await tx.update(zarcodes).set(changes).where(eq(zarcodes.id, existing.id)).returning();
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

/** Deletes a code (its photos and views go with it); an admin's deletion of someone else's code is audited. */
export async function deleteZarcode(db: Database, actor: Actor, code: string | null, audit: AuditContext): Promise<void> {
  const { existing, access } = await getZarcodeFor(db, actor, code, 'delete');
  await db.transaction(async (tx) => {
    await tx.delete(zarcodes).where(eq(zarcodes.id, existing.id));
    if (access.isAdminAction) {
      await recordAudit(tx, audit, {
        action: 'zarcode.delete',
        targetType: 'zarcode',
        targetId: existing.code,
        before: { id: existing.id, ownerId: existing.userId, ...auditedFields(existing) },
      });
    }
  });
}

/** The fields of a code the audit log keeps (from a row, or a body about to be one). */
export function auditedFields(code: {
  title: string;
  description?: string | null;
  privacy: string;
  latitude: string | number;
  longitude: string | number;
  addressLine1?: string | null;
  addressLine2?: string | null;
  suburb?: string | null;
  city: string;
  province: string;
}) {
  return {
    title: code.title,
    description: code.description ?? null,
    privacy: code.privacy,
    latitude: String(code.latitude),
    longitude: String(code.longitude),
    addressLine1: code.addressLine1 ?? null,
    addressLine2: code.addressLine2 ?? null,
    suburb: code.suburb ?? null,
    city: code.city,
    province: code.province,
  };
}

/** Codes by id, with their owners, in the order of the ids given. */
export async function findZarcodesByIds(db: Queryable, ids: string[]): Promise<ZarcodeWithOwner[]> {
  if (ids.length === 0) return [];
  const rows = await selectWithOwner(db).where(inArray(zarcodes.id, ids));
  const byId = new Map(rows.map((row) => [row.zarcode.id, toWithOwner(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
