import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatCents } from '../../../domain/pricing/pricing';
import { addDays, formatSouthAfricanTime, southAfricanDay, southAfricanDaysSpan } from '../../../domain/time/south-african-time';
import type { Database, Queryable } from '../../db/client';
import { adminMessages, payments, users, zarcodeDailyViews, zarcodes } from '../../db/schema';
import { sumExpenses } from '../expenses';
import type { MailService } from '../../mail/service';
import { notificationMail, type DailyFigures } from './mail';
import { countUnreadMessages } from '../messages';
import { getSystemSettings } from '../settings';

interface NotificationDeps {
  db: Database;
  mail: MailService;
}

/**
 * Who receives the admin notifications: active super admins who have not switched e-mail
 * notifications off on their profile.
 */
async function notifiedSuperAdmins(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true), eq(users.emailNotifications, true)));
  return rows.map((row) => row.email);
}

/**
 * After a registration, when System Settings' notifyNewUser is on: one e-mail per super admin, sent
 * after the answer (a failure is logged and in the e-mail log; the registration stands).
 */
export async function notifyNewUser(
  deps: NotificationDeps,
  user: { firstName: string; lastName: string; email: string; contactTel: string | null; createdAt: Date },
): Promise<void> {
  if (!(await getSystemSettings(deps.db)).notifyNewUser) return;
  const data = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    contactTel: user.contactTel,
    registeredAt: formatSouthAfricanTime(user.createdAt),
  };
  for (const to of await notifiedSuperAdmins(deps.db)) deps.mail.sendLater(notificationMail, 'new-user', to, data);
}

/** Rows whose `column` falls in [start, end), among those the query counts, and `also` when given. */
const countWithin = (column: AnyPgColumn, start: Date, end: Date, also?: SQL) =>
  sql<number>`count(*) filter (where ${column} >= ${start.toISOString()} and ${column} < ${end.toISOString()}${also ? sql` and ${also}` : sql``})`.mapWith(Number);

/** The figures of one South African day (YYYY-MM-DD), with the totals as they stand. */
export async function dailyFigures(db: Database, day: string): Promise<DailyFigures> {
  const { start, end } = southAfricanDaysSpan(day, day);
  const [[userCounts], [codeCounts], [paid], [views], messages, unread, spent] = await Promise.all([
    db.select({ total: count(), added: countWithin(users.createdAt, start, end) }).from(users),
    db
      .select({
        total: count(),
        added: countWithin(zarcodes.createdAt, start, end),
        addedByCreators: countWithin(zarcodes.createdAt, start, end, sql`${zarcodes.isCreatorCode}`),
      })
      .from(zarcodes),
    db
      .select({
        count: count(),
        amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
        vatCents: sql<number>`coalesce(sum(${payments.vatCents}), 0)`.mapWith(Number),
      })
      .from(payments)
      .where(and(eq(payments.status, 'complete'), gte(payments.completedAt, start), lt(payments.completedAt, end))),
    db
      .select({ views: sql<number>`coalesce(sum(${zarcodeDailyViews.views}), 0)`.mapWith(Number) })
      .from(zarcodeDailyViews)
      .where(eq(zarcodeDailyViews.day, day)),
    db.$count(adminMessages, and(gte(adminMessages.createdAt, start), lt(adminMessages.createdAt, end))),
    countUnreadMessages(db),
    sumExpenses(db, day, addDays(day, 1)),
  ]);
  return {
    day,
    newUsers: userCounts?.added ?? 0,
    totalUsers: userCounts?.total ?? 0,
    newCodes: codeCounts?.added ?? 0,
    newCreatorCodes: codeCounts?.addedByCreators ?? 0,
    totalCodes: codeCounts?.total ?? 0,
    views: views?.views ?? 0,
    payments: paid?.count ?? 0,
    revenue: formatCents(paid?.amountCents ?? 0),
    revenueVat: formatCents(paid?.vatCents ?? 0),
    expenses: formatCents(spent.amountCents),
    messages,
    unreadMessages: unread,
  };
}

/** The daily report's period: a day from 04:00 UTC, 06:00 in South Africa (no daylight saving there). */
export const DAILY_REPORT_SCHEDULE = { everyMs: 24 * 60 * 60_000, offsetMs: 4 * 60 * 60_000 };

/**
 * The daily report's run for the period starting at `periodStart` (06:00 SAST of a day): when System
 * Settings' notifyDailyStats is on, the previous South African day's figures go to every notified
 * super admin. The job ledger runs it once per day across instances.
 */
export async function sendDailyReport(
  deps: NotificationDeps,
  periodStart: Date,
): Promise<{ day: string; sentTo: number } | 'off'> {
  if (!(await getSystemSettings(deps.db)).notifyDailyStats) return 'off';
  const day = addDays(southAfricanDay(periodStart), -1);
  const figures = await dailyFigures(deps.db, day);
  const recipients = await notifiedSuperAdmins(deps.db);
  const results = await Promise.allSettled(recipients.map((to) => deps.mail.send(notificationMail, 'daily-stats', to, figures)));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) throw new Error(`The daily report failed for ${failed.length} of ${recipients.length} super admins`);
  return { day, sentTo: recipients.length };
}
