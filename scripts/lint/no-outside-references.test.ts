import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOutsideReferences, outsideReferences } from './outside-references';

const root = path.resolve(import.meta.dirname, '../..');
// This file and the checker spell out what they look for.
const SELF = ['scripts/lint/no-outside-references.test.ts', 'scripts/lint/outside-references.ts'];

const flagged = (text: string) => outsideReferences('x.ts', text).map((found) => found.text);

describe('references to documents outside the repository', () => {
  it('finds the specification documents, their sections, our issue numbers and the notes beside the repository', () => {
    expect(flagged('/** The code page (document 2, section 2). */')).toHaveLength(1);
    expect(flagged("// Section 8's words")).toHaveLength(1);
    expect(flagged('* (document 1, sections 2 and 9)')).toHaveLength(1);
    expect(flagged('as doc 1 says')).toHaveLength(1);
    expect(flagged('see § 4')).toHaveLength(1);
    expect(flagged('// issue 15: the hot-code lookup')).toHaveLength(1);
    expect(flagged('(Issue #4, "Speed")')).toHaveLength(1);
    expect(flagged('and follows `../shared/notes/gazetteer.md`.')).toHaveLength(1);
  });

  it('leaves addresses anyone can open, import paths and the ordinary words alone', () => {
    expect(flagged('unpatched, it leaks (https://github.com/drizzle-team/drizzle-orm/issues/6341)')).toEqual([]);
    expect(flagged("import { x } from '../shared/thing';")).toEqual([]);
    expect(flagged('// on any other zod issue it is ours; known issues: none')).toEqual([]);
    expect(flagged('<section aria-labelledby={headingId}>')).toEqual([]);
    expect(flagged("placeholder: 'e.g. Unit 4, Section B'")).toEqual([]);
  });

  it('names the file, the line and what to do instead', () => {
    expect(outsideReferences('src/a.ts', 'const a = 1;\n// Section 9: zoom 15\n')).toEqual([
      { file: 'src/a.ts', line: 2, text: '// Section 9: zoom 15', instead: 'say the rule, or point at a heading of docs/rules.md' },
    ]);
  });

  it('finds none in the code, tests, scripts, bench, docs and README', { timeout: 30_000 }, () => {
    const found = findOutsideReferences(root, SELF).map((reference) => `${reference.file}:${reference.line}: ${reference.text}  (${reference.instead})`);
    expect(found).toEqual([]);
  });
});
