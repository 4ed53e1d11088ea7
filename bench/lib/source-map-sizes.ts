import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, i) => [char, i]));

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Who wrote the code: an npm package, or our own folder (`src/web`, `src/domain`). */
export function ownerOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  return source.replace(/^(\.\.\/)+/, '').split('/').slice(0, 2).join('/') || '(unknown)';
}

/**
 * How many characters of a built file each package (or our own folder) produced, read from the
 * file's source map: every mapping segment owns the text up to the next segment on its line.
 * Null when the file has no map beside it.
 */
export function bytesByOwner(file: string): Map<string, number> | null {
  if (!existsSync(`${file}.map`)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap;
  const owners = map.sources.map(ownerOf);
  const sizes = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const segments: { column: number; owner: string }[] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = decodeVlq(segment);
      column += values[0]!;
      if (values.length > 1) source += values[1]!;
      segments.push({ column, owner: values.length > 1 ? owners[source]! : '(generated)' });
    }
    const length = lines[lineIndex]?.length ?? 0;
    segments.forEach(({ column: start, owner }, i) => {
      const end = segments[i + 1]?.column ?? length;
      sizes.set(owner, (sizes.get(owner) ?? 0) + Math.max(0, end - start));
    });
  });
  return sizes;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
