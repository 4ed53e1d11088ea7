import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-cycles';
import { insideImports, mutualFeatures } from './feature-faces';

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [at(from), to.map(at)]));

describe('feature faces', () => {
  const example = graphOf({
    'src/server/features/payments/checkout.ts': ['src/server/features/vouchers/service.ts', 'src/server/features/settings/index.ts'],
    'src/server/features/vouchers/service.ts': ['src/server/features/payments/index.ts', 'src/server/features/vouchers/presenter.ts'],
    'src/server/commands/grant-payment.ts': ['src/server/features/bundles/service.ts', 'src/server/features/vouchers/index.ts'],
    'src/server/routes.ts': ['src/server/features/payments/routes.ts', 'src/server/features/payments/views.ts'],
  });

  it("finds imports past another feature's face, from features and from the rest of the server", () => {
    expect(insideImports(example, root)).toEqual([
      'src/server/commands/grant-payment.ts -> src/server/features/bundles/service.ts',
      'src/server/features/payments/checkout.ts -> src/server/features/vouchers/service.ts',
      'src/server/routes.ts -> src/server/features/payments/views.ts',
    ]);
  });

  it('finds features that import each other', () => {
    expect(mutualFeatures(example, root)).toEqual(['payments <-> vouchers']);
  });

  it('finds none in src/server', { timeout: 30_000 }, () => {
    const graph = importGraph(path.join(root, 'src'));
    expect(insideImports(graph, root)).toEqual([]);
    expect(mutualFeatures(graph, root)).toEqual([]);
  });
});
