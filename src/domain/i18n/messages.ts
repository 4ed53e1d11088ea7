import type { CatalogueTexts } from './catalogue-file';

/*
 * The API answers in English, and the shared schemas give their validation messages in English, so
 * that client and server reject the same input with the same words. A page shows such a message in
 * its reader's language through the `messages` namespace: each key holds a message's English text,
 * the values in it written as placeholders ("Please try again in {{minutes}} minutes"), and a message
 * is found by matching those texts (the one with most words of its own, when several match: "2 h 5
 * min left" is "{{hours}} h {{minutes}} min left", not "{{minutes}} min left"). A message with no
 * entry shows as it came. Texts a page computes from the domain's rules (the time left to move a
 * code) are found the same way.
 */

export interface MessageMatch {
  key: string;
  /** The values the placeholders stood for, to put into the translated text. */
  values: Record<string, string>;
}

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** How much of the text is its own words: where two texts match, the one with more of them is meant. */
  literalLength: number;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const compiled = new WeakMap<CatalogueTexts, Template[]>();

function templatesOf(english: CatalogueTexts): Template[] {
  let templates = compiled.get(english);
  if (!templates) {
    templates = Object.entries(english)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => {
        const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
        const source = text
          .split(PLACEHOLDER)
          .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('');
        return { key, pattern: new RegExp(`^${source}$`), names, literalLength: text.replace(PLACEHOLDER, '').length };
      });
    compiled.set(english, templates);
  }
  return templates;
}

/**
 * The `messages` key of an English message and the values in it, or null when the catalogue has none.
 * @param english the English `messages` namespace
 */
export function matchMessage(english: CatalogueTexts, text: string): MessageMatch | null {
  let best: (MessageMatch & { literalLength: number }) | null = null;
  for (const { key, pattern, names, literalLength } of templatesOf(english)) {
    const match = pattern.exec(text);
    if (match && (!best || literalLength > best.literalLength)) {
      best = { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])), literalLength };
    }
  }
  return best && { key: best.key, values: best.values };
}
