import { registerServiceWorker } from '../lib/service-worker';
import { enhanceCodePage } from './code-page';
import { enhanceCopyButtons } from './copy';
import { takeFlash } from '../lib/flash';
import { readPageData } from './page-data';
import { enhanceSavedPage } from './saved-page';
import { showToast } from './toast';
import './light.css';

/*
 * The enhancement script of the pages the server renders (the code page, saved codes, offline, /here): a
 * few kilobytes instead of the web app, because those pages must open on 2G (30 KB in all for a
 * code's first view: docs/rules.md#speed-and-reach). Everything on them reads and every link works
 * before it runs; it adds what needs a script, in place. Pages served to Save-Data get none of it.
 */
const data = readPageData();
if (data) {
  enhanceCopyButtons(data.strings.copyFailed);
  enhanceToggles();
  if (data.page === 'code') enhanceCodePage(data.code, data.tileUrl, data.strings);
  if (data.page === 'not-found') showToast(data.strings.notFound, '', 'destructive');
  if (data.page === 'saved' || data.page === 'offline') enhanceSavedPage(data.strings);
  // Only these two pages need IndexedDB and the Plus Code: loaded apart, so the code page stays light.
  if (data.page === 'offline') void import('./kept-areas-page').then((module) => module.enhanceKeptAreas(data.field));
  if (data.page === 'here') void import('./here-page').then((module) => module.enhanceHerePage(data.field, data.speechLang));
  const flash = takeFlash();
  if (flash) showToast(flash.title, flash.description);
}
// A page the service worker answered from its copy says so, while the phone has no connection.
const showOffline = () => document.querySelector<HTMLElement>('[data-offline-notice]')?.toggleAttribute('hidden', navigator.onLine);
showOffline();
window.addEventListener('online', showOffline);
window.addEventListener('offline', showOffline);
registerServiceWorker();

/** `[data-toggle]` buttons open and close the element their aria-controls names. */
function enhanceToggles() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-toggle]')) {
    const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
    button.addEventListener('click', () => {
      const isOpen = button.getAttribute('aria-expanded') === 'true';
      button.setAttribute('aria-expanded', String(!isOpen));
      if (target) target.hidden = isOpen;
    });
  }
}
