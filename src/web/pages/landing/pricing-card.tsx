import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUNDLE_VALIDITY_MONTHS } from '../../../domain/bundles/bundles';
import { usePriceCatalogQuery } from '../../api/prices';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { trackCtaClick } from '../../lib/analytics';
import { useSession } from '../../session/use-session';
import { PRICING_INCLUDED } from './landing-texts';
import { CARD_PRODUCTS, FALLBACK_CATALOG_ITEMS, pricingRowPath, pricingRows } from './pricing-rows';

/**
 * The landing pricing card: one code, 5 and 10 at the catalog's prices (what checkout charges,
 * VAT included; R19.00 and its bundles when the catalog cannot be fetched). Each row has its own
 * button: visitors register, a signed-in user makes one code or buys the bundle.
 */
export function PricingCard() {
  const { t } = useTranslation('landing', { keyPrefix: 'pricing' });
  const { isAuthenticated } = useSession();
  const catalog = usePriceCatalogQuery();
  const items = catalog.data?.items ?? (catalog.isError ? FALLBACK_CATALOG_ITEMS : null);
  const rows = items ? pricingRows(items) : null;
  const single = rows?.find((row) => row.bundleType === null);

  return (
    <Card className="mx-auto w-full max-w-3xl overflow-hidden">
      <div className="grid md:grid-cols-2">
        <CardHeader className="border-b border-border bg-brand-50/60 md:border-b-0 md:border-r">
          <CardTitle>{t('cardTitle')}</CardTitle>
          <CardDescription>{t('cardIntro')}</CardDescription>
          <p className="mt-4 flex items-baseline gap-1.5">
            {single ? (
              <span className="text-4xl font-extrabold tracking-tight text-slate-900">{single.price}</span>
            ) : (
              <Skeleton className="h-10 w-28" />
            )}
            <span className="text-sm text-muted-foreground">{t('perCode')}</span>
          </p>
          <ul className="mt-5 grid gap-2 text-sm text-slate-700">
            {PRICING_INCLUDED.map((key) => (
              <li key={key} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {t(key)}
              </li>
            ))}
          </ul>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
          <h3 className="text-sm font-semibold text-slate-900">{t('choose')}</h3>
          <ul className="grid gap-2" aria-busy={!rows}>
            {(rows ?? CARD_PRODUCTS.map(() => null)).map((row, index) => (
              // Wraps: price and button go under the count when a language's words take the row.
              <li key={row?.bundleType ?? index} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border px-3 py-2.5 sm:px-4">
                {row ? (
                  <>
                    <span className="flex flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-800">
                      <span className="whitespace-nowrap">{t('codes', { count: row.codes })}</span>
                      {row.discountPercent ? <Badge variant="gold">{t('save', { percent: row.discountPercent })}</Badge> : null}
                    </span>
                    <span className="text-base font-bold text-slate-900">{row.price}</span>
                    <Button asChild size="sm" variant={row.bundleType ? 'outline' : 'default'}>
                      <Link
                        to={pricingRowPath(row, isAuthenticated)}
                        aria-label={t('buyLabel', { count: row.codes, price: row.price })}
                        onClick={() => trackCtaClick(`pricing_${row.bundleType ?? 'single'}`)}
                      >
                        {t('buy', { count: row.codes })}
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
            {t('note')} {t('bundleNote', { months: BUNDLE_VALIDITY_MONTHS })}
          </p>
        </CardContent>
      </div>
    </Card>
  );
}
