import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The Node.js the project promises (package.json "engines") is the one CI runs, and every locked
// package must run on the oldest Node it promises: a dependency that needs a newer Node is pinned to
// an older release, or overridden in package.json ("overrides"), with the reason in docs/decisions.md.

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the Node.js the project promises', () => {
  const promised: string = readJson('package.json').engines.node;
  const oldest = semver.minVersion(promised)!.version;

  it('is kept by the Node.js running the tests', () => {
    expect(semver.satisfies(process.versions.node, promised), `Node ${process.versions.node} against ${promised}`).toBe(true);
  });

  it(`is enough for every locked package (the oldest promised: ${oldest})`, () => {
    const packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }> = readJson('package-lock.json').packages;
    const needNewer = Object.entries(packages)
      .filter(([name, entry]) => name !== '' && typeof entry.engines === 'object' && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node, { includePrerelease: true }))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${(entry.engines as { node: string }).node}`);
    expect(needNewer).toEqual([]);
  });
});
