import { PRODUCT_NAME } from '../../../domain/brand';
import type { PageRenderer } from '../../plugins/web';
import { JS_ONLY, renderDocument } from '../../pages/document';
import { fieldStrings, keptAreasSection } from '../field';
import { savedList } from '../saved-codes';
import { html } from '../../pages/html';
import { translator } from '../../pages/i18n';
import { icon } from '../../pages/icons';
import { pageScriptStrings } from '../../pages/script-strings';

/** The offline page's path: the service worker keeps it, and answers it for a code it has not seen. */
export const OFFLINE_PATH = '/offline';

/**
 * "You are offline": what the service worker shows for a code page it has no copy of (a code not
 * seen before says clearly that it needs a connection, rather than failing like a dead link), with the
 * saved codes of this phone, which open without one once opened here.
 */
export function createOfflinePageRenderer(publicUrl: string): PageRenderer {
  return async (request) => {
    if (request.pathname !== OFFLINE_PATH) return null;
    const t = translator(request.language);
    const main = html`<section class="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <span class="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-slate-600" aria-hidden="true">${icon('wifiOff', 'size-7')}</span>
      <h1 class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${t('offline:title')}</h1>
      <p class="mt-3 text-muted-foreground" data-offline-code>${t('offline:needsConnection')}</p>
      <a href="" class="btn btn-primary mt-6">${t('offline:tryAgain')}</a>
    </section>
    <section class="mx-auto max-w-2xl px-3 pb-10 sm:px-6 ${JS_ONLY}" aria-labelledby="saved-heading">
      <h2 id="saved-heading" class="flex items-center gap-2 text-lg font-semibold text-slate-900">${icon('star', 'size-5 text-gold-500')}${t('offline:savedHere')}</h2>
      ${savedList(t)}
    </section>
    ${keptAreasSection(t)}`;
    return {
      kind: 'page',
      status: 200,
      // So the service worker can tell its stand-in from the page it was asked for.
      headers: { 'x-offline-page': '1' },
      html: renderDocument({
        request,
        t,
        head: { title: `${t('offline:title')} | ${PRODUCT_NAME}`, description: t('offline:pageNeedsConnection'), url: `${publicUrl}${OFFLINE_PATH}`, noindex: true },
        main,
        data: { page: 'offline', strings: pageScriptStrings(t), field: fieldStrings(t) },
      }),
    };
  };
}
