import { eq, sql } from 'drizzle-orm';
import { BUNDLES, BUNDLE_VALIDITY_MONTHS, type BundleType } from '../../../domain/bundles/bundles';
import type { PaymentProduct } from '../../../domain/payments/payments';
import { DEFAULT_PRICE_CENTS, bundlePriceCents, catalogPrices, formatCents, vatPartCents, vatRateBasisPoints } from '../../../domain/pricing/pricing';
import { SINGLE_CODE_LABEL, type AdminPriceListReply, type CreatePriceBody, type PriceCatalogReply, type PriceRecord } from '../../../domain/pricing/schemas';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { Database, Queryable } from '../../db/client';
import { newestFirst } from '../../db/lists';
import { prices, users } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit, type AuditContext } from '../audit';
import { getSystemSettings } from '../settings';

/** The active price per code in cents, VAT included; R19.00 until an admin sets one. */
export async function getCurrentPriceCents(db: Queryable): Promise<number> {
  const [active] = await db
    .select({ amountCents: prices.amountCents })
    .from(prices)
    .where(eq(prices.isActive, true))
    .limit(1);
  return active?.amountCents ?? DEFAULT_PRICE_CENTS;
}

/** What one code or a bundle costs before any voucher, at the current price. */
export async function listPriceCents(
  db: Queryable,
  product: PaymentProduct,
  bundleType: BundleType | null,
): Promise<number> {
  const unitCents = await getCurrentPriceCents(db);
  return product === 'bundle' && bundleType ? bundlePriceCents(unitCents, bundleType) : unitCents;
}

/** One code and each bundle at the current price and VAT rate. */
export async function getPriceCatalog(db: Database): Promise<PriceCatalogReply> {
  const [unitCents, settings] = await Promise.all([getCurrentPriceCents(db), getSystemSettings(db)]);
  return {
    currency: 'ZAR',
    vatRate: (vatRateBasisPoints(settings.vatRate) / 100).toFixed(2),
    items: catalogPrices(unitCents).map(({ bundleType, codes, discountPercent, amountCents }) => ({
      product: bundleType ? ('bundle' as const) : ('zarcode' as const),
      bundleType,
      label: bundleType ? `${BUNDLES[bundleType].label}: ${codes} ${PRODUCT_NAME_PLURAL}` : SINGLE_CODE_LABEL,
      codes,
      discountPercent,
      amount: formatCents(amountCents),
      perCode: formatCents(Math.round(amountCents / codes)),
      vatAmount: formatCents(vatPartCents(amountCents, settings.vatRate)),
      validityMonths: bundleType ? BUNDLE_VALIDITY_MONTHS : null,
    })),
  };
}

const priceColumns = {
  price: prices,
  creatorId: users.id,
  creatorEmail: users.email,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

type PriceJoinRow = {
  price: typeof prices.$inferSelect;
  creatorId: string | null;
  creatorEmail: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

function presentPrice(row: PriceJoinRow): PriceRecord {
  return {
    id: row.price.id,
    amount: formatCents(row.price.amountCents),
    isActive: row.price.isActive,
    createdAt: row.price.createdAt.toISOString(),
    createdBy:
      row.creatorId && row.creatorEmail
        ? {
            id: row.creatorId,
            email: row.creatorEmail,
            firstName: row.creatorFirstName ?? '',
            lastName: row.creatorLastName ?? '',
          }
        : null,
  };
}

function selectPrices(db: Queryable) {
  return db.select(priceColumns).from(prices).leftJoin(users, eq(users.id, prices.createdBy));
}

async function getPriceRecord(db: Queryable, id: string): Promise<PriceRecord> {
  const [row] = await selectPrices(db).where(eq(prices.id, id)).limit(1);
  if (!row) throw notFound('Price not found');
  return presentPrice(row);
}

/** Every price ever set, newest first (history is kept), and the one in force. */
export async function listPrices(db: Database): Promise<AdminPriceListReply> {
  const rows = await selectPrices(db).orderBy(...newestFirst(prices));
  return { prices: rows.map(presentPrice), current: formatCents(await getCurrentPriceCents(db)) };
}

/**
 * Makes one price the active one in a transaction: the others are switched off first. Every price
 * row is locked, so two admins activating at once take turns and the partial unique index
 * (one active price) is never in the way. Answers the price that was active before, if any.
 */
async function activateInTransaction(tx: Queryable, id: string): Promise<{ id: string; amountCents: number } | null> {
  await tx.execute(sql`select ${prices.id} from ${prices} for update`);
  const [previous] = await tx
    .update(prices)
    .set({ isActive: false })
    .where(eq(prices.isActive, true))
    .returning({ id: prices.id, amountCents: prices.amountCents });
  const [row] = await tx.update(prices).set({ isActive: true }).where(eq(prices.id, id)).returning({ id: prices.id });
  if (!row) throw notFound('Price not found');
  return previous ?? null;
}

const auditedPrice = (price: { id: string; amountCents: number } | null) =>
  price ? { id: price.id, amount: formatCents(price.amountCents) } : null;

/** A new price per code; payments already made keep theirs. */
export async function createPrice(db: Database, audit: AuditContext, body: CreatePriceBody): Promise<PriceRecord> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prices)
      .values({ amountCents: body.amount, isActive: false, createdBy: audit.actorId })
      .returning({ id: prices.id });
    const previous = body.isActive ? await activateInTransaction(tx, row!.id) : null;
    await recordAudit(tx, audit, {
      action: 'price.create',
      targetType: 'price',
      targetId: row!.id,
      before: body.isActive ? { activePrice: auditedPrice(previous) } : undefined,
      after: { amount: formatCents(body.amount), isActive: Boolean(body.isActive) },
    });
    return row!.id;
  });
  return getPriceRecord(db, id);
}

/** PUT /api/admin/prices/{id}/activate. */
export async function activatePrice(db: Database, audit: AuditContext, id: string): Promise<PriceRecord> {
  await db.transaction(async (tx) => {
    const previous = await activateInTransaction(tx, id);
    const [activated] = await tx.select({ id: prices.id, amountCents: prices.amountCents }).from(prices).where(eq(prices.id, id));
    await recordAudit(tx, audit, {
      action: 'price.activate',
      targetType: 'price',
      targetId: id,
      before: { activePrice: auditedPrice(previous) },
      after: { activePrice: auditedPrice(activated ?? null) },
    });
  });
  return getPriceRecord(db, id);
}
