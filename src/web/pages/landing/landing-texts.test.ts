import { describe, expect, it } from 'vitest';
import { CATALOGUES, type CatalogueTexts } from '../../../domain/i18n/catalogues';
import { LANGUAGES } from '../../../domain/i18n/languages';
import { FARMERS_CONTENT, TOWNSHIP_CONTENT } from './audience/audience-text';
import { LANDING_ANCHORS } from './landing-anchors';
import { HERO_STATS, HOW_STEPS, PRICING_INCLUDED, WHY_REASONS } from './landing-texts';

/** The text at namespace:a.b in a language's catalogue, or undefined. */
function textAt(language: keyof typeof CATALOGUES, namespace: string, key: string): unknown {
  return key
    .split('.')
    .reduce<CatalogueTexts | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), CATALOGUES[language][namespace]);
}

// i18next shows a missing key as the key itself, so a list in code naming a key the catalogue lacks would put
// "why.accuracyTitle" on the page: every key the landing and audience pages build must be in every language.
const landingKeys = [
  ...LANDING_ANCHORS.map((anchor) => `anchors.${anchor.key}`),
  ...HERO_STATS.map((stat) => `hero.stats.${stat.key}`),
  ...WHY_REASONS.flatMap((key) => [`why.${key}Title`, `why.${key}Text`]),
  ...HOW_STEPS.flatMap((key) => [`how.${key}Title`, `how.${key}Text`]),
  ...PRICING_INCLUDED.map((key) => `pricing.${key}`),
];

describe('the landing and audience pages', () => {
  for (const language of LANGUAGES) {
    it(`find every key they build in the ${language} catalogue`, () => {
      for (const key of landingKeys) expect(textAt(language, 'landing', key), `${language}:landing:${key}`).toEqual(expect.any(String));
      for (const content of [TOWNSHIP_CONTENT, FARMERS_CONTENT]) {
        const keys = [...content.benefits.flatMap((key) => [`${key}Title`, `${key}Text`]), ...content.examples.flatMap((key) => [`${key}Place`, `${key}Text`])];
        for (const key of keys) expect(textAt(language, content.namespace, key), `${language}:${content.namespace}:${key}`).toEqual(expect.any(String));
      }
    });
  }

  it('list the bundle sizes in the reader\'s words', () => {
    expect(FARMERS_CONTENT.values?.('en-ZA')).toEqual({ sizes: '5, 10 or 25' });
    expect(FARMERS_CONTENT.values?.('af-ZA')).toEqual({ sizes: '5, 10 of 25' });
  });
});
