import { and, count, desc, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isAdminRole } from '../../../domain/auth/roles';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { isInSouthAfricaBox } from '../../../domain/geo/coordinates';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/payments/payments';
import type {
  AdminNotificationsQuery,
  AdminPaymentDetailReply,
  AdminPaymentListReply,
  AdminPaymentsQuery,
  CreatePaymentBody,
  CreatePaymentReply,
  PaymentDetailReply,
  PaymentListReply,
  UserPaymentsQuery,
} from '../../../domain/payments/schemas';
import { formatCents, quotePrice } from '../../../domain/pricing/pricing';
import { voucherDiscount } from '../../../domain/vouchers/vouchers';
import { COUNTRY_MESSAGE } from '../../../domain/zarcode/schemas';
import { standardPrefix } from '../../../domain/zarcode/zarcode';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { bundles, paymentNotifications, payments, users, vouchers, zarcodes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { PayfastGateway } from '../../infra/payfast/gateway';
import type { Actor } from '../../actor';
import { findBundle, presentBundle } from '../bundles/service';
import { listPriceCents } from '../prices/service';
import { getSystemSettings } from '../settings/service';
import { holdVoucherForCheckout } from '../vouchers/service';
import { presentZarcode } from '../zarcodes/presenter';
import { findZarcodeByCode } from '../zarcodes/service';
import { buildNextStep, type Buyer } from './checkout';
import { grantPayment } from './grant';
import { resolvePaymentMode } from './mode';
import {
  presentAdminPayment,
  presentNotification,
  presentPayment,
  type PaymentView,
  type PaymentViewWithBuyer,
} from './presenter';

export interface PaymentDeps {
  db: Database;
  config: Config;
  gateway: PayfastGateway;
}

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYFAST_ONLY_MESSAGE =
  'This payment is made through PayFast: it completes when PayFast confirms it, not from this page.';
export const MOCK_OFF_MESSAGE = 'Mock payments are switched off: payments now go through PayFast.';

const viewColumns = {
  payment: payments,
  voucherCode: vouchers.code,
  zarcodeCode: zarcodes.code,
  bundleId: bundles.id,
};

function selectViews(db: Queryable) {
  return db
    .select(viewColumns)
    .from(payments)
    .leftJoin(vouchers, eq(vouchers.id, payments.voucherId))
    .leftJoin(zarcodes, eq(zarcodes.paymentId, payments.id))
    .leftJoin(bundles, eq(bundles.paymentId, payments.id));
}

function selectViewsWithBuyer(db: Queryable) {
  return db
    .select({
      ...viewColumns,
      buyerId: users.id,
      buyerEmail: users.email,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
    })
    .from(payments)
    .leftJoin(vouchers, eq(vouchers.id, payments.voucherId))
    .leftJoin(zarcodes, eq(zarcodes.paymentId, payments.id))
    .leftJoin(bundles, eq(bundles.paymentId, payments.id))
    .leftJoin(users, eq(users.id, payments.userId));
}

type BuyerJoin = {
  buyerId: string | null;
  buyerEmail: string | null;
  buyerFirstName: string | null;
  buyerLastName: string | null;
};

function withBuyer(row: PaymentView & BuyerJoin): PaymentViewWithBuyer {
  return {
    ...row,
    buyer:
      row.buyerId && row.buyerEmail
        ? { id: row.buyerId, email: row.buyerEmail, firstName: row.buyerFirstName ?? '', lastName: row.buyerLastName ?? '' }
        : null,
  };
}

/** The payment `actor` may see: their own, or any for admins; others' are not found. */
async function getViewFor(db: Queryable, actor: Actor, id: string, ownOnly = false): Promise<PaymentViewWithBuyer> {
  const mayOthers = !ownOnly && isAdminRole(actor.role);
  const [row] = await selectViewsWithBuyer(db)
    .where(and(eq(payments.id, id), mayOthers ? undefined : eq(payments.userId, actor.id)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return withBuyer(row);
}

/**
 * The code form's own checks that need no database, run when the payment is made so that a buyer
 * never pays for a code that cannot be made.
 */
function checkCodeForm(form: Extract<CreatePaymentBody, { product: 'zarcode' }>['codeForm']): void {
  if (!isInSouthAfricaBox(form.latitude, form.longitude)) throw badRequest(COUNTRY_MESSAGE);
  if (!standardPrefix(form.province, form.city)) throw badRequest('Please choose one of the nine provinces');
}

async function checkCodeLimit(db: Queryable, userId: string, maxCodesPerUser: number): Promise<void> {
  const [owned] = await db.select({ total: count() }).from(zarcodes).where(eq(zarcodes.userId, userId));
  if ((owned?.total ?? 0) >= maxCodesPerUser) {
    throw conflict(
      `You have reached the maximum of ${maxCodesPerUser} ${PRODUCT_NAME_PLURAL} per account. Please contact support.`,
    );
  }
}

/**
 * Starts a purchase: prices it (current price, bundle discount, voucher, VAT rate in force, all
 * stored on the payment so later changes never alter it), keeps the code form with it, and answers
 * what the browser does next. The voucher's use is held for this checkout (see
 * holdVoucherForCheckout) and counted when the payment is granted.
 */
export async function createPayment(deps: PaymentDeps, actor: Actor, body: CreatePaymentBody): Promise<CreatePaymentReply> {
  const { db, config, gateway } = deps;
  const settings = await getSystemSettings(db);
  const { mode } = resolvePaymentMode(config, settings, gateway);
  const bundleType = body.product === 'bundle' ? body.bundleType : null;
  if (body.product === 'zarcode') {
    checkCodeForm(body.codeForm);
    await checkCodeLimit(db, actor.id, settings.maxCodesPerUser);
  }
  const listCents = await listPriceCents(db, body.product, bundleType);
  const now = new Date();

  const id = await db.transaction(async (tx) => {
    const voucher = body.voucherCode
      ? await holdVoucherForCheckout(tx, { code: body.voucherCode, userId: actor.id, now })
      : null;
    const quote = quotePrice(listCents, voucher ? voucherDiscount(voucher) : null, settings.vatRate);
    const [row] = await tx
      .insert(payments)
      .values({
        userId: actor.id,
        product: body.product,
        bundleType,
        codeForm: body.product === 'zarcode' ? { ...body.codeForm, useBundle: false } : null,
        status: 'pending',
        mode,
        listAmountCents: quote.listAmountCents,
        discountCents: quote.discountCents,
        amountCents: quote.amountCents,
        vatRate: quote.vatRate,
        vatCents: quote.vatCents,
        voucherId: voucher?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    return row!.id;
  });

  const view = await getViewFor(db, actor, id, true);
  const next = buildNextStep({ payment: view.payment, buyer: actor, settings, config, gateway });
  if (!next) throw conflict('PayFast is not configured'); // unreachable: the mode needs the credentials
  return { ...presentPayment(view), paymentId: id, next };
}

/** GET /api/payments/{id}: the buyer's (or, for admins, anyone's) payment with what it granted. */
export async function getPaymentDetail(deps: PaymentDeps, actor: Actor, id: string): Promise<PaymentDetailReply> {
  const view = await getViewFor(deps.db, actor, id);
  const isOwner = view.payment.userId === actor.id;
  const zarcode = view.zarcodeCode ? await findZarcodeByCode(deps.db, view.zarcodeCode) : null;
  const bundle = view.bundleId ? await findBundle(deps.db, view.bundleId) : null;
  let next = null;
  if (isOwner && view.payment.status === 'pending') {
    const settings = await getSystemSettings(deps.db);
    const buyer: Buyer = view.buyer ?? { firstName: actor.firstName, lastName: actor.lastName, email: actor.email };
    next = buildNextStep({ payment: view.payment, buyer, settings, config: deps.config, gateway: deps.gateway });
  }
  return {
    ...presentPayment(view),
    grantedZarcode: zarcode ? presentZarcode(zarcode, actor) : null,
    grantedBundle: bundle ? presentBundle(bundle) : null,
    next,
  };
}

/**
 * The mock page's Complete (mock mode only, the buyer only): grants the payment as a verified
 * PayFast notification would. Refused for payments made through PayFast, and for mock payments
 * once PayFast is switched on, so that no code is ever had for free. Completing twice is harmless.
 */
export async function completeMockPayment(
  deps: PaymentDeps,
  actor: Actor,
  id: string,
  transactionId: string | null,
): Promise<PaymentDetailReply> {
  const { payment } = await getViewFor(deps.db, actor, id, true);
  if (payment.mode !== 'mock') throw conflict(PAYFAST_ONLY_MESSAGE);
  const settings = await getSystemSettings(deps.db);
  if (resolvePaymentMode(deps.config, settings, deps.gateway).mode !== 'mock') throw conflict(MOCK_OFF_MESSAGE);
  if (payment.status !== 'complete') {
    const result = await grantPayment(deps.db, {
      paymentId: id,
      providerPaymentId: transactionId ?? `MOCK-${id.slice(0, 8).toUpperCase()}`,
      fromStatuses: ['pending'],
    });
    if (!result.isGranted && result.status !== 'complete') {
      throw conflict(`This payment was ${result.status ?? 'removed'}: start a new payment to try again.`);
    }
  }
  return getPaymentDetail(deps, actor, id);
}

/**
 * The buyer cancelled (the mock page's Cancel, or PayFast's cancel return): a pending payment becomes
 * cancelled, which frees its voucher hold. A verified PayFast notification of payment still grants it.
 */
export async function cancelPayment(deps: PaymentDeps, actor: Actor, id: string): Promise<PaymentDetailReply> {
  const { payment } = await getViewFor(deps.db, actor, id, true);
  if (payment.status === 'complete') throw conflict('This payment is already complete.');
  if (payment.status === 'pending') {
    await deps.db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
  }
  return getPaymentDetail(deps, actor, id);
}

function pageOf(query: { page: number; limit: number }, total: number) {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}

/** GET /api/user/payments: the caller's payments, newest first. */
export async function listUserPayments(db: Database, userId: string, query: UserPaymentsQuery): Promise<PaymentListReply> {
  const where = and(eq(payments.userId, userId), query.status ? eq(payments.status, query.status) : undefined);
  const [rows, [totals]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { payments: rows.map(presentPayment), pagination: pageOf(query, totals?.total ?? 0) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A South African day's start: SAST is UTC+2 all year. */
const sastMidnight = (day: string) => new Date(`${day}T00:00:00+02:00`);

function adminFilters(query: AdminPaymentsQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(payments.status, query.status));
  if (query.product) filters.push(eq(payments.product, query.product));
  if (query.mode) filters.push(eq(payments.mode, query.mode));
  if (query.from) filters.push(gte(payments.createdAt, sastMidnight(query.from)));
  if (query.to) {
    const end = sastMidnight(query.to);
    end.setUTCDate(end.getUTCDate() + 1);
    filters.push(lt(payments.createdAt, end));
  }
  if (query.search) {
    const search = query.search;
    filters.push(
      or(
        ilike(users.email, `%${escapeLike(search)}%`),
        eq(payments.providerPaymentId, search),
        UUID.test(search) ? eq(payments.id, search) : undefined,
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
    selectViewsWithBuyer(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
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
  const line = (rowsOf: typeof grouped) => {
    const amount = rowsOf.reduce((sum, row) => sum + Number(row.amount), 0);
    const vat = rowsOf.reduce((sum, row) => sum + Number(row.vat), 0);
    return {
      count: rowsOf.reduce((sum, row) => sum + row.count, 0),
      amount: formatCents(amount),
      vatAmount: formatCents(vat),
      amountExVat: formatCents(amount - vat),
      discount: formatCents(rowsOf.reduce((sum, row) => sum + Number(row.discount), 0)),
    };
  };
  const totals = line(grouped);
  return {
    payments: rows.map((row) => presentAdminPayment(withBuyer(row))),
    pagination: pageOf(query, totals.count),
    totals,
    byStatus: PAYMENT_STATUSES.map((status: PaymentStatus) => ({
      status,
      ...line(grouped.filter((row) => row.status === status)),
    })),
  };
}

/** GET /api/admin/payments/{id}: a payment, its buyer and every notification about it. */
export async function getAdminPaymentDetail(db: Database, id: string): Promise<AdminPaymentDetailReply> {
  const [row] = await selectViewsWithBuyer(db).where(eq(payments.id, id)).limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  const notifications = await db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.paymentId, id))
    .orderBy(desc(paymentNotifications.createdAt), desc(paymentNotifications.id));
  return { ...presentAdminPayment(withBuyer(row)), notifications: notifications.map(presentNotification) };
}

/** GET /api/admin/payments/notifications: every PayFast notification, newest first. */
export async function listNotifications(db: Database, query: AdminNotificationsQuery) {
  const where = query.outcome ? eq(paymentNotifications.outcome, query.outcome) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(paymentNotifications)
      .where(where)
      .orderBy(desc(paymentNotifications.createdAt), desc(paymentNotifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(paymentNotifications).where(where),
  ]);
  return { notifications: rows.map(presentNotification), pagination: pageOf(query, totals?.total ?? 0) };
}
