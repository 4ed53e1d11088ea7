import type { SavedCode } from '../../domain/saved-codes/schemas';
import type { DeviceSaved } from '../lib/saved-codes';
import type { PageStrings } from './page-data';
import { readDeviceSaved, syncSavedCodes, unsaveCode } from './saved';
import { storedToken } from './stored-session';
import { codeLink } from './code-link';
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
        const link = codeLink(code, placeOf(code));
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
