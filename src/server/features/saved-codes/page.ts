import { PRODUCT_NAME } from '../../../domain/brand';
import type { PageRenderer } from '../../plugins/web';
import { JS_ONLY, renderDocument } from '../../pages/document';
import { html, type Html } from '../../pages/html';
import { translator, type Translate } from '../../pages/i18n';
import { icon } from '../../pages/icons';
import { pageScriptStrings } from '../../pages/script-strings';

export const SAVED_PATH = '/saved';

/** The list the script fills from this phone's saved codes (and the account's, signed in). */
export function savedList(t: Translate): Html {
  return html`<ul class="mt-4 grid gap-2 ${JS_ONLY}" aria-label="${t('saved:title')}" data-saved-list></ul>
    <p class="mt-4 rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground ${JS_ONLY}" data-saved-empty>${t('saved:empty')}</p>`;
}

/**
 * /saved: the codes starred on this phone. They live in the browser (and the account, signed in), so
 * the server writes the frame and the script lists them; the page opens offline from the service
 * worker's copy.
 */
export function createSavedPageRenderer(publicUrl: string): PageRenderer {
  return async (request) => {
    if (request.pathname !== SAVED_PATH) return null;
    const t = translator(request.language);
    const main = html`<section class="mx-auto max-w-2xl px-3 py-6 sm:px-6 sm:py-10">
      <h1 class="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${icon('star', 'size-6 text-gold-500')}${t('saved:title')}</h1>
      <p class="mt-2 text-muted-foreground">${t('saved:intro')}</p>
      ${savedList(t)}
      <noscript><p class="mt-6 text-sm text-muted-foreground">${t('saved:needsScript')}</p></noscript>
    </section>`;
    return {
      kind: 'page',
      status: 200,
      html: renderDocument({
        request,
        t,
        head: { title: `${t('saved:title')} | ${PRODUCT_NAME}`, description: t('saved:intro'), url: `${publicUrl}${SAVED_PATH}`, noindex: true },
        main,
        data: { page: 'saved', strings: pageScriptStrings(t) },
        needsScript: true,
      }),
    };
  };
}
