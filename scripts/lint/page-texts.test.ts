import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on code that is written here and never saved.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function pageTextMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'pageTexts/page-texts').map((message) => message.message);
}

// The first lint loads the configuration and its plugins: seconds on a busy machine.
describe('lint: page texts', { timeout: 30_000 }, () => {
  it('refuses words written into a page, in its markup and in the attributes people read or hear', async () => {
    const messages = await pageTextMessages(
      'src/web/pages/auth/some-page.tsx',
      [
        'export function Page() {',
        '  return (',
        '    <main aria-label="Sign in">',
        '      <h1>Welcome back</h1>',
        '      <input placeholder={`Your ${"name"} here`} />',
        '    </main>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(messages).toEqual([
      "'Sign in' is a text a person reads: put it in the catalogues (src/domain/i18n/locales) and show it with t().",
      "'Welcome back' is a text a person reads: put it in the catalogues (src/domain/i18n/locales) and show it with t().",
      "'Your   here' is a text a person reads: put it in the catalogues (src/domain/i18n/locales) and show it with t().",
    ]);
  });

  it('lets through what reads the same in every language: codes, abbreviations, addresses and punctuation', async () => {
    const messages = await pageTextMessages(
      'src/web/pages/codes/some-page.tsx',
      'export const x = (<p title="GPS"><input placeholder="1CT-7K2M" /><input placeholder="https://example.co.za" />{1} · %</p>);\n',
    );
    expect(messages).toEqual([]);
  });

  it('refuses a catalogue key the English catalogue lacks, in the namespaces the file asks for', async () => {
    const messages = await pageTextMessages(
      'src/web/pages/auth/some-page.tsx',
      [
        "import { Trans, useTranslation } from 'react-i18next';",
        'export function Page() {',
        "  const { t } = useTranslation('auth');",
        "  return <p title={t('signIn')}>{t('rememberMe', { count: 7 })}{t('common:close')}{t('signInn')}<Trans i18nKey=\"app:nope\" /></p>;",
        '}',
      ].join('\n'),
    );
    expect(messages).toEqual([
      "'signInn' is not in the English catalogue (namespaces auth): i18next would show the key itself.",
      "'app:nope' is not in the English catalogue (namespaces app): i18next would show the key itself.",
    ]);
  });

  it('lets the parts kept in English hold words, and checks their keys all the same', async () => {
    const messages = await pageTextMessages(
      'src/web/pages/admin/some-page.tsx',
      "import { useTranslation } from 'react-i18next';\nexport function Page() {\n  const { t } = useTranslation();\n  return <h1 title={t('nothing')}>Users</h1>;\n}\n",
    );
    expect(messages).toEqual(["'nothing' is not in the English catalogue (namespaces common): i18next would show the key itself."]);
  });
});
