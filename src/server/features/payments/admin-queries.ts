import { and, count, eq, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { paginationOf } from '../../../domain/api/pagination';
import { PAYMENT_STATUSES } from '../../../domain/payments/payments';
import type { AdminNotificationsQuery, AdminPaymentDetailReply, AdminPaymentListReply, AdminPaymentsQuery } from '../../../domain/payments/schemas';
import { southAfricanMidnight } from '../../../domain/time/south-african-time';
import type { Database } from '../../db/client';
import { newestFirst, newestPage, pageOf } from '../../db/lists';
import { paymentNotifications, payments, users } from '../../db/schema';
import { notFound } from '../../errors';
import { containsText, isUuid } from '../../db/values';
import { presentAdminPayment, presentNotification, presentPaymentTotals } from './presenter';
import { PAYMENT_NOT_FOUND, selectViews, toView } from './views';

// The admins' lists: every payment with totals, one payment with its notifications, the notifications.


export function adminFilters(query: AdminPaymentsQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(payments.status, query.status));
  if (query.product) filters.push(eq(payments.product, query.product));
  if (query.mode) filters.push(eq(payments.mode, query.mode));
  if (query.from) filters.push(gte(payments.createdAt, southAfricanMidnight(query.from)));
  if (query.to) {
    const end = southAfricanMidnight(query.to);
    end.setUTCDate(end.getUTCDate() + 1);
    filters.push(lt(payments.createdAt, end));
  }
  if (query.search) {
    const search = query.search;
    filters.push(
      or(
        containsText(search, [users.email]),
        eq(payments.providerPaymentId, search),
        isUuid(search) ? eq(payments.id, search) : undefined,
      )!,
    );
  }
  return and(...filters);
}

const sumCents = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** GET /api/admin/payments: every payment matching the filters, with totals and VAT totals. */
export async function listAdminPayments(db: Database, query: AdminPaymentsQuery): Promise<AdminPaymentListReply> {
  const where = adminFilters(query);
  const [rows, grouped] = await Promise.all([
    pageOf(selectViews(db).where(where).$dynamic(), newestFirst(payments), query),
    db
      .select({
        status: payments.status,
        count: count(),
        amount: sumCents(payments.amountCents),
        vat: sumCents(payments.vatCents),
        discount: sumCents(payments.discountCents),
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .groupBy(payments.status),
  ]);
  const totals = presentPaymentTotals(grouped);
  return {
    payments: rows.map((row) => presentAdminPayment(toView(row))),
    pagination: paginationOf(query, totals.count),
    totals,
    byStatus: PAYMENT_STATUSES.map((status) => ({
      status,
      ...presentPaymentTotals(grouped.filter((row) => row.status === status)),
    })),
  };
}

/** GET /api/admin/payments/{id}: a payment, its buyer and every notification about it. */
export async function getAdminPaymentDetail(db: Database, id: string): Promise<AdminPaymentDetailReply> {
  const [row] = await selectViews(db).where(eq(payments.id, id)).limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  const notifications = await db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.paymentId, id))
    .orderBy(...newestFirst(paymentNotifications));
  return { ...presentAdminPayment(toView(row)), notifications: notifications.map(presentNotification) };
}

/** GET /api/admin/payments/notifications: every PayFast notification, newest first. */
export async function listNotifications(db: Database, query: AdminNotificationsQuery) {
  const where = query.outcome ? eq(paymentNotifications.outcome, query.outcome) : undefined;
  const { rows, total } = await newestPage(db, { table: paymentNotifications, select: db.select().from(paymentNotifications), where }, query);
  return { notifications: rows.map(presentNotification), pagination: paginationOf(query, total) };
}
