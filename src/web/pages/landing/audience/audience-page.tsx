import { Check, Mail, MessageCircle } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LANGUAGE_TAGS, isLanguage } from '../../../../domain/i18n/languages';
import { formatRand } from '../../../../domain/pricing/pricing';
import { DEFAULT_PRICE_AMOUNT, useCurrentPriceQuery } from '../../../api/prices';
import { SupportEmail } from '../../../components/contact/support-email';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { TownshipAction } from '../../../lib/analytics';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../paths';
import type { AudienceContent } from './audience-text';
import { useIsMounted } from '../../../lib/use-is-mounted';
import { useTypedBeforeTakeover } from '../../../lib/use-typed-before-takeover';

export interface AudiencePageProps {
  content: AudienceContent;
  /** Short name for ids ('township', 'farmers'). */
  name: string;
  /** Records the page's own events: an e-mail given, a sign-up click, a support contact. */
  track(action: TownshipAction, label?: string): void;
}

/**
 * An audience landing page (/township, /farmers): an e-mail box that leads to /register with the
 * e-mail filled in, the live price per code, what a code does for them, examples of uses, and
 * support contacts with the time in which e-mail is answered.
 */
export function AudiencePage({ content, name, track }: AudiencePageProps) {
  const { t, i18n } = useTranslation([content.namespace, 'audience']);
  usePageTitle(content.title);
  const values = content.values?.(LANGUAGE_TAGS[isLanguage(i18n.language) ? i18n.language : 'en']) ?? {};
  /** A text of the page's own namespace. */
  const own = (key: string) => t(key, { ns: content.namespace, ...values });
  /** A text both audience pages share. */
  const shared = (key: string, options?: Record<string, string>) => t(key, { ns: 'audience', ...options });
  const navigate = useNavigate();
  const price = formatRand(useCurrentPriceQuery().data ?? DEFAULT_PRICE_AMOUNT);
  const [email, setEmail] = React.useState('');
  // On a page the server rendered first, what is typed before the app takes over is kept; signing up waits for it.
  const isReady = useIsMounted();
  const emailRef = useTypedBeforeTakeover(setEmail);
  const emailId = `${name}-email`;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    track('email_submit');
    navigate(paths.register({ email: email.trim() }));
  }

  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-100">
            {own('eyebrow')}
          </p>
          <h1 className="mt-4 max-w-3xl text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">{own('heading')}</h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">{own('intro')}</p>
          <form onSubmit={handleSubmit} className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end" aria-label={shared('signUp')}>
            <Field id={emailId} label={<span className="text-white">{shared('emailLabel')}</span>} className="flex-1">
              <Input
                id={emailId}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={shared('emailPlaceholder')}
                ref={emailRef}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className="h-11 bg-white text-slate-900"
              />
            </Field>
            <Button type="submit" size="lg" variant="gold" disabled={!isReady}>
              {shared('signUp')}
            </Button>
          </form>
          <p className="mt-4 text-sm font-medium text-brand-100">{shared('priceLine', { price })}</p>
        </div>
      </section>

      <section aria-labelledby={`${name}-benefits`} className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id={`${name}-benefits`} className="text-2xl font-bold tracking-tight text-slate-900">
          {own('benefitsTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {content.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 rounded-xl border border-border bg-white p-5">
              <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <div>
                <h3 className="font-semibold text-slate-900">{own(`${benefit}Title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{own(`${benefit}Text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${name}-examples`} className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id={`${name}-examples`} className="text-2xl font-bold tracking-tight text-slate-900">
            {shared('examplesTitle')}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{shared('examplesNote')}</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {content.examples.map((example) => (
              <li key={example}>
                <Card className="h-full">
                  <CardContent className="pt-5 sm:pt-6">
                    <MessageCircle className="size-5 text-brand-600" aria-hidden />
                    <h3 className="mt-3 font-semibold text-slate-900">{own(`${example}Place`)}</h3>
                    <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{own(`${example}Text`)}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={`${name}-support`} className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id={`${name}-support`} className="text-2xl font-bold tracking-tight text-slate-900">
              {shared('supportTitle')}
            </h2>
            <p className="mt-3 text-base text-slate-700">{own('supportText')}</p>
            <SupportEmail lead={shared('supportEmailLead')} className="mt-4 text-base" onClick={() => track('contact_click', 'email')} />
            <p className="mt-3 text-base">
              <Mail className="mr-1.5 inline size-4 align-[-3px] text-muted-foreground" aria-hidden />
              <Link
                to={paths.support({ subject: content.supportSubject })}
                className="font-medium text-primary underline underline-offset-4"
                onClick={() => track('contact_click', 'support_page')}
              >
                {shared('supportPageLink')}
              </Link>
            </p>
          </div>
          <Card className="bg-brand-50/60">
            <CardContent className="pt-5 sm:pt-6">
              <h2 className="text-xl font-bold text-slate-900">{own('finalTitle')}</h2>
              <p className="mt-2 text-slate-700">{own('finalText')}</p>
              <p className="mt-2 text-sm font-medium text-slate-700">{shared('priceLine', { price })}</p>
              <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
                <Link to={paths.register()} onClick={() => track('signup_click', 'final')}>
                  {shared('finalButton')}
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </section>
    </>
  );
}
