import { describe, expect, it } from 'vitest';
import { CATALOGUE_REVIEWS, CATALOGUES, NAMESPACES, type CatalogueTexts } from './catalogues';
import { LANGUAGES } from './languages';

/** Every key of a namespace, nested ones as a.b. */
function keysOf(texts: CatalogueTexts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}
const textAt = (texts: CatalogueTexts, key: string) =>
  key.split('.').reduce<CatalogueTexts | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = CATALOGUES.en;
/**
 * Trans reads a text's tags as HTML: a tag named like an element that cannot hold text (<link>, <br>,
 * <img>...) comes out empty, its words dropped beside it.
 */
const VOID_ELEMENTS = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'];
const tagsOf = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]!);

describe('the text catalogues', () => {
  it('English has every namespace the pages use', () => {
    expect(Object.keys(english).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const language of LANGUAGES) {
    const catalogue = CATALOGUES[language];

    it(`${language} has every key of every namespace, none empty`, () => {
      for (const namespace of NAMESPACES) {
        const expected = keysOf(english[namespace] as CatalogueTexts);
        const actual = keysOf((catalogue[namespace] ?? {}) as CatalogueTexts);
        expect(actual.filter((key) => !expected.includes(key)), `${language}:${namespace} has keys English lacks`).toEqual([]);
        expect(expected.filter((key) => !actual.includes(key)), `${language}:${namespace} lacks keys`).toEqual([]);
        for (const key of actual) expect(String(textAt(catalogue[namespace]!, key)).trim(), `${language}:${namespace}:${key}`).not.toBe('');
      }
    });

    it(`${language} keeps every placeholder of the English texts ({{code}}, {{price}}, ...)`, () => {
      for (const namespace of Object.keys(catalogue)) {
        for (const key of keysOf(catalogue[namespace]!)) {
          const source = textAt(english[namespace] as CatalogueTexts, key);
          expect(placeholders(String(textAt(catalogue[namespace]!, key))), `${language}:${namespace}:${key}`).toEqual(placeholders(String(source)));
        }
      }
    });

    it(`${language} names no tag like an element that holds no text`, () => {
      for (const namespace of Object.keys(catalogue)) {
        for (const key of keysOf(catalogue[namespace]!)) {
          const tags = tagsOf(String(textAt(catalogue[namespace]!, key)));
          expect(tags.filter((tag) => VOID_ELEMENTS.includes(tag.toLowerCase())), `${language}:${namespace}:${key}`).toEqual([]);
        }
      }
    });

    it(`${language} says whether a native speaker has reviewed it`, () => {
      const review = CATALOGUE_REVIEWS[language];
      expect(['source', 'needs-native-review', 'reviewed']).toContain(review.status);
      expect(review.status === 'source').toBe(language === 'en');
      if (review.status === 'reviewed') expect(review.reviewedBy).toBeTruthy();
    });
  }
});
