import { codePagePath } from '../../domain/zarcode/share-links';
import { element } from './dom';

/** A code in a list of the light pages (saved codes, kept areas): its code, title and place, opening its page. */
export function codeLink(code: { zarcode: string; title: string | null }, place: string): HTMLAnchorElement {
  return element(
    'a',
    { href: codePagePath(code.zarcode), className: 'saved-link' },
    element('span', { className: 'font-mono text-lg font-bold tracking-wider text-slate-900', textContent: code.zarcode }),
    element(
      'span',
      { className: 'min-w-0 flex-1' },
      element('span', { className: 'block truncate text-sm font-medium text-slate-800', textContent: code.title ?? '' }),
      element('span', { className: 'block truncate text-xs text-muted-foreground', textContent: place }),
    ),
  );
}

/** A catalogue text with its {{names}} filled in (the server sends them unfilled to the page's script). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
