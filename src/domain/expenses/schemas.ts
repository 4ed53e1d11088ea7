import { z } from 'zod';
import { dayField, optionalMonthField, optionalSearchField } from '../api/query-fields';
import { blankToUndefined, limitQueryField, multiLine, oneLine, pageQueryField, paginationSchema, requiredText } from '../api/schemas';
import { formatCents, parseAmountToCents } from '../pricing/pricing';
import { moneySchema, moneyTotalsSchema, type MoneyTotals } from '../pricing/schemas';
import { EXPENSE_CATEGORIES, MAX_EXPENSE_CENTS } from './expenses';

export const CATEGORY_MESSAGE = `Category must be one of: ${EXPENSE_CATEGORIES.join(', ')}`;
export const VAT_ABOVE_AMOUNT_MESSAGE = 'VAT cannot be more than the amount';

const categoryField = z.enum(EXPENSE_CATEGORIES, { error: CATEGORY_MESSAGE });

/** Rand as text or a number ("1250", "1250.50"), read into integer cents: never negative. */
function randField(label: string) {
  const shape = `${label} must be an amount in Rand with at most two decimals, e.g. 1250.00`;
  return z.union([z.string(), z.number()], { error: shape }).transform((value, ctx) => {
    const text = String(value).trim();
    if (/^-/.test(text)) {
      ctx.issues.push({ code: 'custom', message: `${label} cannot be negative`, input: value });
      return z.NEVER;
    }
    const cents = parseAmountToCents(text);
    if (cents === null) {
      ctx.issues.push({ code: 'custom', message: shape, input: value });
      return z.NEVER;
    }
    if (cents > MAX_EXPENSE_CENTS) {
      ctx.issues.push({ code: 'custom', message: `${label} must be at most R${formatCents(MAX_EXPENSE_CENTS)}`, input: value });
      return z.NEVER;
    }
    return cents;
  });
}

const optionalText = (label: string, max: number, lines: 'one' | 'many' = 'one') => {
  const text = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });
  return lines === 'one' ? oneLine(text, label) : multiLine(text, label);
};

/**
 * POST /api/admin/expenses and PUT /api/admin/expenses/{id} (the whole expense). Amounts include VAT;
 * `vatAmount` is the VAT part the invoice states. Left out (or blank), the server works it out at
 * System Settings' VAT rate; "0" records an expense without VAT.
 */
export const expenseBodySchema = z
  .object({
    date: dayField('Date'),
    category: categoryField,
    supplier: oneLine(requiredText('Supplier is required', 200), 'Supplier'),
    description: optionalText('Description', 1000, 'many').default(''),
    amount: randField('Amount'),
    vatAmount: z.preprocess(
      (value) => (value === null ? undefined : blankToUndefined(value)),
      randField('VAT').optional(),
    ),
    reference: z.preprocess(
      (value) => (value === null ? undefined : value),
      optionalText('Reference', 100)
        .optional()
        .transform((value) => value || null),
    ),
  })
  .check((ctx) => {
    const { amount, vatAmount } = ctx.value;
    if (vatAmount !== undefined && vatAmount > amount) {
      ctx.issues.push({ code: 'custom', message: VAT_ABOVE_AMOUNT_MESSAGE, path: ['vatAmount'], input: vatAmount });
    }
  });
export type ExpenseInput = z.input<typeof expenseBodySchema>;
export type ExpenseBody = z.output<typeof expenseBodySchema>;

export const expenseParamsSchema = z.object({ id: z.uuid({ error: 'Expense not found' }) });

export const EXPENSES_MAX_LIMIT = 100;

/** GET /api/admin/expenses: by South African month, category and a search of supplier, description and reference. */
export const adminExpensesQuerySchema = z.object({
  month: optionalMonthField('month'),
  category: z.preprocess(blankToUndefined, categoryField.optional()),
  search: optionalSearchField(),
  page: pageQueryField(),
  limit: limitQueryField(EXPENSES_MAX_LIMIT, 25),
});
export type AdminExpensesQuery = z.output<typeof adminExpensesQuerySchema>;

const personSchema = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() });

export const expenseRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  category: categoryField,
  supplier: z.string(),
  description: z.string(),
  amount: moneySchema,
  vatAmount: moneySchema,
  amountExVat: moneySchema,
  reference: z.string().nullable(),
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExpenseRecord = z.infer<typeof expenseRecordSchema>;

const expenseTotalsSchema = moneyTotalsSchema;
export type ExpenseTotals = MoneyTotals;

export const adminExpenseListReplySchema = z.object({
  expenses: z.array(expenseRecordSchema),
  pagination: paginationSchema,
  /** Every expense matching all the filters. */
  totals: expenseTotalsSchema,
  /** The matches of the month and search filters, by category (those with expenses), largest first. */
  byCategory: z.array(expenseTotalsSchema.extend({ category: categoryField })),
  /** The matches of the category and search filters, by month, newest first (the last 12 months with expenses). */
  byMonth: z.array(expenseTotalsSchema.extend({ month: z.string() })),
});
export type AdminExpenseListReply = z.infer<typeof adminExpenseListReplySchema>;
