import { and, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { paginationOf } from '../../../domain/api/pagination';
import type { MapsContentItem, MapsContentKind, MapsContentQuery, MapsContentReply, SetHiddenBody } from '../../../domain/maps-content/schemas';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { Database, Queryable } from '../../db/client';
import { newestFirst } from '../../db/lists';
import { creatorProfiles, users, zarcodes } from '../../db/schema';
import { codeContains, containsText, isUuid } from '../../db/values';
import { notFound } from '../../errors';
import { type AdminCall, recordAudit } from '../audit';

// Maps content: the codes and creators that public lists show (public codes; active creators), each
// of which an admin may hide, with a reason, and show again. Hidden ones leave the public maps,
// creator pages and the sitemap (zarcodes/public-listing.ts); a hidden code still opens by its code.

type Hideable = { hiddenAt: Date | null; hiddenReason: string | null };

const hiddenFields = (row: Hideable) => ({ hiddenAt: row.hiddenAt?.toISOString() ?? null, hiddenReason: row.hiddenReason });

const byStatus = (hiddenAt: typeof zarcodes.hiddenAt | typeof creatorProfiles.hiddenAt, status: MapsContentQuery['status']) =>
  status === 'hidden' ? isNotNull(hiddenAt) : status === 'shown' ? isNull(hiddenAt) : undefined;

/** The public codes, as the public maps list them (hidden ones included, marked). */
const zarcodeKind = {
  base: eq(zarcodes.privacy, 'public'),
  hiddenAt: zarcodes.hiddenAt,
  search: (text: string) =>
    or(containsText(text, [zarcodes.title, zarcodes.city, zarcodes.suburb, users.email]), codeContains(zarcodes.code, text))!,
  async list(db: Queryable, where: SQL | undefined, limit: number, offset: number): Promise<MapsContentItem[]> {
    const rows = await db
      .select({ code: zarcodes, ownerEmail: users.email })
      .from(zarcodes)
      .leftJoin(users, eq(users.id, zarcodes.userId))
      .where(where)
      .orderBy(...newestFirst(zarcodes))
      .limit(limit)
      .offset(offset);
    return rows.map(({ code, ownerEmail }) => ({
      kind: 'zarcode',
      id: code.id,
      name: code.title,
      reference: code.code,
      place: [code.suburb, code.city, code.province].filter(Boolean).join(', '),
      ownerEmail,
      zarcodeCount: null,
      ...hiddenFields(code),
    }));
  },
  async count(db: Queryable, where: SQL | undefined) {
    const [row] = await db.select({ total: count() }).from(zarcodes).leftJoin(users, eq(users.id, zarcodes.userId)).where(where);
    return row?.total ?? 0;
  },
};

/** The creator's own user id inside the subquery (a bare column name there would mean the subquery's). */
const creatorUserId = sql.raw('"creator_profiles"."user_id"');

/** The creators /creators lists: active ones (hidden ones included, marked). */
const creatorKind = {
  base: eq(creatorProfiles.isActive, true),
  hiddenAt: creatorProfiles.hiddenAt,
  search: (text: string) => containsText(text, [creatorProfiles.displayName, creatorProfiles.slug, users.email]),
  async list(db: Queryable, where: SQL | undefined, limit: number, offset: number): Promise<MapsContentItem[]> {
    const rows = await db
      .select({
        creator: creatorProfiles,
        ownerEmail: users.email,
        zarcodeCount: sql<number>`(select count(*) from ${zarcodes} where ${zarcodes.userId} = ${creatorUserId} and ${zarcodes.privacy} = 'public')`.mapWith(Number),
      })
      .from(creatorProfiles)
      .leftJoin(users, eq(users.id, creatorProfiles.userId))
      .where(where)
      .orderBy(...newestFirst(creatorProfiles))
      .limit(limit)
      .offset(offset);
    return rows.map(({ creator, ownerEmail, zarcodeCount }) => ({
      kind: 'creator',
      id: creator.id,
      name: creator.displayName,
      reference: creator.slug,
      place: null,
      ownerEmail,
      zarcodeCount,
      ...hiddenFields(creator),
    }));
  },
  async count(db: Queryable, where: SQL | undefined) {
    const [row] = await db.select({ total: count() }).from(creatorProfiles).leftJoin(users, eq(users.id, creatorProfiles.userId)).where(where);
    return row?.total ?? 0;
  },
};

const KINDS = { zarcode: zarcodeKind, creator: creatorKind };

/** GET /api/admin/maps/content: one kind at a time, newest first. */
export async function listMapsContent(db: Database, query: MapsContentQuery): Promise<MapsContentReply> {
  const kind = KINDS[query.kind];
  const search = query.search ? kind.search(query.search) : undefined;
  const where = and(kind.base, byStatus(kind.hiddenAt, query.status), search);
  const [items, total, shown, hidden] = await Promise.all([
    kind.list(db, where, query.limit, (query.page - 1) * query.limit),
    kind.count(db, where),
    kind.count(db, and(kind.base, isNull(kind.hiddenAt))),
    kind.count(db, and(kind.base, isNotNull(kind.hiddenAt))),
  ]);
  return { kind: query.kind, items, pagination: paginationOf(query, total), counts: { shown, hidden } };
}

const NOT_FOUND: Record<MapsContentKind, string> = { zarcode: `${PRODUCT_NAME} not found`, creator: 'Creator not found' };

/**
 * PUT /api/admin/maps/content/{kind}/{id}: hides (keeping the reason) or shows again, recorded in the
 * audit log in the same transaction. Only what the public lists could show can be hidden: a private
 * code or an inactive creator is not found here.
 */
export async function setHidden(
  db: Database,
  call: AdminCall,
  kind: MapsContentKind,
  id: string,
  body: SetHiddenBody,
): Promise<MapsContentItem> {
  if (!isUuid(id)) throw notFound(NOT_FOUND[kind]);
  const table = kind === 'zarcode' ? zarcodes : creatorProfiles;
  const changes = body.hidden ? { hiddenAt: new Date(), hiddenReason: body.reason } : { hiddenAt: null, hiddenReason: null };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        // Codes are recorded by their code, as every code write is (it never changes); creators by id.
        target: kind === 'zarcode' ? zarcodes.code : creatorProfiles.id,
        hiddenAt: table.hiddenAt,
        hiddenReason: table.hiddenReason,
      })
      .from(table)
      .where(and(eq(table.id, id), KINDS[kind].base))
      .for('update');
    if (!row) throw notFound(NOT_FOUND[kind]);
    const { target, ...before } = row;
    await tx.update(table).set({ ...changes, updatedAt: new Date() }).where(eq(table.id, id));
    await recordAudit(tx, call.audit, {
      action: `${kind}.${body.hidden ? 'hide' : 'show'}`,
      targetType: kind,
      targetId: target,
      before,
      after: changes,
    });
  });
  const kindOf = KINDS[kind];
  const [item] = await kindOf.list(db, eq(table.id, id), 1, 0);
  return item!;
}
