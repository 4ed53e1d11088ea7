import { BUNDLES, BUNDLE_TYPES } from '../../../../domain/bundles/bundles';
import { PUBLIC_PAGES } from '../../../../domain/site/pages';
import { TESTIMONIALS } from './testimonials';

/**
 * What an audience page shows; the words are in the catalogues: the page's own namespace (`township`,
 * `farmers`: eyebrow, heading, intro, benefitsTitle, <benefit>Title/Text, <example>Place/Text,
 * supportText, finalTitle, finalText) and the `audience` namespace for what both pages say. The layout
 * is audience-page.tsx.
 */
export interface AudienceContent {
  /** The catalogue namespace of the page's own texts. */
  namespace: 'township' | 'farmers';
  /** The tab title: the same as the server's head (English, like the SEO tags). */
  title: string;
  /** Keys of the benefit cards, in order. */
  benefits: readonly string[];
  /** Keys of the examples of uses, in order. */
  examples: readonly string[];
  /** The subject the support link fills in: a label for the support team, kept in English like the analytics labels. */
  supportSubject: string;
  /** Values the page's texts take besides the price (the bundle sizes, in the reader's language). */
  values?: (locale: string) => Record<string, string>;
}

export const TOWNSHIP_CONTENT: AudienceContent = {
  namespace: 'township',
  title: PUBLIC_PAGES.township.title,
  benefits: ['customers', 'deliveries', 'share', 'payOnce'],
  examples: TESTIMONIALS.township,
  supportSubject: 'Township business',
};

export const FARMERS_CONTENT: AudienceContent = {
  namespace: 'farmers',
  title: PUBLIC_PAGES.farmers.title,
  benefits: ['gate', 'emergency', 'deliveries', 'bundles'],
  examples: TESTIMONIALS.farmers,
  supportSubject: 'Farm',
  values: (locale) => ({
    // "5, 10 or 25" / "5, 10 of 25"
    sizes: new Intl.ListFormat(locale, { type: 'disjunction' }).format(BUNDLE_TYPES.map((type) => String(BUNDLES[type].codes))),
  }),
};
