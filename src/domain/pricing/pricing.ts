/** R19.00, VAT included: the price shown whenever no price has been set or it cannot be fetched. */
export const DEFAULT_PRICE_CENTS = 1900;
export const DEFAULT_VAT_RATE = 15;

/** Formats integer cents as the API's money string, e.g. 1900 -> "19.00". */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Formats a money string or cents for people: "R19.00". */
export function formatRand(amount: string | number): string {
  const value = typeof amount === 'number' ? formatCents(amount) : Number(amount).toFixed(2);
  return `R${value}`;
}
