import { type FieldStrings, type KeptCode, searchKeptCodes } from '../../domain/field/field';
import type { OfflineAreaReply } from '../../domain/field/schemas';
import { formatCoordinates } from '../../domain/geo/coordinate-format';
import { plusCodeFor } from '../../domain/geo/plus-code';
import { codeSegmentOf, creatorCodePathOf } from '../../domain/app-paths';
import { placeLine } from '../../domain/zarcode/code-place';
import { geoUri, googleMapsDirectionsUrl, wazeUrl } from '../../domain/zarcode/share-links';
import { normaliseCode } from '../../domain/zarcode/zarcode';
import { areaPath, keepArea, keptAreaOf, keptCodeRows, listKeptAreas, removeKeptArea, type KeptArea } from '../lib/offline-areas';
import { codeLink, fill } from './code-link';
import { element } from './dom';

const savedDate = (iso: string) => new Date(iso).toLocaleString(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short' });

const keptCodeItem = (code: KeptCode) => element('li', {}, codeLink(code, placeLine(code)));

/**
 * The offline page standing in for a code page: when that code is in a kept area, the code as its
 * light page shows it (code, title, place, coordinates, Plus Code, the links to the maps apps).
 */
function showKeptCode(code: KeptCode, strings: FieldStrings): void {
  const section = document.querySelector<HTMLElement>('main section');
  if (!section) return;
  const point = { latitude: Number(code.latitude), longitude: Number(code.longitude) };
  const link = (href: string, text: string, className = 'btn btn-outline btn-lg w-full') => element('a', { href, className, textContent: text });
  section.replaceChildren(
    element('p', { className: 'offline-notice', textContent: strings.keptCode }),
    element('h1', { className: 'mt-4 font-mono text-3xl font-bold tracking-wider text-slate-900 sm:text-4xl', textContent: code.zarcode }),
    element('p', { className: 'mt-2 text-lg font-medium text-slate-900', textContent: code.title ?? '' }),
    element('p', { className: 'mt-1 text-muted-foreground', textContent: [code.addressLine1, placeLine(code)].filter(Boolean).join(', ') }),
    element('p', { className: 'mt-3 font-mono text-sm text-slate-800', textContent: formatCoordinates(point.latitude, point.longitude) }),
    element('p', { className: 'font-mono text-sm text-slate-800', textContent: `${strings.plusCode}: ${plusCodeFor(point.latitude, point.longitude)}` }),
    element(
      'nav',
      { className: 'mt-5 grid w-full gap-2' },
      link(googleMapsDirectionsUrl(code), strings.navigateGoogle, 'btn btn-primary btn-lg w-full'),
      link(wazeUrl(code), strings.navigateWaze),
      link(geoUri(code), strings.openMapsApp),
    ),
  );
  section.className = 'mx-auto flex max-w-xl flex-col px-4 py-8 text-left';
}

/** The code the address names, when it is a code page's (/1CT-7K2M, /zarcodes/..., /{slug}/{code}). */
function codeOfPath(pathname: string): string | null {
  const segment = codeSegmentOf(pathname) ?? creatorCodePathOf(pathname)?.segment ?? null;
  return segment ? normaliseCode(segment) : null;
}

/** The offline page's kept areas: the list (refresh, remove), a search over their codes, and a kept code's page. */
export async function enhanceKeptAreas(strings: FieldStrings): Promise<void> {
  const list = document.querySelector<HTMLUListElement>('[data-kept-list]');
  const results = document.querySelector<HTMLUListElement>('[data-kept-results]');
  const input = document.querySelector<HTMLInputElement>('[data-kept-search]');
  if (!list || !results || !input) return;
  let rows = await keptCodeRows();

  const wanted = codeOfPath(location.pathname);
  const kept = wanted ? rows.find((row) => row[0] === wanted) : undefined;
  if (kept) showKeptCode(searchKeptCodes([kept], kept[0])[0]!, strings);

  const refresh = async (area: KeptArea) => {
    try {
      const response = await fetch(areaPath(area.kind, area.key));
      if (!response.ok) throw new Error(String(response.status));
      await keepArea(keptAreaOf((await response.json()) as OfflineAreaReply));
    } catch {
      alert(strings.keepFailed);
    }
    await render();
  };

  const render = async () => {
    const areas = await listKeptAreas();
    rows = await keptCodeRows();
    if (areas.length === 0) {
      list.replaceChildren(element('li', { className: 'rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground', textContent: strings.noAreas }));
      return;
    }
    list.replaceChildren(
      ...areas.map((area) => {
        const refreshButton = element('button', { type: 'button', className: 'btn btn-outline btn-sm', textContent: strings.refresh });
        refreshButton.addEventListener('click', () => void refresh(area));
        const removeButton = element('button', { type: 'button', className: 'btn btn-ghost btn-sm', textContent: strings.remove });
        removeButton.addEventListener('click', () => void removeKeptArea(area.id).then(render));
        return element(
          'li',
          { className: 'card card-body grid gap-2' },
          element('span', { className: 'font-semibold text-slate-900', textContent: area.name }),
          element('span', { className: 'text-sm text-muted-foreground', textContent: fill(strings.keptOn, { date: savedDate(area.savedAt), number: area.codes.length }) }),
          element('span', { className: 'flex flex-wrap gap-2' }, refreshButton, removeButton),
        );
      }),
    );
  };

  input.form?.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('input', () => {
    const text = input.value.trim();
    if (text.length < 2) return results.replaceChildren();
    const found = searchKeptCodes(rows, text);
    results.replaceChildren(
      ...(found.length > 0 ? found.map(keptCodeItem) : [element('li', { className: 'text-sm text-muted-foreground', textContent: strings.noMatches })]),
    );
  });
  await render();
}
