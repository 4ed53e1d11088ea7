import { MapPin, Navigation, QrCode, Share2, Shield, Tractor, Truck } from 'lucide-react';
import * as React from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DeferredContactForm } from '../../components/contact/deferred-contact-form';
import { SupportEmail } from '../../components/contact/support-email';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { trackCtaClick } from '../../lib/analytics';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { HeroSearch } from './hero-search';
import { CONTACT_ANCHOR, HOW_ANCHOR, PRICING_ANCHOR, WHY_ANCHOR } from './landing-anchors';
import { HERO_STATS, HOW_STEPS, LANDING_EXAMPLE_CODE, WHY_REASONS } from './landing-texts';
import { PricingCard } from './pricing-card';
import { SummerBanner } from './summer-banner';

const REASON_ICONS = [MapPin, Truck, Shield, Tractor];
const STEP_ICONS = [Navigation, QrCode, Share2];

function Section({ id, title, intro, children, className }: { id: string; title: string; intro?: string; children: React.ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-28 md:scroll-mt-16', className)}>
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
  const { t } = useTranslation('landing');
  return (
    <div className="hidden w-80 rotate-1 rounded-2xl bg-white p-5 text-slate-900 shadow-2xl lg:block" aria-hidden>
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <MapPin className="size-5" />
        </span>
        <div>
          <p className="font-mono text-2xl font-bold tracking-wider">{LANDING_EXAMPLE_CODE}</p>
          <p className="text-xs text-muted-foreground">{t('hero.samplePlace')}</p>
        </div>
      </div>
      <div className="mt-4 h-32 rounded-xl bg-[radial-gradient(circle_at_60%_45%,#34cb8f_0,#34cb8f_6px,transparent_7px),linear-gradient(135deg,#d1fae4,#ecfdf4_40%,#e2e8f0)]" />
      <div className="mt-4 grid grid-cols-2 gap-2 text-xs font-medium">
        <span className="rounded-lg bg-muted px-3 py-2 text-center">{t('hero.sampleMaps')}</span>
        <span className="rounded-lg bg-muted px-3 py-2 text-center">{t('hero.sampleWhatsApp')}</span>
      </div>
    </div>
  );
}

/** The landing page body; signed-out visitors see it under the landing header, signed-in users at /home. */
export function LandingContent() {
  const { t } = useTranslation('landing');
  const { isAuthenticated } = useSession();
  const generatePath = isAuthenticated ? paths.generator() : paths.register();
  // A link to a section (/#pricing) arrives before the page has rendered, so the browser could not scroll to it.
  const { hash } = useLocation();
  React.useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
        <div className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-brand-500/20 blur-3xl" aria-hidden />
        <div className="relative mx-auto flex max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
          <div className="flex-1">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-100">
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-4 max-w-2xl text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">{t('hero.title')}</h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">
              <Trans
                t={t}
                i18nKey="hero.intro"
                values={{ example: LANDING_EXAMPLE_CODE }}
                components={{ code: <span className="font-mono font-semibold text-white" /> }}
              />
            </p>
            <div className="mt-8">
              <HeroSearch />
            </div>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="gold">
                <Link to={generatePath} onClick={() => trackCtaClick('hero_generate')}>
                  {t('hero.generate')}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/30 bg-transparent text-white hover:bg-white/10 hover:text-white">
                <a href={`#${HOW_ANCHOR.id}`}>{t('hero.howLink')}</a>
              </Button>
            </div>
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {HERO_STATS.map(({ key, value }) => (
                <div key={key} className="flex flex-col-reverse">
                  <dt className="text-xs text-brand-100 sm:text-sm">{t(`hero.stats.${key}`)}</dt>
                  <dd className="text-2xl font-bold sm:text-3xl">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <SampleCodeCard />
        </div>
      </section>

      <SummerBanner claimPath={generatePath} />

      <Section id={WHY_ANCHOR.id} title={t('why.title')} intro={t('why.intro')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_REASONS.map((key, index) => {
            const Icon = REASON_ICONS[index] ?? MapPin;
            return (
              <li key={key}>
                <Card className="h-full">
                  <CardContent className="pt-5 sm:pt-6">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden>
                      <Icon className="size-5" />
                    </span>
                    <h3 className="mt-4 font-semibold text-slate-900">{t(`why.${key}Title`)}</h3>
                    <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{t(`why.${key}Text`)}</p>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id={HOW_ANCHOR.id} title={t('how.title')} intro={t('how.intro')} className="bg-slate-50">
        <ol className="grid gap-6 md:grid-cols-3">
          {HOW_STEPS.map((key, index) => {
            const Icon = STEP_ICONS[index] ?? Navigation;
            return (
              <li key={key} className="relative rounded-xl border border-border bg-white p-6 shadow-sm">
                <span className="absolute right-5 top-5 text-4xl font-extrabold text-brand-100" aria-hidden>
                  {index + 1}
                </span>
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden>
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">
                  <span className="sr-only">{t('how.step', { number: index + 1 })}</span>
                  {t(`how.${key}Title`)}
                </h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{t(`how.${key}Text`)}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id={PRICING_ANCHOR.id} title={t('pricing.title')} intro={t('pricing.intro')}>
        <PricingCard />
      </Section>

      <Section id={CONTACT_ANCHOR.id} title={t('contact.title')} intro={t('contact.intro')} className="bg-slate-50">
        <Card className="mx-auto max-w-2xl">
          <CardContent className="pt-5 sm:pt-6">
            <DeferredContactForm />
            <SupportEmail lead={t('contact.emailUs')} className="mt-6 border-t border-border pt-4" />
          </CardContent>
        </Card>
      </Section>
    </>
  );
}
