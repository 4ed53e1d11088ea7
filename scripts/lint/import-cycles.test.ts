import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importLoops, staticImports } from './import-cycles';

const root = path.resolve(import.meta.dirname, '../..');

describe('import loops', () => {
  it('counts every static import and re-export, type ones included, but not lazy ones', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import { type D, d } from './d';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "import './g';",
      "import React from 'react';",
      "const lazy = () => import('./h');",
    ].join('\n');
    expect(staticImports('x.ts', code)).toEqual(['./a', './b', './c', './d', './e', './f', './g']);
  });

  it('finds modules that import each other, directly or round a longer loop', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c', 'f']],
      ['f', []],
    ]);
    expect(importLoops(graph)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('finds none in src/', { timeout: 30_000 }, () => {
    const loops = importLoops(importGraph(path.join(root, 'src'))).map((group) => group.map((file) => path.relative(root, file)));
    expect(loops).toEqual([]);
  });
});
