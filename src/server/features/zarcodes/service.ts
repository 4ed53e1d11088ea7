import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Actor, Viewer } from '../../actor';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { isInSouthAfricaBox } from '../../../domain/geo/south-africa-bounds';
import { codeReadings } from '../../../domain/zarcode/typed-code';
import { prefixFor, type CreatorPrefixSettings } from '../../../domain/zarcode/zarcode';
import { type ListZarcodesQuery, COUNTRY_MESSAGE } from '../../../domain/zarcode/schemas';
import type { Database, Queryable } from '../../db/client';
import { newestFirst, pageOf } from '../../db/lists';
import { codeContains, containsText } from '../../db/values';
import { creatorProfiles, users, zarcodeViewCounts, zarcodes } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { recordAudit, type AuditContext } from '../audit';
import { zarcodeAccess, type ZarcodeAccess } from './policy';
import { isCreatorListedPublicly } from './public-listing';

const {
  searchVector: _searchVector,
  searchRank: _searchRank,
  viewsLeftForOlderVersion: _viewsLeftForOlderVersion,
  ...storedColumns
} = getTableColumns(zarcodes);

/** A code's all-time views, from its row in the count table (none: never viewed). */
export const codeViews = sql<number>`coalesce(${zarcodeViewCounts.views}, 0)`.mapWith(Number);

/**
 * Every column but the search ones, which only the database reads, and the old views column; the
 * views from the count table instead (each query with these columns left-joins it on viewCountOfCode).
 */
const zarcodeColumns = { ...storedColumns, views: codeViews };

/** A code's own columns, as a change or a deletion sees them. */
export type ZarcodeRow = Omit<typeof zarcodes.$inferSelect, 'searchVector' | 'searchRank' | 'viewsLeftForOlderVersion'>;
/** A code's own columns and its all-time views. */
export type ZarcodeWithViews = ZarcodeRow & { views: number };

/** The join that codeViews reads: at most one count row per code, by its primary key. */
export const viewCountOfCode = eq(zarcodeViewCounts.zarcodeId, zarcodes.id);

export interface ZarcodeWithOwner extends ZarcodeWithViews {
  owner: { firstName: string; lastName: string; email: string } | null;
  creatorSlug: string | null;
}

export const ZARCODE_NOT_FOUND = `${PRODUCT_NAME} not found`;

/**
 * Who is told of a code's changes and deletions, inside their transactions, so that what it records
 * is there exactly when the change is (the integrators' webhooks: commands/code-events.ts).
 */
export interface CodeChangeListener {
  changed(tx: Queryable, before: ZarcodeRow, after: ZarcodeRow): Promise<void>;
  /** Before the row goes: what hangs on the code (its watches) is still there. */
  deleting(tx: Queryable, row: ZarcodeRow): Promise<void>;
}

export const withOwnerColumns = {
  zarcode: zarcodeColumns,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
  creatorSlug: creatorProfiles.slug,
  isCreatorListed: sql<boolean>`coalesce(${isCreatorListedPublicly}, false)`,
};

export type JoinedRow = {
  zarcode: ZarcodeWithViews;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string | null;
  creatorSlug: string | null;
  isCreatorListed: boolean;
};

/**
 * Drizzle builds a row of this many columns key by key, which leaves V8 a dictionary-mode object.
 * Spreading such an object (`{ ...row.zarcode }`) gives every copy a hidden class of its own, made
 * in the old generation: about 1 KB a lookup that only a full collection frees (bench/README.md,
 * "the lookup's hidden classes"). Object.assign into a fresh object shares one hidden class.
 */
export function toWithOwner(row: JoinedRow): ZarcodeWithOwner {
  const withOwner = Object.assign({}, row.zarcode) as ZarcodeWithOwner;
  withOwner.owner =
    row.ownerEmail !== null ? { firstName: row.ownerFirstName!, lastName: row.ownerLastName!, email: row.ownerEmail } : null;
  // A creator's code is at /{slug}/{code} while the creator's page is public (active, not hidden).
  withOwner.creatorSlug = row.zarcode.isCreatorCode && row.isCreatorListed ? row.creatorSlug : null;
  return withOwner;
}

/** Codes with their views: each code's own columns and `views` (ZarcodeWithViews). */
export function selectZarcodesWithViews(db: Queryable) {
  return db.select(zarcodeColumns).from(zarcodes).leftJoin(zarcodeViewCounts, viewCountOfCode);
}

/** Codes with their owner's name and e-mail and their creator's page (left joins: a code may have lost its owner), and any `extra` columns. */
export function selectWithOwner<Extra extends SelectedFields>(db: Queryable, extra: Extra = {} as Extra) {
  return db
    .select({ ...withOwnerColumns, ...extra })
    .from(zarcodes)
    .leftJoin(zarcodeViewCounts, viewCountOfCode)
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

/** What an owner may change on a code besides its point (a blank text arrives as null: cleared). */
export const OWNER_EDITABLE_FIELDS = ['title', 'description', 'privacy', 'addressLine1', 'addressLine2', 'suburb'] as const;

/**
 * Deletes a code (its photos and views go with it), telling `listener` first; an admin's deletion of
 * someone else's code is audited.
 */
export async function deleteZarcode(db: Database, actor: Actor, code: string | null, audit: AuditContext, listener: CodeChangeListener): Promise<void> {
  const { existing, access } = await getZarcodeFor(db, actor, code, 'delete');
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(zarcodes).where(eq(zarcodes.id, existing.id)).for('update');
    if (!locked) throw notFound(ZARCODE_NOT_FOUND);
    await listener.deleting(tx, locked);
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
