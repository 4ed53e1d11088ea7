import { MapPinned, Navigation, Share2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { DEFAULT_PRICE_AMOUNT, useCurrentPriceQuery } from '../../../api/prices';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** Each point's title and text are the catalogue's `<key>Title` and `<key>Text` (addressNotFound). */
const POINTS = [
  { icon: MapPinned, key: 'exact' },
  { icon: Share2, key: 'share' },
  { icon: Navigation, key: 'anyMap' },
] as const;

/** The what-is-a-code explainer of the address-not-found page. */
export function Explainer({ className }: { className?: string }) {
  const { t } = useTranslation('addressNotFound');
  const price = useCurrentPriceQuery();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{t('whatIs')}</CardTitle>
        <p className="text-sm text-muted-foreground">
          <Trans t={t} i18nKey="whatIsText" components={{ code: <span className="whitespace-nowrap font-mono font-semibold text-slate-900" /> }} />
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-4">
          {POINTS.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
                <Icon className="size-4" />
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold text-slate-900">{t(`${key}Title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`${key}Text`)}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-slate-700">
          {t('price', { price: price.data ?? DEFAULT_PRICE_AMOUNT })}
        </p>
      </CardContent>
    </Card>
  );
}
