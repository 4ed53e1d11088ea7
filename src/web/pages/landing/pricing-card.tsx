import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { usePriceCatalogQuery } from '../../api/prices';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { trackCtaClick } from '../../lib/analytics';
import { useSession } from '../../session/use-session';
import { LANDING_TEXT } from './landing-texts';
import { CARD_PRODUCTS, FALLBACK_CATALOG_ITEMS, pricingRowPath, pricingRows } from './pricing-rows';

const TEXT = LANDING_TEXT.pricing;

/**
 * The landing pricing card: one code, 5 and 10 at the catalog's prices (what checkout charges,
 * VAT included; R19.00 and its bundles when the catalog cannot be fetched). Each row has its own
 * button: visitors register, a signed-in user makes one code or buys the bundle.
 */
export function PricingCard() {
  const { isAuthenticated } = useSession();
  const catalog = usePriceCatalogQuery();
  const items = catalog.data?.items ?? (catalog.isError ? FALLBACK_CATALOG_ITEMS : null);
  const rows = items ? pricingRows(items) : null;
  const single = rows?.find((row) => row.bundleType === null);

  return (
    <Card className="mx-auto w-full max-w-3xl overflow-hidden">
      <div className="grid md:grid-cols-2">
        <CardHeader className="border-b border-border bg-brand-50/60 md:border-b-0 md:border-r">
          <CardTitle>{TEXT.cardTitle}</CardTitle>
          <CardDescription>{TEXT.cardIntro}</CardDescription>
          <p className="mt-4 flex items-baseline gap-1.5">
            {single ? (
              <span className="text-4xl font-extrabold tracking-tight text-slate-900">{single.price}</span>
            ) : (
              <Skeleton className="h-10 w-28" />
            )}
            <span className="text-sm text-muted-foreground">{TEXT.perCode}</span>
          </p>
          <ul className="mt-5 grid gap-2 text-sm text-slate-700">
            {TEXT.included.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
          <h3 className="text-sm font-semibold text-slate-900">{TEXT.choose}</h3>
          <ul className="grid gap-2" aria-busy={!rows}>
            {(rows ?? CARD_PRODUCTS.map(() => null)).map((row, index) => (
              <li key={row?.bundleType ?? index} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5 sm:px-4">
                {row ? (
                  <>
                    <span className="flex flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-800">
                      <span className="whitespace-nowrap">{TEXT.codes(row.codes)}</span>
                      {row.discountPercent ? <Badge variant="gold">{TEXT.save(row.discountPercent)}</Badge> : null}
                    </span>
                    <span className="text-base font-bold text-slate-900">{row.price}</span>
                    <Button asChild size="sm" variant={row.bundleType ? 'outline' : 'default'}>
                      <Link
                        to={pricingRowPath(row, isAuthenticated)}
                        aria-label={TEXT.buyLabel(row.codes, row.price)}
                        onClick={() => trackCtaClick(`pricing_${row.bundleType ?? 'single'}`)}
                      >
                        {TEXT.buy(row.codes)}
                      </Link>
                    </Button>
                  </>
                ) : (
                  <Skeleton className="h-8 w-full" />
                )}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            {TEXT.note} {TEXT.bundleNote}
          </p>
        </CardContent>
      </div>
    </Card>
  );
}
