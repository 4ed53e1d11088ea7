import { ACCESS_DETAIL_FIELDS, DELIVERY_KEY_HEADER, DELIVERY_KEY_PARAM } from '../../domain/access-details/access-details';
import type { AccessDetailsReply } from '../../domain/access-details/schemas';
import type { PageStrings } from './page-data';
import { element } from './dom';

/**
 * The code's access details (gate code, entrance, hours...) in the card the server left hidden and
 * empty (`[data-access-slot]`): never in the page's HTML, asked of the API only when they may show,
 * that is with a stored session (owner, admin, an account the owner named) or a delivery link's key
 * in the address (`/{code}?k=...`, sent as a header, out of the server's logs). The same call as the
 * web app's access pages (api/access-details.ts); a 404 (may not see them) leaves the card hidden.
 */
export async function showAccessDetails(zarcode: string, token: string | null, strings: PageStrings['access']): Promise<void> {
  const slot = document.querySelector<HTMLElement>('[data-access-slot]');
  const key = new URLSearchParams(location.search).get(DELIVERY_KEY_PARAM);
  if (!slot || (!token && !key)) return;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers[DELIVERY_KEY_HEADER] = key;
  let access: AccessDetailsReply;
  try {
    const response = await fetch(`/api/zarcodes/${encodeURIComponent(zarcode)}/access`, { headers });
    if (!response.ok) {
      // Read to its end, the refusal frees its connection at once rather than holding it open.
      await response.text();
      return;
    }
    access = (await response.json()) as AccessDetailsReply;
  } catch {
    return;
  }
  if (!access.details && !access.canManage) return;

  const why = slot.querySelector('[data-access-why]');
  if (why) why.textContent = strings.why[access.via];
  slot.querySelector<HTMLElement>('[data-access-manage]')?.toggleAttribute('hidden', !access.canManage);
  const body = slot.querySelector('[data-access-body]');
  const filled = ACCESS_DETAIL_FIELDS.filter((field) => access.details?.[field]);
  if (body && filled.length === 0) {
    body.replaceChildren(element('p', { className: 'text-sm text-muted-foreground', textContent: strings.empty }));
  } else if (body) {
    const rows = filled.map((field) =>
      element(
        'div',
        { className: 'grid grid-cols-1 gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3' },
        element('dt', { className: 'text-sm font-medium text-slate-500', textContent: strings.labels[field] }),
        element('dd', { className: 'min-w-0 whitespace-pre-line text-slate-900 wrap-anywhere', textContent: access.details![field] ?? '' }),
      ),
    );
    body.replaceChildren(element('dl', { className: 'divide-y divide-border' }, ...rows));
  }
  slot.hidden = false;
}
