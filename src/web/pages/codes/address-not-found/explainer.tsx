import { MapPinned, Navigation, Share2 } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { DEFAULT_PRICE_AMOUNT, useCurrentPriceQuery } from '../../../api/prices';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const POINTS = [
  {
    icon: MapPinned,
    title: 'Exact to the gate',
    text: 'Tied to the GPS point of the door, gate or stand, not just the street: it works where streets have no names or numbers.',
  },
  {
    icon: Share2,
    title: 'Easy to share',
    text: 'Seven characters to read over the phone, send on WhatsApp or print as a QR code on the gate.',
  },
  {
    icon: Navigation,
    title: 'Works with any map app',
    text: 'Drivers, couriers and emergency services open it and navigate straight there with Google Maps or Waze.',
  },
];

/** The what-is-a-code explainer of the address-not-found page. */
export function Explainer({ className }: { className?: string }) {
  const price = useCurrentPriceQuery();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>What is a {PRODUCT_NAME}?</CardTitle>
        <p className="text-sm text-muted-foreground">
          A {PRODUCT_NAME} is a short code such as <span className="whitespace-nowrap font-mono font-semibold text-slate-900">1CT-7K2M</span> that
          points to one exact spot in South Africa.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-4">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
                <Icon className="size-4" />
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold text-slate-900">{title}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-slate-700">
          R{price.data ?? DEFAULT_PRICE_AMOUNT} per {PRODUCT_NAME}, once-off, VAT included.
        </p>
      </CardContent>
    </Card>
  );
}
