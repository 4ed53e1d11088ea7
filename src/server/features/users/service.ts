import { and, avg, count, countDistinct, eq, gte, sql } from 'drizzle-orm';
import { roundCoordinate } from '../../../domain/geo/coordinate-format';
import { DEFAULT_USER_LOCATION, EMAIL_TAKEN_MESSAGE, type UpdateProfileBody, type UserLocationReply, type UserStatsReply } from '../../../domain/user/schemas';
import type { Database } from '../../db/client';
import { users, zarcodeDailyViews, zarcodes } from '../../db/schema';
import { conflict, isUniqueViolation } from '../../errors';
import type { Actor } from '../../actor';
import { southAfricanMidnight, southAfricanMonthStart } from '../../../domain/time/south-african-time';
import { getUser, normaliseEmail, type UserRow } from '../auth';
import type { MailService } from '../../mail/service';
import { userMail } from './mail';

/**
 * The dashboard's four tiles for the caller, "this month" reckoned in South African time; with
 * `creatorCodesOnly`, of the codes made as a creator (the creator dashboard).
 */
export async function getUserStats(
  db: Database,
  actor: Pick<Actor, 'id'>,
  options: { creatorCodesOnly?: boolean } = {},
): Promise<UserStatsReply> {
  const owned = and(eq(zarcodes.userId, actor.id), options.creatorCodesOnly ? eq(zarcodes.isCreatorCode, true) : undefined);
  const monthStart = southAfricanMonthStart();
  const monthStartInstant = sql`${southAfricanMidnight(monthStart).toISOString()}::timestamptz`;
  const [[codes], [views]] = await Promise.all([
    db
      .select({
        totalCodes: count(),
        thisMonth: sql<number>`count(*) filter (where ${zarcodes.createdAt} >= ${monthStartInstant})`.mapWith(Number),
        provinces: countDistinct(zarcodes.province),
      })
      .from(zarcodes)
      .where(owned),
    db
      .select({ viewsThisMonth: sql<number>`coalesce(sum(${zarcodeDailyViews.views}), 0)`.mapWith(Number) })
      .from(zarcodeDailyViews)
      .innerJoin(zarcodes, eq(zarcodes.id, zarcodeDailyViews.zarcodeId))
      .where(and(owned, gte(zarcodeDailyViews.day, monthStart))),
  ]);
  return {
    totalCodes: codes?.totalCodes ?? 0,
    thisMonth: codes?.thisMonth ?? 0,
    provinces: codes?.provinces ?? 0,
    viewsThisMonth: views?.viewsThisMonth ?? 0,
  };
}

/** GET /api/user-location: where the generator's map starts, the mean of the caller's codes. */
export async function getUserLocation(db: Database, actor: Actor): Promise<UserLocationReply> {
  const [mean] = await db
    .select({ latitude: avg(zarcodes.latitude), longitude: avg(zarcodes.longitude) })
    .from(zarcodes)
    .where(eq(zarcodes.userId, actor.id));
  if (!mean?.latitude || !mean.longitude) return { ...DEFAULT_USER_LOCATION, source: 'default' };
  return { latitude: roundCoordinate(Number(mean.latitude)), longitude: roundCoordinate(Number(mean.longitude)), source: 'codes' };
}

/**
 * PUT /api/user/profile: the caller's names, e-mail (unique whatever its case: 409), contact number
 * and, when sent, emailNotifications. A changed e-mail is told to the old address (account mail).
 */
export async function updateProfile(
  deps: { db: Database; mail: MailService },
  actor: Actor,
  body: UpdateProfileBody,
): Promise<UserRow> {
  const before = await getUser(deps.db, actor.id);
  const email = normaliseEmail(body.email);
  let updated: UserRow | undefined;
  try {
    [updated] = await deps.db
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        email,
        contactTel: body.contactTel,
        ...(body.emailNotifications === undefined ? {} : { emailNotifications: body.emailNotifications }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  if (updated && updated.email !== before.email) {
    deps.mail.sendLater(userMail, 'email-changed', before.email, { firstName: updated.firstName, newEmail: updated.email });
  }
  return updated ?? getUser(deps.db, actor.id);
}
