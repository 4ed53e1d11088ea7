import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BUNDLES, BUNDLE_TYPES, BUNDLE_VALIDITY_MONTHS } from '../../../domain/bundles/bundles';
import { formatRand } from '../../../domain/pricing/pricing';
import { PUBLIC_PAGES } from '../../../domain/site/pages';
import { DEFAULT_PRICE_AMOUNT, useCurrentPriceQuery } from '../../api/prices';
import { DeferredContactForm } from '../../components/contact/deferred-contact-form';
import { SupportEmail } from '../../components/contact/support-email';
import { Card, CardContent } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../session/use-session';
import { SUPPORT_TOPICS } from './support-text';

/**
 * /support: questions and answers (codes, paying and bundles, the change window, creators), the
 * contact form (filled in for a signed-in user; its subject from `?subject=`), and the support e-mail.
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  usePageTitle(PUBLIC_PAGES.support.title);
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const price = useCurrentPriceQuery().data;
  // The values the answers take: today's price per code, and the bundles.
  const values = {
    price: formatRand(price ?? DEFAULT_PRICE_AMOUNT),
    bundles: BUNDLE_TYPES.map((type) =>
      t('bundleItem', { name: t(`app:bundles.${type}`), count: BUNDLES[type].codes, percent: BUNDLES[type].discountPercent }),
    ).join('; '),
    months: BUNDLE_VALIDITY_MONTHS,
  };
  const defaults = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : undefined,
    email: user?.email,
    subject: searchParams.get('subject')?.slice(0, 200) ?? undefined,
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">{t('intro')}</p>
      </header>

      <section aria-labelledby="faq-title" className="mt-10">
        <h2 id="faq-title" className="text-xl font-semibold text-slate-900">
          {t('faqTitle')}
        </h2>
        <div className="mt-4 grid gap-8">
          {SUPPORT_TOPICS.map((topic) => (
            <div key={topic.key}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t(topic.key)}</h3>
              <div className="mt-2 divide-y divide-border rounded-lg border border-border bg-white">
                {topic.questions.map((question) => (
                  <details key={question} className="group px-4">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3.5 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                      {t(`${question}Question`)}
                      <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
                    </summary>
                    <p className="pb-4 text-sm leading-relaxed text-slate-700">{t(`${question}Answer`, values)}</p>
                  </details>
                ))}
              </div>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="contact-support-title" className="mt-12">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <h2 id="contact-support-title" className="text-xl font-semibold text-slate-900">
              {t('contactTitle')}
            </h2>
            <p className="mb-5 mt-1 text-sm text-muted-foreground">{t('contactIntro')}</p>
            <DeferredContactForm key={user?.id ?? 'visitor'} defaults={defaults} idPrefix="support" />
            <SupportEmail lead={t('emailUs')} className="mt-6 border-t border-border pt-4" />
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
