import { z } from 'zod';
import { booleanField, ONE_LINE_PATTERN, oneLine, requiredText, wholeNumberField } from '../api/schemas';
import { BUNDLE_TYPES } from '../bundles/bundles';
import { MAX_PRICE_CENTS, parseAmountToCents } from '../pricing/pricing';
import { moneySchema } from '../pricing/schemas';
import {
  VOUCHER_CODE_MESSAGE,
  VOUCHER_CODE_PATTERN,
  VOUCHER_DESCRIPTION_MAX_LENGTH,
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_PROBLEMS,
  VOUCHER_STATES,
  normaliseVoucherCode,
  type VoucherDiscountType,
} from './vouchers';

export const VOUCHER_CODE_REQUIRED_MESSAGE = 'Please enter a voucher code';
export const DISCOUNT_TYPE_MESSAGE = "Discount type must be 'percent' or 'fixed'";
export const PERCENT_MESSAGE = 'A percentage discount must be a whole number from 1 to 100';
export const FIXED_MESSAGE = 'A fixed discount must be an amount in Rand from 0.01, e.g. 5.00';
export const MAX_USES_MESSAGE = 'Maximum uses must be a whole number of at least 1, or empty for no limit';
export const VALID_DATES_MESSAGE = 'The voucher must end after it starts';
const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD) or a date and time (ISO 8601)`;

/**
 * A voucher code a buyer typed, as looked up: trimmed and upper-cased. Blank or absent means "no
 * voucher" (null) where a voucher is optional.
 */
export const optionalVoucherCodeSchema = z
  .string({ error: 'Voucher code must be text' })
  .trim()
  .max(64, { error: 'Voucher code must be at most 64 characters' })
  .regex(ONE_LINE_PATTERN, { error: VOUCHER_CODE_MESSAGE })
  .nullish()
  .transform((value) => (value ? normaliseVoucherCode(value) : null));

/** A voucher code an admin sets: 2 to 32 letters, digits, '-' or '_', stored upper-cased. */
const voucherCodeField = z
  .string({ error: VOUCHER_CODE_MESSAGE })
  .trim()
  .transform(normaliseVoucherCode)
  .pipe(z.string().regex(VOUCHER_CODE_PATTERN, { error: VOUCHER_CODE_MESSAGE }));

/**
 * A discount's value as an admin types it, read for its type: whole percent 1-100, or Rand (cents
 * 1 up to R100000.00). Returns the stored value or the message saying what is wrong.
 */
export function parseDiscountValue(
  type: VoucherDiscountType,
  raw: unknown,
): { value: number } | { message: string } {
  if (typeof raw !== 'number' && typeof raw !== 'string') {
    return { message: type === 'percent' ? PERCENT_MESSAGE : FIXED_MESSAGE };
  }
  if (type === 'percent') {
    const value = typeof raw === 'number' ? raw : raw.trim() === '' ? NaN : Number(raw);
    return Number.isInteger(value) && value >= 1 && value <= 100 ? { value } : { message: PERCENT_MESSAGE };
  }
  const cents = parseAmountToCents(raw);
  return cents !== null && cents >= 1 && cents <= MAX_PRICE_CENTS ? { value: cents } : { message: FIXED_MESSAGE };
}

/**
 * A date as an admin sets it: an ISO date and time, or a South African day (YYYY-MM-DD), which
 * starts at midnight SAST; as `validUntil` a day means "to the end of that day". Null clears it.
 */
const voucherDate = (label: string, endOfDay: boolean) =>
  z
    .string({ error: dateMessage(label) })
    .trim()
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === '') return null;
      const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
      const date = new Date(isDay ? `${value}T00:00:00+02:00` : value);
      const isRealDay = isDay && !Number.isNaN(date.getTime()) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
      if (Number.isNaN(date.getTime()) || (isDay && !isRealDay) || (!isDay && !/^\d{4}-\d{2}-\d{2}T/.test(value))) {
        ctx.issues.push({ code: 'custom', message: dateMessage(label), input: value });
        return z.NEVER;
      }
      if (isDay && endOfDay) date.setUTCDate(date.getUTCDate() + 1);
      return date;
    });

const maxUsesField = wholeNumberField(MAX_USES_MESSAGE, 1, 100_000_000).nullable();

const descriptionField = oneLine(
  z
    .string({ error: 'Description must be text' })
    .trim()
    .max(VOUCHER_DESCRIPTION_MAX_LENGTH, {
      error: `Description must be at most ${VOUCHER_DESCRIPTION_MAX_LENGTH} characters`,
    }),
  'Description',
);

const rawDiscountValue = z.union([z.number(), z.string()], { error: PERCENT_MESSAGE });

/** POST /api/admin/vouchers. */
export const createVoucherBodySchema = z
  .object({
    code: voucherCodeField,
    description: descriptionField.default(''),
    discountType: z.enum(VOUCHER_DISCOUNT_TYPES, { error: DISCOUNT_TYPE_MESSAGE }),
    discountValue: rawDiscountValue,
    validFrom: voucherDate('Valid from', false).optional().transform((v) => v ?? null),
    validUntil: voucherDate('Valid until', true).optional().transform((v) => v ?? null),
    maxUses: maxUsesField.optional().transform((v) => v ?? null),
    isActive: booleanField('Active').default(true),
  })
  .transform((body, ctx) => {
    const parsed = parseDiscountValue(body.discountType, body.discountValue);
    if ('message' in parsed) {
      ctx.issues.push({ code: 'custom', message: parsed.message, path: ['discountValue'], input: body.discountValue });
      return z.NEVER;
    }
    if (body.validFrom && body.validUntil && body.validUntil <= body.validFrom) {
      ctx.issues.push({ code: 'custom', message: VALID_DATES_MESSAGE, path: ['validUntil'], input: body.validUntil });
      return z.NEVER;
    }
    return { ...body, discountValue: parsed.value };
  });
export type CreateVoucherInput = z.input<typeof createVoucherBodySchema>;
export type CreateVoucherBody = z.output<typeof createVoucherBodySchema>;

/**
 * PUT /api/admin/vouchers/{id}: any of the create fields; absent ones stay. A discountValue alone is
 * read with the voucher's current type (checked by the service).
 */
export const updateVoucherBodySchema = z.object({
  code: voucherCodeField.optional(),
  description: descriptionField.optional(),
  discountType: z.enum(VOUCHER_DISCOUNT_TYPES, { error: DISCOUNT_TYPE_MESSAGE }).optional(),
  discountValue: rawDiscountValue.optional(),
  validFrom: voucherDate('Valid from', false).optional(),
  validUntil: voucherDate('Valid until', true).optional(),
  maxUses: maxUsesField.optional(),
  isActive: booleanField('Active').optional(),
});
export type UpdateVoucherInput = z.input<typeof updateVoucherBodySchema>;
export type UpdateVoucherBody = z.output<typeof updateVoucherBodySchema>;

export const voucherParamsSchema = z.object({ id: z.uuid({ error: 'Voucher not found' }) });

/** What a buyer is told about a voucher. */
export const publicVoucherSchema = z.object({
  code: z.string(),
  description: z.string(),
  discountType: z.enum(VOUCHER_DISCOUNT_TYPES),
  /** "30" (percent) or "5.00" (Rand), by discountType. */
  discountValue: z.string(),
  /** "30% off" or "R5.00 off". */
  label: z.string(),
});
export type PublicVoucher = z.infer<typeof publicVoucherSchema>;

/** A voucher as admins see it, with its uses. */
export const adminVoucherSchema = publicVoucherSchema.extend({
  id: z.string(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  /** Uses counted by completed payments. */
  usesCount: z.number().int(),
  /** Uses held by checkouts in progress (pending payments younger than the hold time). */
  heldUses: z.number().int(),
  /** Uses left for new checkouts, or null when unlimited. */
  usesLeft: z.number().int().nullable(),
  isActive: z.boolean(),
  state: z.enum(VOUCHER_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

export const adminVoucherListReplySchema = z.object({ vouchers: z.array(adminVoucherSchema) });
export type AdminVoucherListReply = z.infer<typeof adminVoucherListReplySchema>;

/** DELETE /api/admin/vouchers/{id}: a voucher never used is deleted; one with payments is ended. */
export const deleteVoucherReplySchema = z.object({
  message: z.string(),
  ended: z.boolean(),
  voucher: adminVoucherSchema.nullable(),
});
export type DeleteVoucherReply = z.infer<typeof deleteVoucherReplySchema>;

/** GET /api/admin/vouchers/{id}/uses: each completed payment that used it, newest first. */
export const voucherUsesReplySchema = z.object({
  uses: z.array(
    z.object({
      id: z.string(),
      paymentId: z.string(),
      user: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
      itemName: z.string(),
      listAmount: moneySchema,
      discount: moneySchema,
      amount: moneySchema,
      createdAt: z.string(),
    }),
  ),
});
export type VoucherUsesReply = z.infer<typeof voucherUsesReplySchema>;

/** POST /api/vouchers/validate: a voucher for one code (default) or a bundle. */
export const validateVoucherBodySchema = z
  .object({
    code: requiredText(VOUCHER_CODE_REQUIRED_MESSAGE, 64, 'Voucher code must be at most 64 characters')
      .regex(ONE_LINE_PATTERN, { error: VOUCHER_CODE_MESSAGE })
      .transform(normaliseVoucherCode),
    product: z.enum(['zarcode', 'bundle'], { error: "product must be 'zarcode' or 'bundle'" }).default('zarcode'),
    bundleType: z
      .enum(BUNDLE_TYPES, { error: `Bundle type must be one of: ${BUNDLE_TYPES.join(', ')}` })
      .nullish()
      .transform((v) => v ?? null),
  })
  .check((ctx) => {
    if (ctx.value.product === 'bundle' && !ctx.value.bundleType) {
      ctx.issues.push({
        code: 'custom',
        message: `Bundle type must be one of: ${BUNDLE_TYPES.join(', ')}`,
        path: ['bundleType'],
        input: ctx.value,
      });
    }
  });
export type ValidateVoucherInput = z.input<typeof validateVoucherBodySchema>;
export type ValidateVoucherBody = z.output<typeof validateVoucherBodySchema>;

/** A voucher that can be used: the discount and what would be charged. */
export const validateVoucherReplySchema = z.object({
  valid: z.literal(true),
  voucher: publicVoucherSchema,
  product: z.enum(['zarcode', 'bundle']),
  bundleType: z.enum(BUNDLE_TYPES).nullable(),
  listAmount: moneySchema,
  discount: moneySchema,
  amount: moneySchema,
  vatRate: z.string(),
  vatAmount: moneySchema,
});
export type ValidateVoucherReply = z.infer<typeof validateVoucherReplySchema>;

/** A voucher that cannot be used: 404 (unknown) or 409, with the reason as a word. */
export const voucherErrorReplySchema = z.object({
  message: z.string(),
  reason: z.enum(VOUCHER_PROBLEMS),
});
export type VoucherErrorReply = z.infer<typeof voucherErrorReplySchema>;

/**
 * GET /api/offers/summer: the landing page's offer (SUMMER). `active` only while a buyer could use it
 * now (active, within its dates, uses left); the discount and end are given only then.
 */
export const summerOfferReplySchema = z.object({
  active: z.boolean(),
  code: z.string(),
  /** Whole percent off, for a percentage voucher. */
  percentOff: z.number().int().nullable(),
  /** Rand off ("5.00"), for a fixed-amount voucher. */
  amountOff: moneySchema.nullable(),
  /** When it ends (ISO), or null when it has no end. */
  validUntil: z.string().nullable(),
});
export type SummerOfferReply = z.infer<typeof summerOfferReplySchema>;
