import type { SavedCode } from '../../domain/saved-codes/schemas';
import type { ZarcodeRecord, ZarcodeReply } from '../../domain/zarcode/schemas';
import { isSaved } from '../lib/saved-codes';
import { showAccessDetails } from './access-details';
import { keepPageOffline } from '../lib/service-worker';
import type { PageStrings } from './page-data';
import { readDeviceSaved, saveCode, syncSavedCodes, unsaveCode } from './saved';
import { callApi, storedToken } from './stored-session';
import { showToast } from './toast';
import { element } from './dom';

/**
 * The code page's enhancements over the server's HTML, in place: the Save star, the interactive map
 * and the photo viewer on request, the device's share sheet, and, for a signed-in viewer, what the
 * server shows them and not everyone (a private title, Edit, access details; access details also
 * to a delivery link's holder). The code's answer is in the page.
 */
export function enhanceCodePage(code: ZarcodeRecord, tileUrl: string, strings: PageStrings): void {
  const token = storedToken();
  enhanceSaveButton(code, token, strings);
  enhanceMap(code, tileUrl, strings);
  enhancePhotos(strings);
  if (typeof navigator.share === 'function') enhanceDeviceShare(code, strings);
  if (token) void showViewersAnswer(code.zarcode, token, strings);
  void showAccessDetails(code.zarcode, token, strings.access);
  void keepPageOffline(location.href).then((isKept) => {
    if (isKept) document.querySelector('[data-offline-ready]')?.classList.remove('invisible');
  });
}

function savedCodeOf(code: ZarcodeRecord): SavedCode {
  return {
    zarcode: code.zarcode,
    title: code.privacy === 'public' ? code.title : null,
    suburb: code.suburb,
    city: code.city,
    province: code.province,
    savedAt: new Date().toISOString(),
  };
}

function enhanceSaveButton(code: ZarcodeRecord, token: string | null, strings: PageStrings) {
  const button = document.querySelector<HTMLButtonElement>('[data-save]');
  const label = button?.querySelector('[data-save-label]');
  if (!button || !label) return;
  const show = (saved: boolean) => {
    button.setAttribute('aria-pressed', String(saved));
    label.textContent = saved ? strings.saved : strings.save;
  };
  show(isSaved(readDeviceSaved(), code.zarcode));
  if (token) void syncSavedCodes(token).then((saved) => show(isSaved(saved, code.zarcode)));
  button.addEventListener('click', () => {
    const wasSaved = button.getAttribute('aria-pressed') === 'true';
    show(!wasSaved);
    showToast(wasSaved ? strings.unsavedToast : strings.savedToast);
    void (wasSaved ? unsaveCode(code.zarcode, token) : saveCode(savedCodeOf(code), token));
  });
}

function enhanceMap(code: ZarcodeRecord, tileUrl: string, strings: PageStrings) {
  const region = document.querySelector<HTMLElement>('[data-map]');
  const button = region?.querySelector<HTMLButtonElement>('[data-map-activate]');
  if (!region || !button) return;
  const load = () => import('./interactive-map');
  let isLoading = false;
  const activate = () => {
    if (isLoading) return;
    isLoading = true;
    button.disabled = true;
    load()
      .then((module) => module.showInteractiveMap(region, code, tileUrl))
      .catch(() => {
        isLoading = false;
        button.disabled = false;
        showToast(strings.mapUnavailable, strings.checkConnection, 'destructive');
      });
  };
  button.addEventListener('click', activate);
  button.addEventListener('pointerenter', () => void load().catch(() => {}), { once: true });
  region.querySelector('[data-map-tiles]')?.addEventListener('click', activate);
}

function enhancePhotos(strings: PageStrings) {
  const list = document.querySelector<HTMLElement>('[data-photos]');
  if (!list) return;
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[data-photo]')];
  for (const link of links) link.setAttribute('role', 'button');
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-photo]');
    if (!link) return;
    event.preventDefault();
    const photos = links.map((entry) => ({ src: entry.href, label: entry.dataset.label ?? '' }));
    import('./lightbox')
      .then((module) => module.openLightbox(photos, Number(link.dataset.photo), strings, link))
      .catch(() => {
        window.location.href = link.href;
      });
  });
}

function enhanceDeviceShare(code: ZarcodeRecord, strings: PageStrings) {
  const button = document.querySelector<HTMLButtonElement>('[data-device-share]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const title = document.title;
    navigator.share({ title, text: title, url: document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href ?? location.href }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showToast(strings.shareFailed, strings.shareFailedHint, 'destructive');
    });
  });
  void code;
}

/** The signed-in viewer's answer: Edit for the owner and admins, and a private code's title and description. */
async function showViewersAnswer(zarcode: string, token: string, strings: PageStrings) {
  const answer = await callApi<ZarcodeReply>(`/zarcodes/${encodeURIComponent(zarcode)}`, token);
  if (!answer) return;
  if (answer.canEdit) document.querySelector<HTMLElement>('[data-edit-link]')?.removeAttribute('hidden');
  const slot = document.querySelector<HTMLElement>('[data-title-slot]');
  if (!answer.title || !slot || slot.childElementCount > 0) return;
  slot.append(
    element(
      'p',
      { className: 'mt-2 flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-800 sm:text-xl' },
      element('span', { className: 'wrap-anywhere', textContent: answer.title }),
      element('span', { className: 'badge', title: strings.privateHint, textContent: strings.private }),
    ),
  );
  if (answer.description) {
    slot.append(element('p', { className: 'mt-1 whitespace-pre-line text-sm text-slate-700', textContent: answer.description }));
  }
}
