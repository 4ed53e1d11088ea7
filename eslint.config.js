import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import pageAreas from './scripts/lint/page-areas.js';
import pageTexts from './scripts/lint/page-texts.js';

const importRule = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'coverage', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['tests/**/*.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    rules: {
      // Test files share their worker's modules (vitest.config.ts, isolate: false): a module replaced
      // for one file would stay replaced, or not be replaced at all, for the others.
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Test files share modules: inject the behaviour, or spy on a global and restore it.' },
        { object: 'vi', property: 'doMock', message: 'Test files share modules: inject the behaviour, or spy on a global and restore it.' },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Imports go one way: web and server import domain; domain imports neither; web never imports server.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': importRule([
        { group: ['**/server/**', '**/web/**'], message: 'domain/ is pure: it imports neither server/ nor web/.' },
        { group: ['node:*', 'fs', 'path', 'crypto'], message: 'domain/ runs in the browser too: no Node APIs.' },
      ]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': importRule([
        { group: ['**/server/**'], message: 'The web never imports server code: share through src/domain.' },
      ]),
    },
  },
  // Pages sit at the top: a page area (src/web/pages/<area>/) imports no other, and outside pages/ only
  // the page registry imports them. What several areas use lives in web/lib/ or web/components/.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { local: pageAreas },
    rules: {
      'local/page-areas': [
        'error',
        {
          pagesDir: fileURLToPath(new URL('./src/web/pages', import.meta.url)),
          registry: fileURLToPath(new URL('./src/web/lazy-pages.tsx', import.meta.url)),
        },
      ],
    },
  },
  // Every page follows the reader's language: its texts come from the catalogues. The admin area, the
  // stand-ins for PayFast's own pages (components/layout/in-english.tsx) and the embed, a frame on
  // other sites that has no language choice of its own, are in English on purpose.
  {
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { pageTexts },
    rules: {
      'pageTexts/page-texts': [
        'error',
        {
          catalogue: fileURLToPath(new URL('./src/domain/i18n/locales/en.json', import.meta.url)),
          englishOnly: [
            '/src/web/pages/admin/',
            '/src/web/components/layout/admin-layout.tsx',
            '/src/web/pages/payments/mock-payfast-page.tsx',
            '/src/web/pages/payments/payfast-test-page.tsx',
            '/src/web/embed/',
          ],
        },
      ],
    },
  },
  // Answers are typed, not parsed (api/client.ts): the request layer, the shells, the server pages'
  // script and the service worker take schema types only, so zod stays in the chunks of the forms
  // that use it (the public code page's JavaScript budget).
  {
    files: [
      'src/web/{main,app,routes,signed-in-routes,lazy-pages}.tsx',
      'src/web/{api,session,lib}/**/*.{ts,tsx}',
      'src/web/components/{layout,share}/**/*.{ts,tsx}',
      'src/web/light/**/*.ts',
      'src/web/sw.ts',
    ],
    // The kept create form is checked again with the create schema; only the generator and the
    // payment pages (form pages that load zod anyway) import it.
    ignores: ['**/*.test.ts', 'src/web/lib/pending-zarcode.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '**/domain/**/schemas'],
              allowTypeImports: true,
              message: 'Import types only here (import type): a value from a schemas module brings zod into every page.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/features/**/routes.ts'],
    rules: {
      'no-restricted-imports': importRule([
        { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema'], message: 'No queries in routes: call the feature service.' },
      ]),
    },
  },
);
