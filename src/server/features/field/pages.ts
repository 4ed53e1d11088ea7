import { PRODUCT_NAME } from '../../../domain/brand';
import { NEAREST_CODE_RADIUS_METERS, type FieldStrings } from '../../../domain/field/field';
import { LANGUAGE_TAGS } from '../../../domain/i18n/languages';
import type { PageRenderer } from '../../plugins/web';
import { JS_ONLY, renderDocument } from '../../pages/document';
import { html, trusted, type Html } from '../../pages/html';
import { translator, type Translate } from '../../pages/i18n';
import { icon } from '../../pages/icons';
import { pageScriptStrings } from '../../pages/script-strings';

/** "Where am I?": the service worker keeps it at install, so that it opens with no connection. */
export const HERE_PATH = '/here';

/** The texts the scripts of /here and of the kept areas show, in the page's language. */
export function fieldStrings(t: Translate): FieldStrings {
  const keys = [
    'locating', 'denied', 'unavailable', 'unsupported', 'nearestOffline', 'nearestKept', 'plusCode', 'readAloud', 'noSpeech',
    'shareIntro', 'plus', 'keptOn', 'notComplete', 'refresh', 'remove', 'keepFailed', 'noMatches', 'noAreas', 'keptCode',
  ] as const;
  const strings = Object.fromEntries(keys.map((key) => [key, t(`field:${key}`, { date: '{{date}}', number: '{{number}}' })])) as Record<(typeof keys)[number], string>;
  return {
    ...strings,
    nearestNone: t('field:nearestNone', { metres: NEAREST_CODE_RADIUS_METERS }),
    away: t('field:away', { metres: '{{metres}}' }),
    accuracy: t('field:accuracy', { metres: '{{metres}}' }),
    navigateGoogle: t('codePage:navigateGoogle'),
    navigateWaze: t('codePage:navigateWaze'),
    openMapsApp: t('codePage:openMapsApp'),
  };
}

/** The offline page's part: the areas kept on this phone, a search over them (the script fills both). */
export function keptAreasSection(t: Translate): Html {
  return html`<section class="mx-auto max-w-2xl px-3 pb-10 sm:px-6 ${JS_ONLY}" aria-labelledby="kept-areas-heading" data-kept-areas>
    <h2 id="kept-areas-heading" class="flex items-center gap-2 text-lg font-semibold text-slate-900">${icon('map', 'size-5 text-brand-700')}${t('field:areasHeading')}</h2>
    <form role="search" class="mt-3" data-kept-search-form>
      <label for="kept-search" class="mb-1 block text-sm font-medium text-slate-800">${t('field:searchLabel')}</label>
      <input id="kept-search" type="search" autocomplete="off" class="input w-full" placeholder="${t('field:searchPlaceholder')}" data-kept-search>
    </form>
    <ul class="mt-3 grid gap-2" aria-label="${t('field:searchLabel')}" data-kept-results></ul>
    <ul class="mt-4 grid gap-2" aria-label="${t('field:areasHeading')}" data-kept-list></ul>
  </section>`;
}

/**
 * /here: one tap reads the phone's position and shows, large, the public code where it stands (when
 * the server can be asked), the Plus Code and the coordinates worked out on the phone, to read aloud
 * or send. The server writes the frame; the script does the rest.
 */
export function createHerePageRenderer(publicUrl: string): PageRenderer {
  return async (request) => {
    if (request.pathname !== HERE_PATH) return null;
    const t = translator(request.language);
    const value = (label: string, attribute: string, extra = '') =>
      html`<div class="here-value" hidden ${trusted(attribute)}>
        <p class="text-sm font-medium uppercase tracking-wide text-muted-foreground">${label}</p>
        <p class="here-big ${extra}" data-value></p>
        <p class="text-sm text-muted-foreground" data-note></p>
      </div>`;
    const main = html`<section class="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 class="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${icon('mapPin', 'size-6 text-brand-700')}${t('field:title')}</h1>
      <p class="mt-2 text-muted-foreground">${t('field:intro')}</p>
      <button type="button" class="btn btn-primary btn-lg mt-6 w-full text-lg ${JS_ONLY}" data-here-locate>${icon('navigation', 'size-5')}${t('field:locate')}</button>
      <p class="mt-2 text-sm text-muted-foreground ${JS_ONLY}">${t('field:worksOffline')}</p>
      <noscript><p class="mt-6 text-sm text-muted-foreground">${t('field:needsScript')}</p></noscript>
      <div class="mt-6 grid gap-5" role="status" aria-live="polite" data-here-result>
        <p class="text-muted-foreground" hidden data-here-message></p>
        ${value(t('field:nearestHeading'), 'data-here-code', 'font-mono')}
        ${value(t('field:plusCode'), 'data-here-plus', 'font-mono')}
        ${value(t('field:coordinates'), 'data-here-coordinates', 'here-coordinates')}
      </div>
      <div class="mt-6 grid gap-2" hidden data-here-actions>
        <button type="button" class="btn btn-outline btn-lg w-full" data-here-speak>${icon('volume', 'size-4')}${t('field:readAloud')}</button>
        <a class="btn btn-outline btn-lg w-full" href="#" data-here-whatsapp>${icon('messageCircle', 'size-4')}${t('field:sendWhatsApp')}</a>
        <a class="btn btn-outline btn-lg w-full" href="#" data-here-sms>${icon('messageSquareText', 'size-4')}${t('field:sendSms')}</a>
      </div>
    </section>`;
    return {
      kind: 'page',
      status: 200,
      html: renderDocument({
        request,
        t,
        head: { title: `${t('field:title')} | ${PRODUCT_NAME}`, description: t('field:intro'), url: `${publicUrl}${HERE_PATH}` },
        main,
        data: { page: 'here', strings: pageScriptStrings(t), field: fieldStrings(t), speechLang: LANGUAGE_TAGS[request.language] },
        needsScript: true,
      }),
    };
  };
}
