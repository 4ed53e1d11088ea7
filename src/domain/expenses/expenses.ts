/** What the business spends money on; the expenses page totals by these. */
export const EXPENSE_CATEGORIES = [
  'hosting',
  'maps_data',
  'email_sms',
  'marketing',
  'payment_fees',
  'staff',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  hosting: 'Hosting',
  maps_data: 'Maps and data',
  email_sms: 'E-mail and SMS',
  marketing: 'Marketing',
  payment_fees: 'Payment fees',
  staff: 'Staff',
  other: 'Other',
};

/** The largest expense one entry may hold, R10,000,000.00: a typo guard, within a 32-bit integer of cents. */
export const MAX_EXPENSE_CENTS = 1_000_000_000;
