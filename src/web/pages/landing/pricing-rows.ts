import type { BundleType } from '../../../domain/bundles/bundles';
import { DEFAULT_PRICE_CENTS, catalogPrices, formatCents, formatRand } from '../../../domain/pricing/pricing';
import type { PriceCatalogReply } from '../../../domain/pricing/schemas';
import { paths } from '../../paths';

type CatalogItem = Pick<PriceCatalogReply['items'][number], 'bundleType' | 'codes' | 'discountPercent' | 'amount'>;

/** The landing card's rows: one code, 5 codes (starter), 10 codes (professional). */
export const CARD_PRODUCTS: readonly (BundleType | null)[] = [null, 'starter', 'professional'];

export interface PricingRow {
  bundleType: BundleType | null;
  codes: number;
  discountPercent: number;
  /** "R19.00": VAT included, what checkout charges. */
  price: string;
}

/** The catalog as the server would answer it at R19.00: shown when the price cannot be fetched. */
export const FALLBACK_CATALOG_ITEMS: CatalogItem[] = catalogPrices(DEFAULT_PRICE_CENTS).map((item) => ({
  ...item,
  amount: formatCents(item.amountCents),
}));

/** The card's rows from the catalog's items (GET /api/prices/catalog), so the card shows what checkout charges. */
export function pricingRows(items: readonly CatalogItem[]): PricingRow[] {
  return CARD_PRODUCTS.flatMap((bundleType) => {
    const item = items.find((candidate) => candidate.bundleType === bundleType);
    return item ? [{ bundleType, codes: item.codes, discountPercent: item.discountPercent, price: formatRand(item.amount) }] : [];
  });
}

/**
 * Where a row's button goes: visitors register first; signed in, one code is made in the generator
 * and a bundle is bought on the payment page.
 */
export function pricingRowPath(row: Pick<PricingRow, 'bundleType'>, isSignedIn: boolean): string {
  if (!isSignedIn) return paths.register();
  return row.bundleType ? paths.payment({ bundle: row.bundleType }) : paths.generator();
}
