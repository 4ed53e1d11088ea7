import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on code that is written here and never saved.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function pageAreaMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'local/page-areas').map((message) => message.message);
}

// The first lint loads the whole configuration (type-aware rules included): seconds on a busy machine.
describe('lint: page areas', { timeout: 30_000 }, () => {
  it('refuses a page area importing another area, naming both and where shared code goes', async () => {
    const messages = await pageAreaMessages(
      'src/web/pages/admin/some-page.tsx',
      "import { CodesList } from '../codes/my-codes/codes-list';\nexport const x = CodesList;\n",
    );
    expect(messages).toEqual([
      "The 'admin' page area imports '../codes/my-codes/codes-list' from the 'codes' area: move what both use to src/web/lib/ or src/web/components/.",
    ]);
  });

  it('refuses type imports, re-exports and lazy imports across areas too', async () => {
    const messages = await pageAreaMessages(
      'src/web/pages/payments/parts/some-part.ts',
      [
        "import type { GeneratorInput } from '../../codes/generator/form-values';",
        "export { LoginPage } from '../../auth/login-page';",
        "export const load = () => import('../../dashboard/dashboard-page');",
        'export type X = GeneratorInput;',
      ].join('\n'),
    );
    expect(messages).toHaveLength(3);
  });

  it('lets an area import its own folders, lib, components and the domain', async () => {
    const messages = await pageAreaMessages(
      'src/web/pages/admin/vouchers/some-dialog.tsx',
      [
        "import { AdminPage } from '../parts/admin-page';",
        "import { formatDateTime } from '../../../lib/format';",
        "import { Button } from '../../../components/ui/button';",
        "import { PRODUCT_NAME } from '../../../../domain/brand';",
        'export const all = [AdminPage, formatDateTime, Button, PRODUCT_NAME];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('lets only the page registry import pages from outside pages/', async () => {
    const page = "export const load = () => import('./pages/codes/generator-page');\n";
    expect(await pageAreaMessages('src/web/lazy-pages.tsx', page)).toEqual([]);
    expect(await pageAreaMessages('src/web/routes.tsx', page)).toEqual([
      "Only lazy-pages.tsx imports page modules ('./pages/codes/generator-page'): pages sit at the top of the web app.",
    ]);
    expect(
      await pageAreaMessages('src/web/components/some-widget.tsx', "export { copyCode } from '../pages/codes/my-codes/codes-list';\n"),
    ).toHaveLength(1);
  });
});
