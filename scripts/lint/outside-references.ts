import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// References to documents a clone does not have: the product specification's "document 1" and
// "document 2" and their numbered sections, our tracker's issue numbers, and the notes kept beside the
// repository (a path through "shared" one level up). Each sends a reader somewhere they cannot follow;
// the rule belongs where it is used, or in docs/rules.md. A full https:// address (another project's
// public issue) is a link anyone can follow, and stays.

/** What a reference to an outside document looks like, each with what to do instead. */
const OUTSIDE_REFERENCES: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /\bdoc(?:ument)?s? +[12]\b/i, instead: 'say the rule, or point at docs/rules.md' },
  { pattern: /\bsections? +\d/i, instead: 'say the rule, or point at a heading of docs/rules.md' },
  { pattern: /§/, instead: 'say the rule, or point at a heading of docs/rules.md' },
  { pattern: /\bissues? +#?\d/i, instead: 'say why, not which issue asked for it' },
  { pattern: /(?:\.\.|\/work)\/shared\b/, instead: 'say what the note found' },
];

/**
 * Text that reads like a reference but is not one, by file: the privacy policy points its reader at
 * its own fourth section, which the visitor sees on the same page.
 */
export const ALLOWED: readonly { file: string; text: string }[] = [
  { file: 'src/web/pages/legal/privacy-text.ts', text: 'Accept on our analytics notice (see section 4)' },
];

/** Addresses anyone can open, and module paths in imports: neither is a reference to a document. */
const FOLLOWABLE = /https?:\/\/[^\s'"`)<>\]]+|(?:\bfrom\s+|\bimport\s*\(\s*)(['"])[^'"]*\1/g;

/** One line that refers to a document outside the repository. */
export interface OutsideReference {
  file: string;
  line: number;
  text: string;
  instead: string;
}

/** The lines of `content` that refer to a document outside the repository, with what to do instead. */
export function outsideReferences(file: string, content: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  content.split('\n').forEach((text, index) => {
    if (ALLOWED.some((allowed) => allowed.file === file && text.includes(allowed.text))) return;
    const checked = text.replace(FOLLOWABLE, '');
    const match = OUTSIDE_REFERENCES.find(({ pattern }) => pattern.test(checked));
    if (match) found.push({ file, line: index + 1, text: text.trim(), instead: match.instead });
  });
  return found;
}

/** Folders and files whose text is ours: code, tests, scripts, the bench, docs and configuration. */
export const CHECKED_PATHS = ['src', 'tests', 'scripts', 'bench', 'docs', 'patches', '.ci', 'README.md', 'package.json'];
const CHECKED_ROOT_FILE = /^[^/]+\.config\.[cm]?[jt]s$/;
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|css|html|sql|sh|ya?ml|patch|csv|txt)$|^\.ci\//;

/** The repository's files to check, relative to `root`: the tracked ones, or all when git is not there. */
export function checkedFiles(root: string): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    files = (readdirSync(root, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !/(^|\/)(node_modules|dist|data|\.git|\.tmp)\//.test(file));
  }
  return files.filter(
    (file) =>
      (CHECKED_PATHS.some((checked) => file === checked || file.startsWith(`${checked}/`)) || CHECKED_ROOT_FILE.test(file)) &&
      TEXT_FILE.test(file),
  );
}

/** Every outside reference in the repository at `root`, except in the files named in `skip`. */
export function findOutsideReferences(root: string, skip: readonly string[] = []): OutsideReference[] {
  return checkedFiles(root)
    .filter((file) => !skip.includes(file))
    .flatMap((file) => {
      let content: string;
      try {
        content = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return []; // tracked but deleted in the work tree
      }
      return outsideReferences(file, content);
    });
}
