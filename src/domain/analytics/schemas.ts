import { z } from 'zod';
import { wholeNumberQuery } from '../api/schemas';
import { DEFAULT_ANALYTICS_DAYS, MAX_ANALYTICS_DAYS } from './analytics';

/** Money in an answer: Rand with two decimals, VAT included ('19.00'). */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const count = z.number().int().min(0);

const revenueSchema = z.object({ amount: money, vatAmount: money, payments: count });

/**
 * GET /api/admin/stats: the business at a glance. "This month" is the South African month
 * (`month`, 'YYYY-MM'); revenue is what completed payments took, VAT included, with the VAT in it.
 */
export const adminStatsReplySchema = z.object({
  month: z.string(),
  users: z.object({ total: count, newThisMonth: count }),
  zarcodes: z.object({ total: count, thisMonth: count, creator: count, verified: count }),
  activeCreators: count,
  revenue: z.object({ thisMonth: revenueSchema, allTime: revenueSchema }),
  unreadMessages: count,
  pendingChangeRequests: count,
});
export type AdminStatsReply = z.infer<typeof adminStatsReplySchema>;

export const DAYS_MESSAGE = `days must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}`;

/** GET /api/admin/daily-analytics?days: the last `days` South African days, today included. */
export const dailyAnalyticsQuerySchema = z.object({
  days: wholeNumberQuery(DAYS_MESSAGE, 1, MAX_ANALYTICS_DAYS, DEFAULT_ANALYTICS_DAYS),
});
export type DailyAnalyticsQuery = z.output<typeof dailyAnalyticsQuerySchema>;

export const dailyEntrySchema = z.object({
  /** The South African day, 'YYYY-MM-DD'. */
  date: z.string(),
  newUsers: count,
  zarcodes: count,
  /** Completed payments, by the day they completed. */
  payments: count,
  /** What those payments took, VAT included. */
  revenue: money,
  views: count,
});
export type DailyEntry = z.infer<typeof dailyEntrySchema>;

export const dailyAnalyticsReplySchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  daily: z.array(dailyEntrySchema),
});
export type DailyAnalyticsReply = z.infer<typeof dailyAnalyticsReplySchema>;
