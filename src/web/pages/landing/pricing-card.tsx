import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { DEFAULT_PRICE_CENTS, formatRand } from '../../../domain/pricing/pricing';
import { useCurrentPriceQuery } from '../../api/prices';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { amountToCents, pricingTiers } from './pricing-tiers';

const INCLUDED = [
  'Precise GPS location and full address',
  'Shareable code page with QR code',
  'Photos to help people find the door',
  'Works with Google Maps, Waze and WhatsApp',
];

/** The landing pricing card: the current price (R19.00 when it cannot be fetched) and 5- and 10-code prices. */
export function PricingCard({ generatePath }: { generatePath: string }) {
  const price = useCurrentPriceQuery();
  const unitCents = (price.data ? amountToCents(price.data) : null) ?? DEFAULT_PRICE_CENTS;
  const tiers = pricingTiers(unitCents);

  return (
    <Card className="mx-auto w-full max-w-3xl overflow-hidden">
      <div className="grid md:grid-cols-2">
        <CardHeader className="border-b border-border bg-brand-50/60 md:border-b-0 md:border-r">
          <CardTitle>Pay per {PRODUCT_NAME}</CardTitle>
          <CardDescription>One-time payment, VAT included. No subscription.</CardDescription>
          <p className="mt-4 flex items-baseline gap-1.5">
            <span className="text-4xl font-extrabold tracking-tight text-slate-900" aria-live="polite">
              {formatRand(unitCents)}
            </span>
            <span className="text-sm text-muted-foreground">per code</span>
          </p>
          <ul className="mt-5 grid gap-2 text-sm text-slate-700">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
          <h3 className="text-sm font-semibold text-slate-900">Need more than one?</h3>
          <ul className="grid gap-2">
            {tiers.map((tier) => (
              <li
                key={tier.codes}
                className="flex items-center justify-between gap-3 rounded-lg border border-border px-4 py-3"
              >
                <span className="text-sm font-medium text-slate-800">
                  {tier.codes} {tier.codes === 1 ? PRODUCT_NAME : PRODUCT_NAME_PLURAL}
                  {tier.discountPercent ? (
                    <Badge variant="gold" className="ml-2">
                      Save {tier.discountPercent}%
                    </Badge>
                  ) : null}
                </span>
                <span className="text-base font-bold text-slate-900">{formatRand(tier.totalCents)}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">Prices in South African Rand, including VAT.</p>
          <Button asChild size="lg" className="mt-auto w-full">
            <Link to={generatePath}>Generate your {PRODUCT_NAME}</Link>
          </Button>
        </CardContent>
      </div>
    </Card>
  );
}
