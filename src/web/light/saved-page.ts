import type { SavedCode } from '../../domain/saved-codes/schemas';
import { codePagePath } from '../../domain/zarcode/share-links';
import type { DeviceSaved } from '../lib/saved-codes';
import type { PageStrings } from './page-data';
import { readDeviceSaved, syncSavedCodes, unsaveCode } from './saved';
import { storedToken } from './stored-session';
import { element } from './dom';

const placeOf = (code: SavedCode) => [code.suburb !== code.city ? code.suburb : null, code.city, code.province].filter(Boolean).join(', ');

/** /saved: the device's saved codes (synced with the account when signed in), each opening its page. */
export function enhanceSavedPage(strings: PageStrings): void {
  const list = document.querySelector<HTMLUListElement>('[data-saved-list]');
  const empty = document.querySelector<HTMLElement>('[data-saved-empty]');
  if (!list || !empty) return;
  const token = storedToken();

  const render = (saved: DeviceSaved) => {
    list.replaceChildren(
      ...saved.codes.map((code) => {
        const link = element(
          'a',
          { href: codePagePath(code.zarcode), className: 'saved-link' },
          element('span', { className: 'font-mono text-lg font-bold tracking-wider text-slate-900', textContent: code.zarcode }),
          element(
            'span',
            { className: 'min-w-0 flex-1' },
            element('span', { className: 'block truncate text-sm font-medium text-slate-800', textContent: code.title ?? '' }),
            element('span', { className: 'block truncate text-xs text-muted-foreground', textContent: placeOf(code) }),
          ),
        );
        const remove = element('button', { type: 'button', className: 'btn btn-ghost btn-sm', textContent: '×' });
        remove.setAttribute('aria-label', strings.remove.replace('{{code}}', code.zarcode));
        remove.addEventListener('click', () => {
          void unsaveCode(code.zarcode, token);
          render(readDeviceSaved());
        });
        return element('li', { className: 'saved-item' }, link, remove);
      }),
    );
    empty.hidden = saved.codes.length > 0;
  };

  render(readDeviceSaved());
  if (token) void syncSavedCodes(token).then(render);
}
