import { ChevronDown } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatRand } from '../../../domain/pricing/pricing';
import { PUBLIC_PAGES } from '../../../domain/site/pages';
import { DEFAULT_PRICE_AMOUNT, useCurrentPriceQuery } from '../../api/prices';
import { DeferredContactForm } from '../../components/contact/deferred-contact-form';
import { SupportEmail } from '../../components/contact/support-email';
import { Card, CardContent } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../session/use-session';
import { SUPPORT_TEXT as TEXT } from './support-text';

/**
 * /support: questions and answers (codes, paying and bundles, the change window, creators), the
 * contact form (filled in for a signed-in user; its subject from `?subject=`), and the support e-mail.
 */
export function SupportPage() {
  usePageTitle(PUBLIC_PAGES.support.title);
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const price = useCurrentPriceQuery().data;
  const defaults = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : undefined,
    email: user?.email,
    subject: searchParams.get('subject')?.slice(0, 200) ?? undefined,
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{TEXT.title}</h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">{TEXT.intro}</p>
      </header>

      <section aria-labelledby="faq-title" className="mt-10">
        <h2 id="faq-title" className="text-xl font-semibold text-slate-900">
          {TEXT.faqTitle}
        </h2>
        <div className="mt-4 grid gap-8">
          {TEXT.topics.map((topic) => (
            <div key={topic.title}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">{topic.title}</h3>
              <div className="mt-2 divide-y divide-border rounded-lg border border-border bg-white">
                {topic.questions.map(({ question, answer }) => (
                  <details key={question} className="group px-4">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3.5 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                      {question}
                      <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
                    </summary>
                    <p className="pb-4 text-sm leading-relaxed text-slate-700">
                      {typeof answer === 'function' ? answer(formatRand(price ?? DEFAULT_PRICE_AMOUNT)) : answer}
                    </p>
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
              {TEXT.contactTitle}
            </h2>
            <p className="mb-5 mt-1 text-sm text-muted-foreground">{TEXT.contactIntro}</p>
            <DeferredContactForm key={user?.id ?? 'visitor'} defaults={defaults} idPrefix="support" />
            <SupportEmail lead={TEXT.emailUs} className="mt-6 border-t border-border pt-4" />
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
