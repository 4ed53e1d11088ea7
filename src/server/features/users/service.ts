import { and, count, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { UserStatsReply } from '../../../domain/user/schemas';
import type { Database } from '../../db/client';
import { zarcodeDailyViews, zarcodes } from '../../db/schema';
import type { Actor } from '../../actor';
import { southAfricanDay } from '../zarcodes/view-counter';

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
  const monthStart = `${southAfricanDay().slice(0, 8)}01`;
  const monthStartInstant = sql`(${monthStart}::date::timestamp at time zone 'Africa/Johannesburg')`;
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
