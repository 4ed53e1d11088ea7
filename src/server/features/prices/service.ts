import { eq } from 'drizzle-orm';
import { DEFAULT_PRICE_CENTS } from '../../../domain/pricing/pricing';
import type { Database } from '../../db/client';
import { prices } from '../../db/schema';

/** The active price per code in cents, VAT included; R19.00 until an admin sets one. */
export async function getCurrentPriceCents(db: Database): Promise<number> {
  const [active] = await db
    .select({ amountCents: prices.amountCents })
    .from(prices)
    .where(eq(prices.isActive, true))
    .limit(1);
  return active?.amountCents ?? DEFAULT_PRICE_CENTS;
}
