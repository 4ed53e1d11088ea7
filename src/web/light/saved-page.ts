import type { SavedCode } from '../../domain/saved-codes/schemas';
import { codePagePath } from '../../domain/zarcode/share-links';
import type { DeviceSaved } from '../lib/saved-codes';
import type { PageStrings } from './page-data';
import { readDeviceSaved, syncSavedCodes, unsaveCode } from './saved';
import { storedToken } from './stored-session';

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
        const item = document.createElement('li');
        item.className = 'saved-item';
        const link = document.createElement('a');
        link.href = codePagePath(code.zarcode);
        link.className = 'saved-link';
        const zarcode = document.createElement('span');
        zarcode.className = 'font-mono text-lg font-bold tracking-wider text-slate-900';
        zarcode.textContent = code.zarcode;
        const about = document.createElement('span');
        about.className = 'min-w-0 flex-1';
        about.innerHTML = '<span class="block truncate text-sm font-medium text-slate-800"></span><span class="block truncate text-xs text-muted-foreground"></span>';
        about.children[0]!.textContent = code.title ?? '';
        about.children[1]!.textContent = placeOf(code);
        link.append(zarcode, about);
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'btn btn-ghost btn-sm';
        remove.textContent = '×';
        remove.setAttribute('aria-label', strings.remove.replace('{{code}}', code.zarcode));
        remove.addEventListener('click', () => {
          void unsaveCode(code.zarcode, token);
          render(readDeviceSaved());
        });
        item.append(link, remove);
        return item;
      }),
    );
    empty.hidden = saved.codes.length > 0;
  };

  render(readDeviceSaved());
  if (token) void syncSavedCodes(token).then(render);
}
