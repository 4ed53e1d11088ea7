// A local ESLint rule: the web app's texts come from the catalogues (src/domain/i18n/locales), so that
// every page follows the reader's language. It reports words written into a page's markup (JSX text,
// and the attributes a person reads or hears: aria-label, placeholder, title, label, ...), and a
// catalogue key given to t() or <Trans i18nKey> that the English catalogue does not have (i18next would
// show the key itself). Files of the parts kept in English (the admin area) may hold words; their keys
// are checked all the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Attributes whose string is read or heard by people. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'hint',
  'confirmLabel',
  'closeLabel',
  'toggleName',
  'lead',
  'emptyTitle',
  'emptyHint',
  'failedText',
  'message',
  'text',
]);

/** Words: two letters in a row (a lone "x", "%", "·" or "→" is no text to translate). */
const WORDS = /\p{L}{2,}/u;
/** The same in every language: a code or an abbreviation (1CT-7K2M, GPS), an address or a link. */
const IS_SAME_IN_EVERY_LANGUAGE = (text) => /^\S+$/.test(text.trim()) && (!/\p{Ll}/u.test(text) || /:\/\/|@/.test(text));

const catalogues = new Map();
function englishCatalogue(file) {
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return catalogues.get(file);
}

function hasKey(catalogue, namespace, key) {
  const node = key.split('.').reduce((at, part) => (at && typeof at === 'object' ? at[part] : undefined), catalogue[namespace]);
  if (typeof node === 'string') return true;
  // A plural: key_one, key_other.
  const parent = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
  const last = key.slice(key.lastIndexOf('.') + 1);
  const holder = parent ? parent.split('.').reduce((at, part) => (at && typeof at === 'object' ? at[part] : undefined), catalogue[namespace]) : catalogue[namespace];
  return Boolean(holder && typeof holder === 'object' && typeof holder[`${last}_other`] === 'string');
}

const stringOf = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null);

/** @type {import('eslint').Rule.RuleModule} */
export const pageTextsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts people read come from the catalogues; catalogue keys exist in English.' },
    schema: [
      {
        type: 'object',
        properties: {
          catalogue: { type: 'string' },
          englishOnly: { type: 'array', items: { type: 'string' } },
        },
        required: ['catalogue'],
        additionalProperties: false,
      },
    ],
    messages: {
      text: "'{{text}}' is a text a person reads: put it in the catalogues (src/domain/i18n/locales) and show it with t().",
      key: "'{{key}}' is not in the English catalogue (namespaces {{namespaces}}): i18next would show the key itself.",
    },
  },
  create(context) {
    const { catalogue: catalogueFile, englishOnly = [] } = context.options[0];
    const catalogue = englishCatalogue(catalogueFile);
    const file = path.resolve(context.filename);
    const mayHoldWords = englishOnly.some((part) => file.includes(part));
    // The namespaces the file asks useTranslation for (the first is t's default), and any keyPrefix.
    const namespaces = new Set();
    const keyPrefixes = new Set();
    const keyCalls = [];

    function checkKey(node, key) {
      if (key.includes(':')) {
        const [namespace, rest] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
        if (!hasKey(catalogue, namespace, rest)) context.report({ node, messageId: 'key', data: { key, namespaces: namespace } });
        return;
      }
      const candidates = namespaces.size > 0 ? [...namespaces] : ['common'];
      const prefixes = keyPrefixes.size > 0 ? ['', ...[...keyPrefixes].map((prefix) => `${prefix}.`)] : [''];
      const isFound = candidates.some((namespace) => prefixes.some((prefix) => hasKey(catalogue, namespace, `${prefix}${key}`)));
      if (!isFound) context.report({ node, messageId: 'key', data: { key, namespaces: candidates.join(', ') } });
    }

    function reportWords(node, text) {
      if (!mayHoldWords && WORDS.test(text) && !IS_SAME_IN_EVERY_LANGUAGE(text)) context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 60) } });
    }

    return {
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
        if (name === 'useTranslation') {
          const [first, options] = node.arguments;
          if (first?.type === 'Literal') namespaces.add(first.value);
          if (first?.type === 'ArrayExpression') for (const element of first.elements) if (stringOf(element)) namespaces.add(element.value);
          const prefix = options?.type === 'ObjectExpression' ? options.properties.find((p) => p.key?.name === 'keyPrefix') : null;
          if (prefix && stringOf(prefix.value)) keyPrefixes.add(prefix.value.value);
          return;
        }
        if (name === 't') {
          const key = stringOf(node.arguments[0]);
          if (key !== null) keyCalls.push([node.arguments[0], key]);
        }
      },
      JSXAttribute(node) {
        const attribute = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (attribute === 'i18nKey') {
          const key = stringOf(node.value);
          if (key !== null) keyCalls.push([node.value, key]);
          return;
        }
        if (!attribute || !TEXT_ATTRIBUTES.has(attribute)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = stringOf(value);
        if (text !== null) reportWords(node, text);
        else if (value?.type === 'TemplateLiteral') reportWords(node, value.quasis.map((quasi) => quasi.value.cooked).join(' '));
      },
      JSXText(node) {
        reportWords(node, node.value);
      },
      'Program:exit'() {
        for (const [node, key] of keyCalls) checkKey(node, key);
      },
    };
  },
};

export default { rules: { 'page-texts': pageTextsRule } };
