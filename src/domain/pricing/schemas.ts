import { z } from 'zod';
import { booleanField } from '../api/schemas';
import { BUNDLE_TYPES } from '../bundles/bundles';
import { PRODUCT_NAME } from '../brand';
import { MAX_PRICE_CENTS, MIN_CHARGE_CENTS, formatCents, parseAmountToCents } from './pricing';

/** Money in answers: Rand with two decimals, VAT included ("19.00"). */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** A sum of money lines: how many, the amount with VAT, its VAT part, and the amount without. */
export const moneyTotalsSchema = z.object({
  count: z.number().int(),
  amount: moneySchema,
  vatAmount: moneySchema,
  amountExVat: moneySchema,
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

/**
 * Money in requests: Rand as a string or number ("19", "19.50", 19.5), read into integer cents and
 * kept within [min, max] cents. `label` starts each message.
 */
export function moneyInputSchema(label: string, limits: { min: number; max: number }) {
  const shape = `${label} must be an amount in Rand with at most two decimals, e.g. 19.00`;
  return z
    .union([z.string(), z.number()], { error: shape })
    .transform((value, ctx) => {
      const cents = parseAmountToCents(value);
      if (cents === null) {
        ctx.issues.push({ code: 'custom', message: shape, input: value });
        return z.NEVER;
      }
      if (cents < limits.min || cents > limits.max) {
        ctx.issues.push({
          code: 'custom',
          message: `${label} must be from R${formatCents(limits.min)} to R${formatCents(limits.max)}`,
          input: value,
        });
        return z.NEVER;
      }
      return cents;
    });
}

export const currentPriceReplySchema = z.object({ amount: moneySchema });
export type CurrentPriceReply = z.infer<typeof currentPriceReplySchema>;

const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** One price of the history: only one is active at a time. */
export const priceRecordSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  createdBy: personSchema.nullable(),
});
export type PriceRecord = z.infer<typeof priceRecordSchema>;

/** GET /api/admin/prices: every price, newest first, and the one in force (R19.00 when none is active). */
export const adminPriceListReplySchema = z.object({
  prices: z.array(priceRecordSchema),
  current: moneySchema,
});
export type AdminPriceListReply = z.infer<typeof adminPriceListReplySchema>;

/** POST /api/admin/prices: a new price per code, VAT included; active at once when isActive is true. */
export const createPriceBodySchema = z.object({
  amount: moneyInputSchema('Price', { min: MIN_CHARGE_CENTS, max: MAX_PRICE_CENTS }),
  isActive: booleanField('Make it the current price').default(false),
});
export type CreatePriceInput = z.input<typeof createPriceBodySchema>;
export type CreatePriceBody = z.output<typeof createPriceBodySchema>;

export const priceParamsSchema = z.object({ id: z.uuid({ error: 'Price not found' }) });

/** One thing for sale, priced from the current price (landing page, dashboard bundle cards). */
export const catalogItemSchema = z.object({
  product: z.enum(['zarcode', 'bundle']),
  bundleType: z.enum(BUNDLE_TYPES).nullable(),
  label: z.string(),
  codes: z.number().int(),
  discountPercent: z.number().int(),
  amount: moneySchema,
  perCode: moneySchema,
  vatAmount: moneySchema,
  /** Bundles are valid this many months from purchase; null for a single code. */
  validityMonths: z.number().int().nullable(),
});

/** GET /api/prices/catalog: one code and each bundle at today's price, VAT included. */
export const priceCatalogReplySchema = z.object({
  currency: z.literal('ZAR'),
  vatRate: z.string(),
  items: z.array(catalogItemSchema),
});
export type PriceCatalogReply = z.infer<typeof priceCatalogReplySchema>;

export const SINGLE_CODE_LABEL = `1 ${PRODUCT_NAME}`;
