import { and, count, eq, gte, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { analyticsRange, dailySeries, monthRange, type DayCount } from '../../../domain/analytics/analytics';
import type { AdminStatsReply, DailyAnalyticsReply } from '../../../domain/analytics/schemas';
import { formatCents } from '../../../domain/pricing/pricing';
import type { Database } from '../../db/client';
import { southAfricanDayOf } from '../../db/values';
import { adminMessages, changeRequests, creatorProfiles, payments, users, zarcodeDailyViews, zarcodes } from '../../db/schema';

/** Counts rows made since `start` (an instant), or in all when it is null. */
const countSince = (column: AnyColumn, start: Date | null) =>
  start ? sql<number>`count(*) filter (where ${column} >= ${start.toISOString()}::timestamptz)`.mapWith(Number) : count();

const isComplete = eq(payments.status, 'complete');

/** Completed payments since `start` (or in all): how many, their amounts and the VAT in them. */
async function revenueSince(db: Database, start: Date | null) {
  const [row] = await db
    .select({
      payments: count(),
      amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
      vatCents: sql<number>`coalesce(sum(${payments.vatCents}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(and(isComplete, start ? gte(payments.completedAt, start) : undefined));
  return { amount: formatCents(row?.amountCents ?? 0), vatAmount: formatCents(row?.vatCents ?? 0), payments: row?.payments ?? 0 };
}

/** GET /api/admin/stats, "this month" being the South African month of `now`. */
export async function getAdminStats(db: Database, now = new Date()): Promise<AdminStatsReply> {
  const { month, start } = monthRange(now);
  const [[userCounts], [codeCounts], activeCreators, unreadMessages, pendingChangeRequests, revenueThisMonth, revenueAllTime] = await Promise.all([
    db.select({ total: count(), newThisMonth: countSince(users.createdAt, start) }).from(users),
    db
      .select({
        total: count(),
        thisMonth: countSince(zarcodes.createdAt, start),
        creator: sql<number>`count(*) filter (where ${zarcodes.isCreatorCode})`.mapWith(Number),
        verified: sql<number>`count(*) filter (where ${zarcodes.isVerified})`.mapWith(Number),
      })
      .from(zarcodes),
    db.$count(creatorProfiles, eq(creatorProfiles.isActive, true)),
    db.$count(adminMessages, eq(adminMessages.isRead, false)),
    db.$count(changeRequests, eq(changeRequests.status, 'pending')),
    revenueSince(db, start),
    revenueSince(db, null),
  ]);
  return {
    month,
    users: { total: userCounts?.total ?? 0, newThisMonth: userCounts?.newThisMonth ?? 0 },
    zarcodes: {
      total: codeCounts?.total ?? 0,
      thisMonth: codeCounts?.thisMonth ?? 0,
      creator: codeCounts?.creator ?? 0,
      verified: codeCounts?.verified ?? 0,
    },
    activeCreators,
    revenue: { thisMonth: revenueThisMonth, allTime: revenueAllTime },
    unreadMessages,
    pendingChangeRequests,
  };
}

/** Per South African day since `start`: `value` summed (count by default) over the rows of `table` matching `where`. */
async function perDay(
  db: Database,
  table: PgTable,
  timestamp: AnyColumn,
  start: Date,
  options: { value?: SQL<number>; where?: SQL } = {},
): Promise<DayCount[]> {
  const day = southAfricanDayOf(timestamp);
  return db
    .select({ day, value: (options.value ?? sql<number>`count(*)`).mapWith(Number) })
    .from(table)
    .where(and(gte(timestamp, start), options.where))
    .groupBy(day);
}

/** GET /api/admin/daily-analytics: the last `days` South African days, oldest first. */
export async function getDailyAnalytics(db: Database, days: number, now = new Date()): Promise<DailyAnalyticsReply> {
  const range = analyticsRange(days, now);
  const completedPayments = { where: and(isComplete, isNotNull(payments.completedAt)) };
  const [newUsers, codes, paid, revenueCents, views] = await Promise.all([
    perDay(db, users, users.createdAt, range.start),
    perDay(db, zarcodes, zarcodes.createdAt, range.start),
    perDay(db, payments, payments.completedAt, range.start, completedPayments),
    perDay(db, payments, payments.completedAt, range.start, { ...completedPayments, value: sql<number>`sum(${payments.amountCents})` }),
    db
      .select({ day: sql<string>`${zarcodeDailyViews.day}::text`, value: sql<number>`sum(${zarcodeDailyViews.views})`.mapWith(Number) })
      .from(zarcodeDailyViews)
      .where(gte(zarcodeDailyViews.day, range.from))
      .groupBy(zarcodeDailyViews.day),
  ]);
  const series = dailySeries(range.days, { newUsers, zarcodes: codes, payments: paid, revenueCents, views });
  return {
    days,
    from: range.from,
    to: range.to,
    daily: series.map(({ revenueCents: cents, ...entry }) => ({ ...entry, revenue: formatCents(cents) })),
  };
}
