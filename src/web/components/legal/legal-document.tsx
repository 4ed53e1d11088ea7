import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '../../../domain/i18n/languages';
import { usePublicSettingsQuery } from '../../api/settings';
import { cn } from '../../lib/utils';

/** A paragraph of a legal text: plain words, or words around the support e-mail address (SUPPORT_EMAIL). */
export type LegalParagraph = string | { email: { before: string; after: string } };

export interface LegalSection {
  title: string;
  paragraphs: LegalParagraph[];
  /** Points listed after the paragraphs. */
  points?: string[];
}

/** A legal text (terms, privacy policy): a title, its date and numbered sections. */
export interface LegalDocument {
  title: string;
  lastUpdated: string;
  sections: LegalSection[];
}

export const LAST_UPDATED_LABEL = 'Last updated:';
/** Shown where the support address would be, until the settings have loaded. */
const SUPPORT_FALLBACK = 'our support team (see the Support page)';

function Paragraph({ paragraph, supportEmail }: { paragraph: LegalParagraph; supportEmail: string | undefined }) {
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  const { before, after } = paragraph.email;
  return (
    <p>
      {before}
      {supportEmail ? (
        <a href={`mailto:${supportEmail}`} className="wrap-anywhere font-medium text-primary underline underline-offset-4">
          {supportEmail}
        </a>
      ) : (
        SUPPORT_FALLBACK
      )}
      {after}
    </p>
  );
}

/**
 * The sections of a legal text, with the support address from the server's settings. `headingLevel`
 * fits them under the page's or the dialog's own title.
 */
export function LegalSections({
  document: legal,
  headingLevel,
  size = 'base',
}: {
  document: LegalDocument;
  headingLevel: 2 | 3;
  size?: 'sm' | 'base';
}) {
  const supportEmail = usePublicSettingsQuery().data?.supportEmail;
  const Heading: React.ElementType = `h${headingLevel}`;
  return (
    <div className={cn('grid', size === 'sm' ? 'gap-4' : 'gap-8')}>
      {legal.sections.map((section) => (
        <section key={section.title} className="grid gap-2">
          <Heading className={cn('font-semibold text-slate-900', size === 'sm' ? 'text-sm' : 'text-lg')}>{section.title}</Heading>
          <div className={cn('grid gap-2 leading-relaxed text-slate-700', size === 'sm' ? 'text-sm' : 'text-base')}>
            {section.paragraphs.map((paragraph, index) => (
              <Paragraph key={index} paragraph={paragraph} supportEmail={supportEmail} />
            ))}
            {section.points ? (
              <ul className="ml-5 grid list-disc gap-1.5">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * The legal texts are written in English only: the terms a user accepts and the policy we answer
 * for are one text, not drafts in four languages that could say different things. In another
 * language the page says so in that language, and marks the text as English for screen readers.
 */
export function EnglishOnlyNote({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('legal');
  if (i18n.language === DEFAULT_LANGUAGE) return null;
  return <p className={cn('rounded-md border border-border bg-muted px-3 py-2 text-sm text-slate-700', className)}>{t('englishOnly')}</p>;
}

/** A legal page (/terms-of-service, /privacy-policy): its title, its date, its sections. */
export function LegalPage({ document: legal, intro }: { document: LegalDocument; intro?: React.ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <EnglishOnlyNote className="mb-6" />
      <header lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]} className="mb-8 border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{legal.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {LAST_UPDATED_LABEL} {legal.lastUpdated}
        </p>
        {intro ? <div className="mt-4 text-base leading-relaxed text-slate-700">{intro}</div> : null}
      </header>
      <div lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]}>
        <LegalSections document={legal} headingLevel={2} />
      </div>
    </article>
  );
}
