import { MapPin, Mail, Navigation, QrCode, Share2, Shield, Sun, Tractor, Truck } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { usePublicSettingsQuery } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { ContactForm } from './contact-form';
import { HeroSearch } from './hero-search';
import { CONTACT_ANCHOR, HOW_ANCHOR, PRICING_ANCHOR, WHY_ANCHOR } from './landing-anchors';
import { PricingCard } from './pricing-card';

export const SUMMER_VOUCHER = 'SUMMER';
export const SUMMER_DISCOUNT_PERCENT = 30;

const REASONS = [
  {
    icon: MapPin,
    title: 'Pinpoint accuracy',
    text: 'GPS coordinates to the exact gate, door or loading bay, not just the street.',
  },
  {
    icon: Truck,
    title: '30% faster delivery',
    text: 'Couriers stop searching and start delivering. Fewer calls, fewer failed drops.',
  },
  {
    icon: Shield,
    title: 'Emergency ready',
    text: 'Ambulances, fire and security find you quickly when every minute counts.',
  },
  {
    icon: Tractor,
    title: 'Works everywhere',
    text: 'Townships, farms, estates and rural stands across all 9 provinces.',
  },
];

const STEPS = [
  { icon: Navigation, title: 'Pin your location', text: 'Search an address or drop a pin exactly where people must go.' },
  { icon: QrCode, title: 'Add the details', text: 'Give it a title, directions and photos. Pay once and your code is created.' },
  { icon: Share2, title: 'Share your code', text: 'Send it on WhatsApp, print the QR code or add it to your business page.' },
];

function Section({ id, title, intro, children, className }: { id: string; title: string; intro?: string; children: React.ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-base text-muted-foreground sm:text-lg">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

function SampleCodeCard() {
  return (
    <div className="hidden w-80 rotate-1 rounded-2xl bg-white p-5 text-slate-900 shadow-2xl lg:block" aria-hidden>
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <MapPin className="size-5" />
        </span>
        <div>
          <p className="font-mono text-2xl font-bold tracking-wider">1CT-7K2M</p>
          <p className="text-xs text-muted-foreground">Sea Point, Cape Town · Western Cape</p>
        </div>
      </div>
      <div className="mt-4 h-32 rounded-xl bg-[radial-gradient(circle_at_60%_45%,#34cb8f_0,#34cb8f_6px,transparent_7px),linear-gradient(135deg,#d1fae4,#ecfdf4_40%,#e2e8f0)]" />
      <div className="mt-4 grid grid-cols-2 gap-2 text-xs font-medium">
        <span className="rounded-lg bg-muted px-3 py-2 text-center">Open in Maps</span>
        <span className="rounded-lg bg-muted px-3 py-2 text-center">Share on WhatsApp</span>
      </div>
    </div>
  );
}

/** The landing page body; signed-out visitors see it under the landing header, signed-in users at /home. */
export function LandingContent() {
  const { isAuthenticated } = useSession();
  const settings = usePublicSettingsQuery();
  const generatePath = isAuthenticated ? paths.generator() : paths.register();
  const supportEmail = settings.data?.supportEmail;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
        <div className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-brand-500/20 blur-3xl" aria-hidden />
        <div className="relative mx-auto flex max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
          <div className="flex-1">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-100">
              Made for South Africa
            </p>
            <h1 className="mt-4 max-w-2xl text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              A short code for every South African location
            </h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">
              Turn any address, farm gate or township stand into a 7-character {PRODUCT_NAME} like{' '}
              <span className="font-mono font-semibold text-white">1CT-7K2M</span>. Couriers, ambulances and visitors find
              it the first time.
            </p>
            <div className="mt-8">
              <HeroSearch />
            </div>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="gold">
                <Link to={generatePath}>Generate a {PRODUCT_NAME}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/30 bg-transparent text-white hover:bg-white/10 hover:text-white">
                <a href={`#${HOW_ANCHOR.id}`}>See how it works</a>
              </Button>
            </div>
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {[
                ['9', 'provinces covered'],
                ['30%', 'faster delivery'],
                ['7', 'characters to share'],
              ].map(([value, label]) => (
                <div key={label} className="flex flex-col-reverse">
                  <dt className="text-xs text-brand-100 sm:text-sm">{label}</dt>
                  <dd className="text-2xl font-bold sm:text-3xl">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <SampleCodeCard />
        </div>
      </section>

      <aside aria-label="Summer offer" className="bg-gold-400 text-slate-900">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="flex items-start gap-2 text-sm font-medium sm:items-center sm:text-base">
            <Sun className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden />
            <span>
              Summer special: {SUMMER_DISCOUNT_PERCENT}% off with voucher code{' '}
              <span className="rounded bg-white/70 px-1.5 py-0.5 font-mono font-bold">{SUMMER_VOUCHER}</span>
            </span>
          </p>
          <Button asChild size="sm" variant="default" className="bg-slate-900 hover:bg-slate-800">
            <Link to={generatePath}>Claim the offer</Link>
          </Button>
        </div>
      </aside>

      <Section
        id={WHY_ANCHOR.id}
        title={`Why ${PRODUCT_NAME_PLURAL}?`}
        intro="Street addresses don't reach every door in South Africa. A code does."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent className="pt-5 sm:pt-6">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden>
                    <Icon className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={HOW_ANCHOR.id} title="How it works" intro="Three steps, a few minutes." className="bg-slate-50">
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border border-border bg-white p-6 shadow-sm">
              <span className="absolute right-5 top-5 text-4xl font-extrabold text-brand-100" aria-hidden>
                {index + 1}
              </span>
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden>
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id={PRICING_ANCHOR.id} title="Simple, once-off pricing" intro="Pay only for the codes you create.">
        <PricingCard generatePath={generatePath} />
      </Section>

      <Section
        id={CONTACT_ANCHOR.id}
        title="Get in touch"
        intro="Questions about codes, bundles or deliveries? Send us a message."
        className="bg-slate-50"
      >
        <Card className="mx-auto max-w-2xl">
          <CardContent className="pt-5 sm:pt-6">
            <ContactForm />
            {supportEmail ? (
              <p className="mt-6 border-t border-border pt-4 text-sm text-muted-foreground">
                <Mail className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
                Or email us at{' '}
                <a className="break-words font-medium text-primary hover:underline" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              </p>
            ) : null}
          </CardContent>
        </Card>
      </Section>
    </>
  );
}
