/**
 * What the landing page (/ and /home) shows besides words: its words are the `landing` namespace of
 * the catalogues (src/domain/i18n/locales), and these lists name their keys in page order. Figures
 * and the example code are data, the same in every language; prices come from the catalog.
 */
export const LANDING_EXAMPLE_CODE = '1CT-7K2M';

/** The hero's figures: each value with its label's key (landing:hero.stats.<key>). */
export const HERO_STATS = [
  { key: 'provinces', value: '9' },
  { key: 'faster', value: '30%' },
  { key: 'characters', value: '7' },
] as const;

/** The why-section's cards: landing:why.<key>Title and <key>Text. */
export const WHY_REASONS = ['accuracy', 'faster', 'emergency', 'everywhere'] as const;

/** The how-it-works steps: landing:how.<key>Title and <key>Text. */
export const HOW_STEPS = ['pin', 'details', 'share'] as const;

/** What one code includes, on the pricing card: landing:pricing.included<Key>. */
export const PRICING_INCLUDED = ['includedGps', 'includedPage', 'includedPhotos', 'includedApps'] as const;
