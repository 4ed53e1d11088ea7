import { and, count, eq, isNotNull, isNull, like, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdminRole } from '../../../domain/auth/roles';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { PREFIX_TAKEN_MESSAGE, SLUG_TAKEN_MESSAGE, firstFreeSlug, slugFromDisplayName } from '../../../domain/creators/creators';
import {
  CREATOR_NOT_FOUND_MESSAGE,
  type AdminCreatorsQuery,
  type AdminUpdateCreatorBody,
  type CreateCreatorProfileBody,
  type CreatorZarcodesQuery,
  type UpdateCreatorProfileBody,
} from '../../../domain/creators/schemas';
import type { Actor, Viewer } from '../../actor';
import type { Database, Queryable } from '../../db/client';
import { newestFirst, pageOf } from '../../db/lists';
import { containsText, escapeLike } from '../../db/values';
import { adminMessages, creatorProfiles, users, zarcodeViewCounts, zarcodes } from '../../db/schema';
import { conflict, forbidden, notFound, uniqueViolationOf } from '../../errors';
import { recordAudit, type AuditContext } from '../audit';
import { codeViews, codesStartingWith, isCreatorListedPublicly, isListedPublicly, isListedPubliclyIn, listZarcodesWhere, viewCountOfCode } from '../zarcodes';
import { MANAGED_FIELD_MESSAGE, canCreateCreatorProfile, creatorAccess, isCreatorPublic, refusedOwnProfileChange } from './policy';
import type { AdminCreatorRow, CreatorRow, PublicCreatorRow } from './presenter';

export const NOT_A_CREATOR_MESSAGE = 'You have no creator profile';
export const ALREADY_A_CREATOR_MESSAGE = 'This user is already a creator';
export const ONLY_ADMINS_CREATE_MESSAGE = 'Only an administrator can make a creator profile';
export const ONLY_CREATORS_MESSAGE = `Only creators can create creator ${PRODUCT_NAME_PLURAL}`;
export const INACTIVE_CREATOR_MESSAGE = 'Your creator profile is inactive. Please contact support.';
export const PREFIX_NEEDED_MESSAGE = `Set your unique prefix in Creator Settings before creating ${PRODUCT_NAME_PLURAL}`;
export const APPLICATION_SUBJECT = 'Creator application';
/** /creators lists every public creator on one page and map; past this many it would need pages. */
export const PUBLIC_CREATORS_MAX = 1000;
const SLUG_ATTEMPTS = 5;

// ---------------------------------------------------------------------------------------------------
// Finding profiles

export async function findCreatorByUserId(db: Queryable, userId: string): Promise<CreatorRow | null> {
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** What a caller without a creator profile is told by the routes only creators may call. */
const NOT_A_CREATOR = {
  makeCodes: () => forbidden(ONLY_CREATORS_MESSAGE),
  editProfile: () => notFound(NOT_A_CREATOR_MESSAGE),
};

/**
 * The caller's creator profile, for making creator codes or changing the profile; refused in the
 * route's own words when they have none. Those routes ask it before their body is read, then again.
 */
export async function getOwnCreatorProfile(db: Queryable, viewer: NonNullable<Viewer>, purpose: keyof typeof NOT_A_CREATOR): Promise<CreatorRow> {
  const row = await findCreatorByUserId(db, viewer.id);
  if (!row) throw NOT_A_CREATOR[purpose]();
  return row;
}

export async function getCreatorById(db: Queryable, id: string): Promise<CreatorRow> {
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id)).limit(1);
  if (!row) throw notFound(CREATOR_NOT_FOUND_MESSAGE);
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Writing profiles

/** The slugs made from this base already taken: the base itself and `base-N`. */
async function takenSlugs(db: Queryable, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: creatorProfiles.slug })
    .from(creatorProfiles)
    .where(or(eq(creatorProfiles.slug, base), like(creatorProfiles.slug, `${escapeLike(base)}-%`)));
  return new Set(rows.map((row) => row.slug));
}

/**
 * 409 when another user's codes already carry this prefix (a creator whose prefix an admin changed,
 * or who is no longer a creator): a new creator taking it would seem to own them.
 */
async function refusePrefixInUse(db: Queryable, prefix: string | null | undefined, userId: string): Promise<void> {
  if (!prefix) return;
  const [used] = await db
    .select({ id: zarcodes.id })
    .from(zarcodes)
    .where(and(codesStartingWith(`${prefix}-`), ne(zarcodes.userId, userId)))
    .limit(1);
  if (used) throw conflict(PREFIX_TAKEN_MESSAGE);
}

/** The 409 a unique index of creator_profiles answers with, or the error itself when it is none of them. */
function uniqueConflictOf(error: unknown): unknown {
  switch (uniqueViolationOf(error)) {
    case 'creator_profiles_prefix_unique':
      return conflict(PREFIX_TAKEN_MESSAGE);
    case 'creator_profiles_slug_unique':
      return conflict(SLUG_TAKEN_MESSAGE);
    case 'creator_profiles_user_unique':
      return conflict(ALREADY_A_CREATOR_MESSAGE);
    default:
      return error;
  }
}

const profileValues = (body: CreateCreatorProfileBody) => ({
  displayName: body.displayName,
  useStandardPrefix: body.useStandardPrefix ?? false,
  uniquePrefix: body.uniquePrefix ?? null,
  isActive: body.isActive ?? true,
  instagram: body.instagram ?? null,
  facebook: body.facebook ?? null,
  tiktok: body.tiktok ?? null,
  xcom: body.xcom ?? null,
  website: body.website ?? null,
  email: body.email ?? null,
});

/**
 * Makes `userId` a creator. The slug is made once from the display name (`-2` on a clash) unless
 * an admin chose one; two profiles made at once with the same name are sorted out by the unique index
 * and another try. `audit` records the write (an admin's) in the same transaction.
 */
export async function createCreatorProfile(
  db: Database,
  input: { userId: string; body: CreateCreatorProfileBody & { slug?: string }; audit: AuditContext | null },
): Promise<CreatorRow> {
  const { body, userId } = input;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('User not found');
  if (await findCreatorByUserId(db, userId)) throw conflict(ALREADY_A_CREATOR_MESSAGE);
  await refusePrefixInUse(db, body.uniquePrefix, userId);

  for (let attempt = 1; ; attempt++) {
    const slug = body.slug ?? firstFreeSlug(body.displayName, await takenSlugs(db, slugFromDisplayName(body.displayName)));
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(creatorProfiles).values({ ...profileValues(body), userId, slug }).returning();
        if (input.audit) {
          await recordAudit(tx, input.audit, { action: 'creator.create', targetType: 'creator_profile', targetId: row!.id, after: row });
        }
        return row!;
      });
    } catch (error) {
      const isSlugRace = uniqueViolationOf(error) === 'creator_profiles_slug_unique' && body.slug === undefined;
      if (isSlugRace && attempt < SLUG_ATTEMPTS) continue;
      throw uniqueConflictOf(error);
    }
  }
}

/** Changes a profile (the fields given; absent ones stay). The slug never follows the display name. */
export async function updateCreatorProfile(
  db: Database,
  existing: CreatorRow,
  body: UpdateCreatorProfileBody & { slug?: string },
  audit: AuditContext | null,
): Promise<CreatorRow> {
  const changes: Partial<typeof creatorProfiles.$inferInsert> = { updatedAt: new Date() };
  for (const key of [
    'displayName',
    'useStandardPrefix',
    'uniquePrefix',
    'isActive',
    'instagram',
    'facebook',
    'tiktok',
    'xcom',
    'website',
    'email',
    'slug',
  ] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }
  if (changes.uniquePrefix !== undefined && changes.uniquePrefix !== existing.uniquePrefix) {
    await refusePrefixInUse(db, changes.uniquePrefix, existing.userId);
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(creatorProfiles).set(changes).where(eq(creatorProfiles.id, existing.id)).returning();
      if (!row) throw notFound(CREATOR_NOT_FOUND_MESSAGE);
      if (audit) {
        await recordAudit(tx, audit, { action: 'creator.update', targetType: 'creator_profile', targetId: row.id, before: existing, after: row });
      }
      return row;
    });
  } catch (error) {
    throw uniqueConflictOf(error);
  }
}

/**
 * Deletes a creator profile: the creator's codes become ordinary codes (their /{slug}/{code} links
 * then lead to /zarcodes/{code}), in the same transaction as the deletion and its audit entry.
 */
export async function deleteCreatorProfile(db: Database, id: string, audit: AuditContext): Promise<{ codes: number }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(creatorProfiles).where(eq(creatorProfiles.id, id)).for('update');
    if (!existing) throw notFound(CREATOR_NOT_FOUND_MESSAGE);
    const released = await tx
      .update(zarcodes)
      .set({ isCreatorCode: false, updatedAt: new Date() })
      .where(and(eq(zarcodes.userId, existing.userId), eq(zarcodes.isCreatorCode, true)))
      .returning({ id: zarcodes.id });
    await tx.delete(creatorProfiles).where(eq(creatorProfiles.id, id));
    await recordAudit(tx, audit, {
      action: 'creator.delete',
      targetType: 'creator_profile',
      targetId: id,
      before: { ...existing, creatorCodes: released.length },
    });
    return { codes: released.length };
  });
}

// ---------------------------------------------------------------------------------------------------
// The caller's own profile (/api/creators/me)

/** POST /api/creators/me: admins make their own profile; everyone else asks an admin (apply). */
export async function createMyCreatorProfile(
  db: Database,
  actor: Actor,
  body: CreateCreatorProfileBody,
  audit: AuditContext,
): Promise<CreatorRow> {
  refuseOwnProfileCreation(actor);
  return createCreatorProfile(db, { userId: actor.id, body, audit });
}

/** Throws unless `viewer` may make their own creator profile (policy: admins only); asked before the body is read too. */
export function refuseOwnProfileCreation(viewer: Viewer): void {
  if (!canCreateCreatorProfile(viewer)) throw forbidden(ONLY_ADMINS_CREATE_MESSAGE);
}

/**
 * PUT /api/creators/me: a creator changes their profile. Others than admins may not send
 * useStandardPrefix or isActive, nor change a prefix once set (403); an admin's change is audited.
 */
export async function updateMyCreatorProfile(
  db: Database,
  actor: Actor,
  body: UpdateCreatorProfileBody,
  audit: AuditContext,
): Promise<CreatorRow> {
  const existing = await getOwnCreatorProfile(db, actor, 'editProfile');
  const refusal = refusedOwnProfileChange(actor, existing, body);
  if (refusal) throw forbidden(refusal);
  return updateCreatorProfile(db, existing, body, isAdminRole(actor.role) ? audit : null);
}

/** PUT /api/creators/{id}: an admin changes any field of any profile. */
export async function updateCreatorById(db: Database, actor: Actor, id: string, body: AdminUpdateCreatorBody, audit: AuditContext) {
  const existing = await getCreatorById(db, id);
  if (!creatorAccess(actor, existing).canManage) throw forbidden(MANAGED_FIELD_MESSAGE);
  return updateCreatorProfile(db, existing, body, audit);
}

/**
 * POST /api/creators/apply: someone who is not a creator asks to become one; the admins read it
 * with the contact messages (admin_messages), answered from the account's name and e-mail.
 */
export async function applyToBecomeCreator(db: Database, actor: Actor, note: string | undefined): Promise<void> {
  if (await findCreatorByUserId(db, actor.id)) throw conflict('You are already a creator');
  const name = `${actor.firstName} ${actor.lastName}`.trim();
  const message = [`${name} (${actor.email}) asks to become a creator.`, note?.trim()].filter(Boolean).join('\n\n');
  await db.insert(adminMessages).values({ userId: actor.id, name, email: actor.email, subject: APPLICATION_SUBJECT, message });
}

// ---------------------------------------------------------------------------------------------------
// Creator codes

/**
 * GET /api/creators/{id}/zarcodes: the creator's public codes an admin has not hidden; the creator
 * and admins see all of them. A creator whose page is not public is not found, except by those two.
 */
export async function listCreatorZarcodes(db: Database, viewer: Viewer, id: string, query: CreatorZarcodesQuery) {
  const creator = await getCreatorById(db, id);
  const access = creatorAccess(viewer, creator);
  if (!access.canSeeAll && !isCreatorPublic(creator)) throw notFound(CREATOR_NOT_FOUND_MESSAGE);
  const scope = [eq(zarcodes.userId, creator.userId), eq(zarcodes.isCreatorCode, true)];
  if (!access.canSeeAll) scope.push(isListedPublicly!);
  return listZarcodesWhere(db, scope, query);
}

// ---------------------------------------------------------------------------------------------------
// Lists

/** The creator codes of the creator in the outer query that anyone may see, in `codes` (zarcodes or an alias). */
const listedCodesIn = (codes: { userId: AnyColumn; isCreatorCode: AnyColumn; privacy: AnyColumn; hiddenAt: AnyColumn }) =>
  sql`${codes.userId} = ${creatorProfiles.userId} and ${codes.isCreatorCode} and ${isListedPubliclyIn(codes)}`;
const listedCodesOf = listedCodesIn(zarcodes);
const rankedCodes = alias(zarcodes, 'ranked_codes');

/**
 * Where the creator's most viewed listed code is ('latitude,longitude'). It is among those of the
 * highest search rank (the rank grows with the views), so only their counts are read: reading every
 * code's count took four times the pages at the bench's million codes (over 300 codes a creator).
 * Written apart from the select: a select of one table names its columns without their table, and
 * this query's columns must say which of its two copies of zarcodes they belong to.
 */
const mostViewedPlace = sql`(select ${zarcodes.latitude}::text || ',' || ${zarcodes.longitude}::text
  from ${zarcodes} left join ${zarcodeViewCounts} on ${viewCountOfCode}
  where ${listedCodesOf}
    and ${zarcodes.searchRank} = (select max(${rankedCodes.searchRank}) from ${zarcodes} as ${rankedCodes} where ${listedCodesIn(rankedCodes)})
  order by ${codeViews} desc, ${zarcodes.createdAt} desc limit 1)`;

const publicColumns = {
  profile: creatorProfiles,
  codeCount: sql<number>`(select count(*) from ${zarcodes} where ${listedCodesOf})`.mapWith(Number),
  location: sql<string | null>`${mostViewedPlace}`,
};

/** GET /api/creators/public: every active creator an admin has not hidden, by name. */
export async function listPublicCreators(db: Database): Promise<PublicCreatorRow[]> {
  return db
    .select(publicColumns)
    .from(creatorProfiles)
    .where(isCreatorListedPublicly)
    .orderBy(sql`lower(${creatorProfiles.displayName})`, creatorProfiles.slug)
    .limit(PUBLIC_CREATORS_MAX);
}

/** GET /api/creators/public/{slug}: a public creator, or 404 (unknown, inactive or hidden alike). */
export async function getPublicCreator(db: Database, slug: string): Promise<PublicCreatorRow> {
  const [row] = await db
    .select(publicColumns)
    .from(creatorProfiles)
    .where(and(eq(creatorProfiles.slug, slug.toLowerCase()), isCreatorListedPublicly))
    .limit(1);
  if (!row) throw notFound(CREATOR_NOT_FOUND_MESSAGE);
  return row;
}

const STATUS_FILTERS: Record<AdminCreatorsQuery['status'], SQL | undefined> = {
  all: undefined,
  active: and(eq(creatorProfiles.isActive, true), isNull(creatorProfiles.hiddenAt)),
  inactive: eq(creatorProfiles.isActive, false),
  hidden: isNotNull(creatorProfiles.hiddenAt),
};

/** GET /api/creators: the admin's list, newest first, with each creator's user and number of codes. */
export async function listAdminCreators(db: Database, query: AdminCreatorsQuery): Promise<{ rows: AdminCreatorRow[]; total: number }> {
  const filters: SQL[] = [];
  const status = STATUS_FILTERS[query.status];
  if (status) filters.push(status);
  if (query.search) {
    filters.push(
      containsText(query.search, [
        creatorProfiles.displayName,
        creatorProfiles.slug,
        creatorProfiles.uniquePrefix,
        users.email,
        sql`${users.firstName} || ' ' || ${users.lastName}`,
      ]),
    );
  }
  const where = and(...filters);
  const [rows, [totals]] = await Promise.all([
    pageOf(
      db
        .select({
          profile: creatorProfiles,
          user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
          codeCount: sql<number>`(select count(*) from ${zarcodes} where ${zarcodes.userId} = ${creatorProfiles.userId} and ${zarcodes.isCreatorCode})`.mapWith(Number),
        })
        .from(creatorProfiles)
        .innerJoin(users, eq(users.id, creatorProfiles.userId))
        .where(where)
        .$dynamic(),
      newestFirst(creatorProfiles),
      query,
    ),
    db.select({ total: count() }).from(creatorProfiles).innerJoin(users, eq(users.id, creatorProfiles.userId)).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One creator as the admin's list shows it. */
export async function getAdminCreator(db: Database, id: string): Promise<AdminCreatorRow> {
  const profile = await getCreatorById(db, id);
  const [[user], codeCount] = await Promise.all([
    db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, profile.userId)),
    db.$count(zarcodes, and(eq(zarcodes.userId, profile.userId), eq(zarcodes.isCreatorCode, true))),
  ]);
  return { profile, user: user!, codeCount };
}

/** A user's id from their account e-mail (case-insensitive), for an admin making them a creator. */
export async function findUserIdByEmail(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  if (!user) throw notFound('No user has this e-mail address');
  return user.id;
}
