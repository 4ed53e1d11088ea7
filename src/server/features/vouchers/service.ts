import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { quotePrice } from '../../../domain/pricing/pricing';
import { VOUCHER_HOLD_MINUTES, voucherDiscount, voucherProblem, voucherProblemMessage, type VoucherProblem } from '../../../domain/vouchers/vouchers';
import {
  VALID_DATES_MESSAGE,
  parseDiscountValue,
  type AdminVoucher,
  type CreateVoucherBody,
  type UpdateVoucherBody,
  type ValidateVoucherBody,
  type ValidateVoucherReply,
  type VoucherUsesReply,
} from '../../../domain/vouchers/schemas';
import type { Database, Queryable } from '../../db/client';
import { newestFirst } from '../../db/lists';
import { sentFields } from '../../db/values';
import { payments, users, voucherUses, vouchers } from '../../db/schema';
import { HttpError, badRequest, conflict, isUniqueViolation, notFound } from '../../errors';
import { recordAudit, type AuditContext } from '../audit';
import { listPriceCents } from '../prices';
import { buyerColumns } from '../users';
import { getSystemSettings } from '../settings';
import { presentAdminVoucher, presentVoucherQuote, presentVoucherUse, type VoucherRow } from './presenter';

export const VOUCHER_NOT_FOUND = 'Voucher not found';

/** A voucher a buyer cannot use now: 404 when unknown, else 409, answered with the reason as a word. */
export class VoucherUnavailableError extends HttpError {
  constructor(
    readonly reason: VoucherProblem,
    message: string,
  ) {
    super(reason === 'unknown' ? 404 : 409, message, {}, { reason });
    this.name = 'VoucherUnavailableError';
  }
}

const holdStart = (now: Date) => new Date(now.getTime() - VOUCHER_HOLD_MINUTES * 60_000);

/** Pending payments (checkouts in progress) holding a use of the voucher, leaving out `exceptUserId`'s. */
async function countHeldUses(db: Queryable, voucherId: string, now: Date, exceptUserId?: string): Promise<number> {
  return db.$count(
    payments,
    and(
      eq(payments.voucherId, voucherId),
      eq(payments.status, 'pending'),
      gt(payments.createdAt, holdStart(now)),
      exceptUserId ? sql`${payments.userId} <> ${exceptUserId}` : undefined,
    ),
  );
}

function unavailable(code: string, problem: VoucherProblem, heldUses = 0): VoucherUnavailableError {
  const isHeld = problem === 'used_up' && heldUses > 0;
  return new VoucherUnavailableError(problem, voucherProblemMessage(code, problem, isHeld));
}

async function findVoucher(db: Queryable, code: string, lock: boolean): Promise<VoucherRow | null> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The voucher a buyer typed, checked for a checkout inside the caller's transaction. The voucher row
 * is locked, so checkouts of one voucher take turns: each sees the uses held by the others, and
 * two buyers are never both quoted its last use (the second is told it is used up). The buyer's own
 * earlier unfinished checkouts with this voucher are cancelled, so starting again never locks a
 * buyer out of their own use (if one of them is paid after all, PayFast's notification still grants
 * it). Throws VoucherUnavailableError.
 */
export async function holdVoucherForCheckout(
  tx: Queryable,
  input: { code: string; userId: string; now: Date },
): Promise<VoucherRow> {
  const voucher = await findVoucher(tx, input.code, true);
  if (!voucher) throw unavailable(input.code, 'unknown');
  await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: input.now })
    .where(and(eq(payments.voucherId, voucher.id), eq(payments.userId, input.userId), eq(payments.status, 'pending')));
  const held = await countHeldUses(tx, voucher.id, input.now);
  const problem = voucherProblem(voucher, input.now, held);
  if (problem) throw unavailable(voucher.code, problem, held);
  return voucher;
}

/**
 * Counts one use of a voucher for a payment being granted, inside the grant's transaction. The
 * conditional UPDATE never takes the count past the maximum (nor does the table's CHECK). It fails
 * only when the checkout's hold ran out before the buyer paid and others took the last uses
 * meanwhile: the buyer paid the price quoted, so the grant goes on, and the caller notes the overrun.
 */
export async function countVoucherUse(
  tx: Queryable,
  input: { voucherId: string; paymentId: string; userId: string },
): Promise<{ isCounted: boolean }> {
  const [counted] = await tx
    .update(vouchers)
    .set({ usesCount: sql`${vouchers.usesCount} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(vouchers.id, input.voucherId),
        or(isNull(vouchers.maxUses), lt(vouchers.usesCount, vouchers.maxUses)),
      ),
    )
    .returning({ id: vouchers.id });
  await tx.insert(voucherUses).values(input).onConflictDoNothing();
  return { isCounted: Boolean(counted) };
}

/**
 * POST /api/vouchers/validate: whether the caller could check out with this voucher now, and what
 * they would pay. Uses held by other buyers' checkouts count; the caller's own do not (a new
 * checkout replaces them).
 */
export async function validateVoucher(
  db: Database,
  userId: string,
  body: ValidateVoucherBody,
  now = new Date(),
): Promise<ValidateVoucherReply> {
  const voucher = await findVoucher(db, body.code, false);
  if (!voucher) throw unavailable(body.code, 'unknown');
  const held = await countHeldUses(db, voucher.id, now, userId);
  const problem = voucherProblem(voucher, now, held);
  if (problem) throw unavailable(voucher.code, problem, held);
  const settings = await getSystemSettings(db);
  const listCents = await listPriceCents(db, body.product, body.bundleType);
  return presentVoucherQuote(voucher, body, quotePrice(listCents, voucherDiscount(voucher), settings.vatRate));
}

// ---------------------------------------------------------------------------------------------------
// Admin

async function heldUsesByVoucher(db: Queryable, ids: string[], now: Date): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ voucherId: payments.voucherId, total: count() })
    .from(payments)
    .where(and(inArray(payments.voucherId, ids), eq(payments.status, 'pending'), gt(payments.createdAt, holdStart(now))))
    .groupBy(payments.voucherId);
  return new Map(rows.map((row) => [row.voucherId!, row.total]));
}

async function presentOne(db: Queryable, row: VoucherRow): Promise<AdminVoucher> {
  const now = new Date();
  const held = await heldUsesByVoucher(db, [row.id], now);
  return presentAdminVoucher(row, held.get(row.id) ?? 0, now);
}

/** Every voucher, newest first, with its uses and the uses held by checkouts in progress. */
export async function listVouchers(db: Database): Promise<AdminVoucher[]> {
  const rows = await db.select().from(vouchers).orderBy(...newestFirst(vouchers));
  const now = new Date();
  const held = await heldUsesByVoucher(db, rows.map((row) => row.id), now);
  return rows.map((row) => presentAdminVoucher(row, held.get(row.id) ?? 0, now));
}

const duplicateCode = (code: string) => conflict(`A voucher with the code ${code} already exists`);

export async function createVoucher(db: Database, audit: AuditContext, body: CreateVoucherBody): Promise<AdminVoucher> {
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(vouchers).values(body).returning();
      await recordAudit(tx, audit, { action: 'voucher.create', targetType: 'voucher', targetId: created!.id, after: created });
      return created!;
    });
    return presentOne(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode(body.code);
    throw error;
  }
}

async function getVoucher(db: Queryable, id: string): Promise<VoucherRow> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
  if (!row) throw notFound(VOUCHER_NOT_FOUND);
  return row;
}

/**
 * Changes a voucher for checkouts from now on; payments already made keep their amounts. The
 * maximum may not go below the uses already counted.
 */
export async function updateVoucher(
  db: Database,
  audit: AuditContext,
  id: string,
  body: UpdateVoucherBody,
): Promise<AdminVoucher> {
  const existing = await getVoucher(db, id);
  const changes: Partial<typeof vouchers.$inferInsert> = {
    ...sentFields(body, ['code', 'description', 'isActive', 'validFrom', 'validUntil', 'maxUses']),
    updatedAt: new Date(),
  };

  const discountType = body.discountType ?? existing.discountType;
  if (body.discountValue !== undefined) {
    const parsed = parseDiscountValue(discountType, body.discountValue);
    if ('message' in parsed) throw badRequest(parsed.message);
    changes.discountType = discountType;
    changes.discountValue = parsed.value;
  } else if (body.discountType !== undefined && body.discountType !== existing.discountType) {
    throw badRequest('discountValue is required when the discount type changes');
  }

  const validFrom = changes.validFrom !== undefined ? changes.validFrom : existing.validFrom;
  const validUntil = changes.validUntil !== undefined ? changes.validUntil : existing.validUntil;
  if (validFrom && validUntil && validUntil <= validFrom) throw badRequest(VALID_DATES_MESSAGE);
  const maxUses = changes.maxUses !== undefined ? changes.maxUses : existing.maxUses;
  if (maxUses !== null && maxUses < existing.usesCount) {
    throw conflict(`Maximum uses cannot be below the ${existing.usesCount} uses already made`);
  }

  try {
    const row = await db.transaction(async (tx) => {
      // Re-checked in the statement itself: a use counted since the read above is never undone.
      const [updated] = await tx
        .update(vouchers)
        .set(changes)
        .where(and(eq(vouchers.id, id), maxUses === null ? undefined : sql`${vouchers.usesCount} <= ${maxUses}`))
        .returning();
      if (!updated) throw conflict('The voucher was used meanwhile: its maximum cannot go below its uses. Please try again.');
      await recordAudit(tx, audit, { action: 'voucher.update', targetType: 'voucher', targetId: id, before: existing, after: updated });
      return updated;
    });
    return presentOne(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode(body.code ?? existing.code);
    throw error;
  }
}

/**
 * A voucher no payment has used is deleted. One that payments refer to is ended instead (made
 * inactive, valid until now), so the payments and receipts keep their voucher.
 */
export async function deleteVoucher(
  db: Database,
  audit: AuditContext,
  id: string,
): Promise<{ ended: boolean; voucher: AdminVoucher | null }> {
  return db.transaction(async (tx) => {
    const existing = await getVoucher(tx, id);
    const uses = await tx.$count(payments, eq(payments.voucherId, id));
    if (uses === 0) {
      await tx.delete(vouchers).where(eq(vouchers.id, id));
      await recordAudit(tx, audit, { action: 'voucher.delete', targetType: 'voucher', targetId: id, before: existing });
      return { ended: false, voucher: null };
    }
    const now = new Date();
    const validUntil = existing.validUntil && existing.validUntil < now ? existing.validUntil : now;
    const [row] = await tx
      .update(vouchers)
      .set({ isActive: false, validUntil, updatedAt: now })
      .where(eq(vouchers.id, id))
      .returning();
    await recordAudit(tx, audit, { action: 'voucher.end', targetType: 'voucher', targetId: id, before: existing, after: row });
    return { ended: true, voucher: await presentOne(tx, row!) };
  });
}

/** Each completed payment that used the voucher, newest first. */
export async function listVoucherUses(db: Database, id: string): Promise<VoucherUsesReply> {
  await getVoucher(db, id);
  const rows = await db
    .select({
      id: voucherUses.id,
      paymentId: voucherUses.paymentId,
      createdAt: voucherUses.createdAt,
      product: payments.product,
      bundleType: payments.bundleType,
      listAmountCents: payments.listAmountCents,
      discountCents: payments.discountCents,
      amountCents: payments.amountCents,
      ...buyerColumns,
    })
    .from(voucherUses)
    .innerJoin(payments, eq(payments.id, voucherUses.paymentId))
    .leftJoin(users, eq(users.id, voucherUses.userId))
    .where(eq(voucherUses.voucherId, id))
    .orderBy(...newestFirst(voucherUses));
  return { uses: rows.map(presentVoucherUse) };
}
