import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * Runs axe-core (WCAG 2.x A and AA rules, and its best practices; or only the `rules` given) on the
 * page as it is now and answers each violation of at least `least` impact as its rule, help text and
 * elements. The script is evaluated through the browser's debugging protocol, which the page's
 * Content-Security-Policy does not govern.
 */
export async function axeViolations(page: Page, least: Impact, rules?: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async ([least, rules]) => {
    const order = ['minor', 'moderate', 'serious', 'critical'];
    type Result = { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Result[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) });
    return results.violations
      .filter((v) => order.indexOf(v.impact ?? 'minor') >= order.indexOf(least))
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')})`);
  }, [least, rules] as const);
}

/** Fails with every axe-core violation on the page, whatever its impact. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, 'minor'), `axe-core on ${page.url()}`).toEqual([]);
}
