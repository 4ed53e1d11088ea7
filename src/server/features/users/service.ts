import { and, count, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { UserStatsReply } from '../../../domain/user/schemas';
import type { Database } from '../../db/client';
import { zarcodeDailyViews, zarcodes } from '../../db/schema';
import type { Actor } from '../../actor';
import { southAfricanMidnight, southAfricanMonthStart } from '../../../domain/time/south-african-time';

/** The dashboard's four tiles for the caller, "this month" reckoned in South African time. */
export async function getUserStats(db: Database, actor: Actor): Promise<UserStatsReply> {
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
      .where(eq(zarcodes.userId, actor.id)),
    db
      .select({ viewsThisMonth: sql<number>`coalesce(sum(${zarcodeDailyViews.views}), 0)`.mapWith(Number) })
      .from(zarcodeDailyViews)
      .innerJoin(zarcodes, eq(zarcodes.id, zarcodeDailyViews.zarcodeId))
      .where(and(eq(zarcodes.userId, actor.id), gte(zarcodeDailyViews.day, monthStart))),
  ]);
  return {
    totalCodes: codes?.totalCodes ?? 0,
    thisMonth: codes?.thisMonth ?? 0,
    provinces: codes?.provinces ?? 0,
    viewsThisMonth: views?.viewsThisMonth ?? 0,
  };
}
