import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importLoops, runtimeImports } from './import-cycles';

const root = path.resolve(import.meta.dirname, '../..');

describe('import loops', () => {
  it('counts the imports that load code, not type imports nor lazy ones', () => {
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
    expect(runtimeImports('x.ts', code)).toEqual(['./a', './d', './e', './g']);
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

  it('finds none in src/', () => {
    const loops = importLoops(importGraph(path.join(root, 'src'))).map((group) => group.map((file) => path.relative(root, file)));
    expect(loops).toEqual([]);
  });
});
