import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCESS_DETAIL_FIELDS, DEAD_DELIVERY_LINK_MESSAGE, DELIVERY_LINK_SECRET_BYTES, deliveryLinkUrl, hasNoAccessDetails, type AccessDetailValues, type AccessVia } from '../../../domain/access-details/access-details';
import { DEAD_LINK_NOT_REPLACED_MESSAGE, type AccessDetailsBody } from '../../../domain/access-details/schemas';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { Actor, Viewer } from '../../actor';
import type { Queryable } from '../../db/client';
import { pageOf } from '../../db/lists';
import { accessGrants, accessLinks, accessViews, users, zarcodeAccessDetails, zarcodes } from '../../db/schema';
import { isUuid } from '../../db/values';
import { badRequest, conflict, forbidden, gone, isUniqueViolation, notFound } from '../../errors';
import { newSecret, sha256Hex } from '../../infra/secrets';
import { findUserByEmail } from '../auth';
import { getZarcodeByTypedCode } from '../zarcodes';
import { accessDetailsVia, canManageAccessDetails, isRecordedLook } from './policy';

export const NO_ACCESS_MESSAGE = 'No access details to show';
export const DELIVERY_LINK_NOT_FOUND = 'Delivery link not found';
export const GRANT_NOT_FOUND = 'Shared account not found';
export const ACCESS_LOG_PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

export type AccessDetailsRow = typeof zarcodeAccessDetails.$inferSelect;
export type DeliveryLinkRow = typeof accessLinks.$inferSelect;

/** A code as the access-detail rules need it. */
interface CodeRef {
  id: string;
  code: string;
  userId: string;
}

async function codeOf(db: Queryable, typed: string): Promise<CodeRef> {
  const { id, code, userId } = await getZarcodeByTypedCode(db, typed);
  return { id, code, userId };
}

/** A code whose access details the caller manages (owner or admin); 403 for anyone else. */
export async function getManagedCode(db: Queryable, viewer: Viewer, typed: string): Promise<CodeRef> {
  const code = await codeOf(db, typed);
  if (!canManageAccessDetails(viewer, code)) throw forbidden(`You can only manage the access details of your own ${PRODUCT_NAME_PLURAL}`);
  return code;
}

async function detailsOf(db: Queryable, zarcodeId: string): Promise<AccessDetailsRow | null> {
  const [row] = await db.select().from(zarcodeAccessDetails).where(eq(zarcodeAccessDetails.zarcodeId, zarcodeId));
  return row ?? null;
}

/** The live delivery link of a code that has this secret: not revoked, not expired. */
async function findLiveLink(db: Queryable, zarcodeId: string, secret: string): Promise<DeliveryLinkRow | null> {
  const [row] = await db
    .select()
    .from(accessLinks)
    .where(
      and(
        eq(accessLinks.zarcodeId, zarcodeId),
        eq(accessLinks.secretHash, sha256Hex(secret)),
        isNull(accessLinks.revokedAt),
        gt(accessLinks.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** True when `secret` is the key of a live delivery link of the code (the code page's notice of a dead one). */
export async function isLiveDeliveryKey(db: Queryable, zarcodeId: string, secret: string): Promise<boolean> {
  return (await findLiveLink(db, zarcodeId, secret)) !== null;
}

async function isNamedAccount(db: Queryable, zarcodeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accessGrants.id })
    .from(accessGrants)
    .where(and(eq(accessGrants.zarcodeId, zarcodeId), eq(accessGrants.userId, userId)));
  return row !== undefined;
}

/** The access log's line of one look: who (or which link), by what right. */
function lookOf(zarcodeId: string, via: Exclude<AccessVia, 'owner'>, viewer: Actor | null, link: DeliveryLinkRow | null): typeof accessViews.$inferInsert {
  return {
    zarcodeId,
    via,
    viewerUserId: via === 'link' ? null : viewer!.id,
    accessLinkId: via === 'link' ? link!.id : null,
    viewerLabel: via === 'link' ? link!.recipientName : `${viewer!.firstName} ${viewer!.lastName} <${viewer!.email}>`.trim(),
  };
}

export interface AccessDetailsView {
  code: string;
  details: AccessDetailsRow | null;
  via: AccessVia;
  canManage: boolean;
}

/**
 * A code's access details for a caller who may see them (policy.ts), with a delivery link's secret
 * when one was presented; 404 for anyone else, so that the answer never tells whether a code has any.
 * A caller whose only way in was the key they presented, and whose key opens nothing, is told so
 * (410, the same words whether it never existed, was revoked or expired), so that a courier's page can
 * say the link is dead rather than show nothing; a caller with a right of their own (the owner, an
 * admin, a named account) is shown the details whatever key came with them.
 * Every look but the owner's is recorded in the access log, with who (or which link) and when.
 */
export async function readAccessDetails(db: Queryable, viewer: Actor | null, typed: string, secret: string | null): Promise<AccessDetailsView> {
  const code = await codeOf(db, typed).catch(() => {
    throw notFound(NO_ACCESS_MESSAGE);
  });
  const link = secret ? await findLiveLink(db, code.id, secret) : null;
  const named = viewer ? await isNamedAccount(db, code.id, viewer.id) : false;
  const via = accessDetailsVia(viewer, code, { isNamedAccount: named, hasLiveLink: link !== null });
  if (!via) throw secret ? gone(DEAD_DELIVERY_LINK_MESSAGE) : notFound(NO_ACCESS_MESSAGE);
  const details = await detailsOf(db, code.id);
  if (details && isRecordedLook(via)) await db.insert(accessViews).values(lookOf(code.id, via, viewer, link));
  return { code: code.code, details, via, canManage: canManageAccessDetails(viewer, code) };
}

/** Writes a code's access details (owner or admin); all fields blank removes them. */
export async function writeAccessDetails(db: Queryable, viewer: Viewer, typed: string, body: AccessDetailsBody): Promise<AccessDetailsView> {
  const code = await getManagedCode(db, viewer, typed);
  const values: AccessDetailValues = Object.fromEntries(ACCESS_DETAIL_FIELDS.map((field) => [field, body[field]])) as AccessDetailValues;
  if (hasNoAccessDetails(values)) {
    await db.delete(zarcodeAccessDetails).where(eq(zarcodeAccessDetails.zarcodeId, code.id));
    return { code: code.code, details: null, via: viewer?.id === code.userId ? 'owner' : 'admin', canManage: true };
  }
  const [row] = await db
    .insert(zarcodeAccessDetails)
    .values({ zarcodeId: code.id, ...values })
    .onConflictDoUpdate({ target: zarcodeAccessDetails.zarcodeId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return { code: code.code, details: row!, via: viewer?.id === code.userId ? 'owner' : 'admin', canManage: true };
}

/** A code's delivery links, newest first, revoked and expired ones included. */
export async function listDeliveryLinks(db: Queryable, viewer: Viewer, typed: string): Promise<DeliveryLinkRow[]> {
  const code = await getManagedCode(db, viewer, typed);
  return db.select().from(accessLinks).where(eq(accessLinks.zarcodeId, code.id)).orderBy(desc(accessLinks.createdAt));
}

/**
 * A new delivery link for a recipient, live for `expiresInDays`: one live link per recipient name,
 * so a recipient's earlier link is revoked in the same transaction. The secret is answered this once.
 */
export async function createDeliveryLink(
  db: Queryable,
  viewer: Viewer,
  typed: string,
  input: { recipientName: string; expiresInDays: number },
  publicUrl: string,
): Promise<IssuedDeliveryLink> {
  const code = await getManagedCode(db, viewer, typed);
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  return issueDeliveryLink(db, code, { recipientName: input.recipientName, expiresAt }, publicUrl);
}

/**
 * A new link in place of a live one, for the same recipient and until the same end: the link sent
 * before stops working (a recipient has one live link), and the secret is answered this once. 404 for
 * a link the code does not have, 409 for one revoked or expired (a tap must not bring back a link its
 * owner ended; the form makes a new one).
 */
export async function replaceDeliveryLink(db: Queryable, viewer: Viewer, typed: string, id: string, publicUrl: string): Promise<IssuedDeliveryLink> {
  const code = await getManagedCode(db, viewer, typed);
  const found = await findDeliveryLink(db, code.id, id);
  if (!found) throw notFound(DELIVERY_LINK_NOT_FOUND);
  if (found.revokedAt || found.expiresAt.getTime() <= Date.now()) throw conflict(DEAD_LINK_NOT_REPLACED_MESSAGE);
  return issueDeliveryLink(db, code, { recipientName: found.recipientName, expiresAt: found.expiresAt }, publicUrl);
}

interface IssuedDeliveryLink {
  row: DeliveryLinkRow;
  secret: string;
  url: string;
}

/** Makes a link, revoking the recipient's live one (by name, in any case) in the same transaction. */
async function issueDeliveryLink(
  db: Queryable,
  code: CodeRef,
  input: { recipientName: string; expiresAt: Date },
  publicUrl: string,
): Promise<IssuedDeliveryLink> {
  const secret = newSecret(DELIVERY_LINK_SECRET_BYTES);
  const row = await db.transaction(async (tx) => {
    await tx
      .update(accessLinks)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(accessLinks.zarcodeId, code.id),
          isNull(accessLinks.revokedAt),
          sql`lower(${accessLinks.recipientName}) = lower(${input.recipientName})`,
        ),
      );
    const [created] = await tx
      .insert(accessLinks)
      .values({
        zarcodeId: code.id,
        recipientName: input.recipientName,
        secretHash: sha256Hex(secret),
        expiresAt: input.expiresAt,
      })
      .returning();
    return created!;
  });
  return { row, secret, url: deliveryLinkUrl(publicUrl, code.code, secret) };
}

async function findDeliveryLink(db: Queryable, zarcodeId: string, id: string): Promise<DeliveryLinkRow | null> {
  const [found] = isUuid(id) ? await db.select().from(accessLinks).where(and(eq(accessLinks.id, id), eq(accessLinks.zarcodeId, zarcodeId))) : [];
  return found ?? null;
}

/** Revokes a delivery link at once (revoking a revoked one changes nothing). */
export async function revokeDeliveryLink(db: Queryable, viewer: Viewer, typed: string, id: string): Promise<DeliveryLinkRow> {
  const code = await getManagedCode(db, viewer, typed);
  const found = await findDeliveryLink(db, code.id, id);
  if (!found) throw notFound(DELIVERY_LINK_NOT_FOUND);
  if (found.revokedAt) return found;
  const [revoked] = await db.update(accessLinks).set({ revokedAt: sql`now()` }).where(eq(accessLinks.id, id)).returning();
  return revoked!;
}

const grantColumns = {
  id: accessGrants.id,
  createdAt: accessGrants.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The accounts a code's access details are shared with. */
export async function listAccessGrants(db: Queryable, viewer: Viewer, typed: string) {
  const code = await getManagedCode(db, viewer, typed);
  return db
    .select(grantColumns)
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.userId))
    .where(eq(accessGrants.zarcodeId, code.id))
    .orderBy(desc(accessGrants.createdAt));
}

/** Shares a code's access details with the account of an e-mail: 404 when no account has it, 409 when shared already. */
export async function createAccessGrant(db: Queryable, viewer: Viewer, typed: string, email: string) {
  const code = await getManagedCode(db, viewer, typed);
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) throw notFound('No active account has this e-mail address');
  if (user.id === code.userId) throw badRequest('The owner always sees the access details');
  try {
    const [grant] = await db.insert(accessGrants).values({ zarcodeId: code.id, userId: user.id }).returning();
    return { id: grant!.id, createdAt: grant!.createdAt, firstName: user.firstName, lastName: user.lastName, email: user.email };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('The access details are shared with this account already');
    throw error;
  }
}

/** Stops sharing with an account. */
export async function deleteAccessGrant(db: Queryable, viewer: Viewer, typed: string, id: string): Promise<void> {
  const code = await getManagedCode(db, viewer, typed);
  const deleted = isUuid(id)
    ? await db
        .delete(accessGrants)
        .where(and(eq(accessGrants.id, id), eq(accessGrants.zarcodeId, code.id)))
        .returning({ id: accessGrants.id })
    : [];
  if (deleted.length === 0) throw notFound(GRANT_NOT_FOUND);
}

/** Every recorded look at a code's access details, newest first, a page at a time. */
export async function listAccessViews(db: Queryable, viewer: Viewer, typed: string, page: number) {
  const code = await getManagedCode(db, viewer, typed);
  const where = eq(accessViews.zarcodeId, code.id);
  const [rows, total] = await Promise.all([
    pageOf(db.select().from(accessViews).where(where).$dynamic(), [desc(accessViews.viewedAt)], { page, limit: ACCESS_LOG_PAGE_SIZE }),
    db.$count(accessViews, where),
  ]);
  return { rows, total };
}

/** Codes whose access details were shared with the caller's account, newest first. */
export async function listSharedWithMe(db: Queryable, userId: string) {
  return db
    .select({ code: zarcodes.code, title: zarcodes.title, privacy: zarcodes.privacy, city: zarcodes.city, province: zarcodes.province, sharedAt: accessGrants.createdAt })
    .from(accessGrants)
    .innerJoin(zarcodes, eq(zarcodes.id, accessGrants.zarcodeId))
    .where(eq(accessGrants.userId, userId))
    .orderBy(desc(accessGrants.createdAt));
}

/** A code whose access details a caller asks for along with others, and the delivery key they hold for it. */
export interface AccessAsked {
  zarcodeId: string;
  userId: string;
  key: string | null;
}

/** What a caller sees of one code's access details: the details and by what right, or why not. */
export type AccessAnswer = { via: AccessVia; details: AccessDetailValues } | 'none' | 'dead-link';

/**
 * The access details of many codes at once (a courier's run), under the same rules as
 * readAccessDetails: for each code, in order, the details the caller may see ('none' when there are
 * none or they may not), or 'dead-link' when the key they hold opens nothing and they have no right of
 * their own. Four queries whatever the number of codes; every look but the owner's is logged.
 */
export async function readAccessDetailsOfMany(db: Queryable, viewer: Actor | null, asked: readonly AccessAsked[]): Promise<AccessAnswer[]> {
  if (asked.length === 0) return [];
  const ids = [...new Set(asked.map((code) => code.zarcodeId))];
  const hashes = [...new Set(asked.flatMap((code) => (code.key ? [sha256Hex(code.key)] : [])))];
  const [detailRows, grantRows, linkRows] = await Promise.all([
    db.select().from(zarcodeAccessDetails).where(sql`${zarcodeAccessDetails.zarcodeId} = any(${sql.param(ids)}::uuid[])`),
    viewer
      ? db
          .select({ zarcodeId: accessGrants.zarcodeId })
          .from(accessGrants)
          .where(and(eq(accessGrants.userId, viewer.id), sql`${accessGrants.zarcodeId} = any(${sql.param(ids)}::uuid[])`))
      : [],
    hashes.length > 0
      ? db
          .select()
          .from(accessLinks)
          .where(and(sql`${accessLinks.secretHash} = any(${sql.param(hashes)}::text[])`, isNull(accessLinks.revokedAt), gt(accessLinks.expiresAt, sql`now()`)))
      : [],
  ]);
  const detailsOfCode = new Map(detailRows.map((row) => [row.zarcodeId, row]));
  const granted = new Set(grantRows.map((row) => row.zarcodeId));
  const looks: (typeof accessViews.$inferInsert)[] = [];
  const answers = asked.map((code): AccessAnswer => {
    const link = code.key ? linkRows.find((row) => row.zarcodeId === code.zarcodeId && row.secretHash === sha256Hex(code.key!)) : undefined;
    const via = accessDetailsVia(viewer, code, { isNamedAccount: granted.has(code.zarcodeId), hasLiveLink: link !== undefined });
    if (!via) return code.key ? 'dead-link' : 'none';
    const details = detailsOfCode.get(code.zarcodeId);
    if (!details) return 'none';
    if (isRecordedLook(via)) looks.push(lookOf(code.zarcodeId, via, viewer, link ?? null));
    return { via, details: Object.fromEntries(ACCESS_DETAIL_FIELDS.map((field) => [field, details[field]])) as AccessDetailValues };
  });
  if (looks.length > 0) await db.insert(accessViews).values(looks);
  return answers;
}
