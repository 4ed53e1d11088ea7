import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './settings';

/** Replaces a marked section of docs/benchmarks.md (or adds it), leaving the rest as it is. */
export function updateBenchmarksSection(lines: string[], markStart: string, markEnd: string): void {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const section = lines.join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\n';
  const start = current.indexOf(markStart);
  const end = current.indexOf(markEnd);
  const updated =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + markEnd.length + 1)}`
      : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, updated);
}
