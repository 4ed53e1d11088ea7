import { PRODUCT_NAME } from '../../../domain/brand';
import { endpointPath } from '../../../domain/api/endpoint';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, socialLink, socialText } from '../../../domain/creators/creators';
import type { PublicCreator } from '../../../domain/creators/schemas';
import { PIN_HEIGHT, PIN_SVG, PIN_WIDTH } from '../../../domain/geo/map-pin';
import { tileUrl } from '../../../domain/geo/tile-math';
import { IMAGE_SIZE_EDGE } from '../../../domain/images/images';
import type { Image } from '../../../domain/images/schemas';
import { formatRand } from '../../../domain/pricing/pricing';
import { printCodeEndpoint } from '../../../domain/print/endpoints';
import { PRINT_FORMATS, printFileName, type PrintFormat } from '../../../domain/print/print';
import { fullAddress, placeLine, pointOf, regionLine, streetLine } from '../../../domain/zarcode/code-place';
import { smsText, spellCode } from '../../../domain/zarcode/read-aloud';
import type { CodeSuggestion, ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { QR_SIZE_PX, codePagePath, codePageUrl, embedSnippet, geoUri, googleMapsDirectionsUrl, qrFileName, qrImagePath, wazeUrl, whatsAppUrl } from '../../../domain/zarcode/share-links';
import type { PageRequest } from '../../plugins/web';
import { JS_ONLY, scriptedOr, whenScripted } from '../../pages/document';
import { html, trusted, type Html, type HtmlValue } from '../../pages/html';
import { translateWithMarkup, type Translate } from '../../pages/i18n';
import { icon } from '../../pages/icons';
import { MAP_ANCHOR, staticMapTiles } from './static-map';

/**
 * The code page as the server writes it: the code in large type, its title
 * when public, the place, GPS and Plus Code, the code spelled for a phone call, the links a courier
 * needs (Google Maps, Waze, the phone's own maps app, WhatsApp, SMS), a map drawn from tile images,
 * photos, every detail, the Share panel, the QR code and the print PDFs; on a creator's code
 * (/{slug}/{code}) the creator's band above it all. The enhancement script (src/web/light)
 * makes the buttons work: copying, saving, the interactive map, the photo viewer, owner actions.
 */

/** The code page's map is at zoom 15. */
export const CODE_MAP_ZOOM = 15;

export interface CodePageContent {
  code: ZarcodeRecord;
  images: Image[];
  /** The price a signed-out visitor is offered, or null (a signed-in browser). */
  priceAmount: string | null;
  publicUrl: string;
  tileUrlTemplate: string;
  /** The creator whose band tops the page (/{slug}/{code} of one of their codes), or null. */
  creator: PublicCreator | null;
  /** The address carries a delivery link's key that opens nothing (never issued, revoked or expired). */
  hasDeadDeliveryLink: boolean;
}


const copyButton = (value: string, label: string, toastTitle: string, toastText: string, classes: string, content: Html) =>
  html`<button type="button" class="${classes} ${JS_ONLY}" data-copy="${value}" data-toast-title="${toastTitle}" data-toast-text="${toastText}" aria-label="${label}" title="${label}">${content}</button>`;

const external = trusted('target="_blank" rel="noopener noreferrer"');

/** The signed-out visitor's offer above the code: get your own, at the current price. */
export function signupBanner(t: Translate, priceAmount: string): Html {
  return html`<aside aria-label="${t('codePage:getYourOwn')}" class="bg-brand-900 text-white">
    <div class="mx-auto flex max-w-7xl flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:px-6 lg:px-8">
      <p class="text-sm">${translateWithMarkup(t, 'codePage:signup', { price: html`<strong class="font-semibold text-gold-300">${formatRand(priceAmount)}</strong>` })}</p>
      <a href="/register" class="btn btn-gold btn-sm shrink-0 sm:ml-auto">${t('codePage:createYours')}</a>
    </div>
  </aside>`;
}

function codeHeader(request: PageRequest, t: Translate, content: CodePageContent): Html {
  const { code, publicUrl } = content;
  const point = pointOf(code);
  const sms = smsText(code, publicUrl);
  const street = streetLine(code);
  return html`<section aria-labelledby="code-heading" class="card p-4 sm:p-6" data-code-header>
    <div class="flex items-start justify-between gap-3">
      <div class="min-w-0">
        <p class="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wider text-brand-700">${PRODUCT_NAME}${
          code.isVerified
            ? html`<span class="badge gap-1 bg-brand-100 normal-case tracking-normal text-brand-900" title="${t('codePage:verifiedHint')}" data-verified>${icon('badgeCheck', 'size-3.5')}${t('codePage:verified')}</span>`
            : null
        }</p>
        <h1 id="code-heading" class="mt-1">
          <button type="button" class="code-button" data-copy="${code.zarcode}" data-toast-title="${t('common:copied')}" data-toast-text="${t('codePage:codeCopied')}" title="${t('codePage:copyCode')}">${code.zarcode}${whenScripted(request, icon('copy', `size-5 text-muted-foreground ${JS_ONLY}`))}</button>
        </h1>
      </div>
      ${whenScripted(
        request,
        html`<div class="flex shrink-0 items-center gap-2 ${JS_ONLY}">
          <a href="${codePagePath(code.zarcode)}/edit" class="btn btn-outline btn-sm max-sm:w-9 max-sm:px-0" data-edit-link hidden title="${t('codePage:edit')}">${icon('pencil', 'size-4')}<span class="max-sm:sr-only">${t('codePage:edit')}</span></a>
          <button type="button" class="btn btn-outline btn-sm save-button" data-save aria-pressed="false" title="${t('codePage:saveHint')}">${icon('star', 'size-4')}<span data-save-label>${t('codePage:save')}</span></button>
        </div>`,
      )}
    </div>
    <div data-title-slot>${code.title ? html`<p class="mt-2 text-lg font-semibold wrap-anywhere text-slate-800 sm:text-xl">${code.title}</p>` : null}</div>
    <dl class="mt-3 grid gap-1.5 text-sm text-slate-700">
      <div class="flex items-start gap-2"><dt class="sr-only">${t('codePage:place')}</dt>${icon('mapPin', 'mt-0.5 size-4 shrink-0 text-brand-700')}<dd>${street ? html`<span class="block font-medium text-slate-900">${street}</span>` : null}<span class="block">${regionLine(code)}</span></dd></div>
      <div class="flex items-start gap-2"><dt class="shrink-0 font-medium text-slate-500">${t('codePage:gps')}</dt><dd class="font-mono tabular-nums">${point.text}</dd></div>
      <div class="flex items-start gap-2"><dt class="shrink-0 font-medium text-slate-500">${t('codePage:plusCode')}</dt><dd class="font-mono">${code.plusCode}</dd></div>
      <div class="flex items-start gap-2"><dt class="shrink-0 font-medium text-slate-500">${t('codePage:say')}<span class="sr-only"> ${t('codePage:sayHint')}</span></dt><dd>${spellCode(code.zarcode)}</dd></div>
    </dl>
    <nav aria-label="${t('codePage:navigateAndShare')}" class="mt-4 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:flex lg:flex-wrap">
      <a href="${googleMapsDirectionsUrl(code)}" ${external} class="btn btn-primary btn-lg">${icon('navigation', 'size-4')}${t('codePage:navigateGoogle')}</a>
      <a href="${wazeUrl(code)}" ${external} class="btn btn-outline btn-lg">${icon('navigation2', 'size-4 text-sky-500')}${t('codePage:navigateWaze')}</a>
      <a href="${geoUri(code)}" class="btn btn-outline btn-lg">${icon('map', 'size-4 text-brand-700')}${t('codePage:openMapsApp')}</a>
      <a href="${whatsAppUrl(publicUrl, code)}" ${external} class="btn btn-whatsapp btn-lg">${icon('messageCircle', 'size-4')}${t('codePage:sendWhatsApp')}</a>
      ${scriptedOr(
        request,
        html`<button type="button" class="btn btn-outline btn-lg ${JS_ONLY}" data-copy="${sms}" data-toast-title="${t('common:copied')}" data-toast-text="${t('codePage:smsCopied')}">${icon('messageSquareText', 'size-4')}${t('codePage:copySms')}</button>`,
        html`<a href="sms:?&amp;body=${encodeURIComponent(sms)}" class="btn btn-outline btn-lg w-full">${icon('messageSquareText', 'size-4')}${t('codePage:sendSms')}</a>`,
      )}
    </nav>
    ${whenScripted(
      request,
      html`<p class="mt-3 flex items-center gap-1.5 text-xs text-brand-800 invisible ${JS_ONLY}" role="status" data-offline-ready>${icon('wifiOff', 'size-3.5')}${t('codePage:keptOffline')}</p>`,
    )}
  </section>`;
}

/**
 * The map as tile images placed around the point (Web Mercator, as Leaflet): no map library and no
 * script, so it shows on 2G and with scripts off. Each tile sits at the point's anchor plus its
 * offset in pixels; the box's width and height decide how many show.
 */
function staticMap(request: PageRequest, t: Translate, content: CodePageContent): Html {
  const { code, tileUrlTemplate } = content;
  const point = pointOf(code);
  const tiles = staticMapTiles(point.latitude, point.longitude, CODE_MAP_ZOOM).map(
    (tile) =>
      html`<img src="${tileUrl(tileUrlTemplate, { x: tile.x, y: tile.y, z: CODE_MAP_ZOOM })}" alt="" width="256" height="256" loading="lazy" decoding="async"${tile.className ? html` class="${tile.className}"` : null} style="left:calc(50% + ${tile.left}px);top:calc(${MAP_ANCHOR.y * 100}% + ${tile.top}px)">`,
  );
  const osm = `https://www.openstreetmap.org/?mlat=${point.latitudeText}&mlon=${point.longitudeText}#map=17/${point.latitudeText}/${point.longitudeText}`;
  const anchorTop = `${MAP_ANCHOR.y * 100}%`;
  return html`<div role="region" aria-label="${t('codePage:mapLabel', { code: code.zarcode })}" class="static-map" data-map>
    <div class="static-map-tiles" aria-hidden="true" data-map-tiles>${tiles}</div>
    <span class="static-map-pin" style="top:calc(${anchorTop} - ${PIN_HEIGHT}px);margin-left:-${PIN_WIDTH / 2}px">${trusted(PIN_SVG)}</span>
    <div class="static-map-popup" style="top:calc(${anchorTop} - ${PIN_HEIGHT + 10}px)">
      <div class="static-map-popup-box">
        <strong class="font-mono text-base tracking-wide">${code.zarcode}</strong>
        ${code.title ? html`<span class="font-medium leading-snug">${code.title}</span>` : null}
        <span class="text-xs text-slate-600">${placeLine(code)}</span>
      </div>
    </div>
    ${scriptedOr(
      request,
      html`<button type="button" class="btn btn-outline btn-sm static-map-control ${JS_ONLY}" data-map-activate>${icon('move', 'size-4')}${t('codePage:panZoom')}</button>`,
      html`<a href="${osm}" ${external} class="btn btn-outline btn-sm static-map-control">${icon('map', 'size-4')}${t('codePage:largerMap')}</a>`,
    )}
    <p class="static-map-credit">&copy; <a href="https://www.openstreetmap.org/copyright" ${external}>OpenStreetMap contributors</a></p>
  </div>`;
}

/** A photo's width at the medium size, from the large rendition's (both keep the aspect ratio). */
function mediumWidth(image: Image): number {
  const scale = Math.min(1, IMAGE_SIZE_EDGE.medium / Math.max(image.width, image.height));
  return Math.round(image.width * scale);
}

function photos(t: Translate, code: ZarcodeRecord, images: Image[]): Html | null {
  if (images.length === 0) return null;
  const columns = images.length === 1 ? 'grid-cols-1' : images.length === 2 ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3';
  return html`<section class="card" aria-labelledby="code-images-title">
    <h2 id="code-images-title" class="card-title">${icon('images', 'size-5 text-primary')}${t('codePage:photos')}</h2>
    <ul class="card-body grid gap-2 sm:gap-3 ${columns}" aria-label="${t('codePage:photosOf', { code: code.zarcode })}" data-photos>
      ${images.map((image, index) => {
        const position = { number: index + 1, count: images.length };
        return html`<li><a href="${image.urls.large}" class="photo-link" aria-label="${t('codePage:openPhoto', position)}" data-photo="${index}" data-label="${t('codePage:photoOf', position)}"><img src="${image.urls.medium}" srcset="${image.urls.medium} ${mediumWidth(image)}w, ${image.urls.large} ${image.width}w" sizes="(min-width: 1024px) 260px, (min-width: 640px) 30vw, 45vw" width="${image.width}" height="${image.height}" loading="lazy" decoding="async" alt="${t('codePage:photo', position)}" class="${images.length === 1 ? 'aspect-video' : 'aspect-[4/3]'} w-full rounded-lg bg-muted object-cover"></a></li>`;
      })}
    </ul>
  </section>`;
}

function detailsCard(request: PageRequest, t: Translate, code: ZarcodeRecord): Html {
  const point = pointOf(code);
  const rows: { label: string; value: string; isMono?: boolean }[] = [
    ...(code.title ? [{ label: t('codePage:title'), value: code.title }] : []),
    ...(code.description ? [{ label: t('codePage:description'), value: code.description }] : []),
    { label: PRODUCT_NAME, value: code.zarcode, isMono: true },
    { label: t('codePage:address'), value: fullAddress(code) },
    { label: t('codePage:coordinates'), value: point.text, isMono: true },
    { label: t('codePage:plusCode'), value: code.plusCode, isMono: true },
  ];
  return html`<section class="card" aria-labelledby="details-card-title">
    <h2 id="details-card-title" class="card-title">${t('codePage:details')}</h2>
    <dl class="card-body divide-y divide-border" data-details>
      ${rows.map(
        (row) => html`<div class="py-3 first:pt-0 last:pb-0 sm:flex sm:gap-4">
          <dt class="text-sm font-medium text-muted-foreground sm:w-32 sm:shrink-0 sm:pt-px">${row.label}</dt>
          <dd class="mt-0.5 flex min-w-0 flex-1 items-start gap-3 sm:mt-0">
            <span class="min-w-0 flex-1 whitespace-pre-line wrap-anywhere text-slate-900${row.isMono ? ' font-mono tabular-nums' : ''}">${row.value}</span>
            ${whenScripted(
              request,
              copyButton(row.value, t('codePage:copyDetail', { label: row.label }), t('common:copied'), t('codePage:detailCopied', { label: row.label }), 'btn btn-ghost btn-icon -my-2 shrink-0 text-muted-foreground', icon('copy', 'size-4')),
            )}
          </dd>
        </div>`,
      )}
    </dl>
  </section>`;
}

function sharePanel(request: PageRequest, t: Translate, content: CodePageContent): Html {
  const { code, publicUrl } = content;
  const pageUrl = codePageUrl(publicUrl, code.zarcode);
  return html`<section class="card" aria-labelledby="share-panel-title">
    <h2 id="share-panel-title" class="card-title">${t('codePage:share')}</h2>
    <div class="card-body grid gap-2">
      <div class="grid grid-cols-3 gap-2">
        <a href="${whatsAppUrl(publicUrl, code)}" ${external} class="btn btn-outline btn-tile">${icon('messageCircle', 'size-5 text-[#128c4b]')}${t('codePage:whatsApp')}</a>
        ${scriptedOr(
          request,
          html`<button type="button" class="btn btn-outline btn-tile ${JS_ONLY}" data-copy="${pageUrl}" data-toast-title="${t('codePage:linkCopied')}" data-toast-text="${pageUrl}">${icon('link2', 'size-5')}${t('codePage:copyLink')}</button>`,
          html`<a href="${geoUri(code)}" class="btn btn-outline btn-tile h-full w-full">${icon('map', 'size-5 text-brand-700')}${t('codePage:openMapsApp')}</a>`,
        )}
        <a href="${googleMapsDirectionsUrl(code)}" ${external} class="btn btn-outline btn-tile">${icon('navigation', 'size-5 text-blue-600')}${t('codePage:maps')}</a>
      </div>
      <p class="break-all rounded-md bg-muted px-3 py-2 font-mono text-xs text-slate-700">${pageUrl}</p>
      ${whenScripted(
        request,
        html`<button type="button" class="btn btn-ghost w-full ${JS_ONLY}" aria-expanded="false" aria-controls="share-more" data-toggle>${icon('ellipsis', 'size-4')}${t('codePage:more')}</button>
        <div id="share-more" class="grid gap-2" hidden>
          <a href="${wazeUrl(code)}" ${external} class="btn btn-outline justify-start">${icon('navigation2', 'size-4 text-sky-500')}${t('codePage:waze')}</a>
          <button type="button" class="btn btn-outline justify-start" data-device-share hidden>${icon('share2', 'size-4')}${t('codePage:shareVia')}</button>
          <button type="button" class="btn btn-outline justify-start" data-copy="${embedSnippet(publicUrl, code.zarcode)}" data-toast-title="${t('common:copied')}" data-toast-text="${t('codePage:embedCopied')}">${icon('codeXml', 'size-4')}${t('codePage:copyEmbed')}</button>
        </div>`,
      )}
    </div>
  </section>`;
}

/** A card whose title has a hint under it; `id` is the title's, which names the section. */
function hintedCard(card: { id: string; title: string; hint: string; bodyClass: string }, body: HtmlValue): Html {
  return html`<section class="card" aria-labelledby="${card.id}">
    <div class="card-title-block">
      <h2 id="${card.id}" class="text-lg font-semibold leading-tight">${card.title}</h2>
      <p class="text-sm text-muted-foreground">${card.hint}</p>
    </div>
    <div class="card-body ${card.bodyClass}">${body}</div>
  </section>`;
}

function qrCard(t: Translate, code: ZarcodeRecord): Html {
  const src = qrImagePath(code.zarcode);
  return hintedCard(
    { id: 'qr-card-title', title: t('codePage:qrTitle'), hint: t('codePage:qrHint'), bodyClass: 'flex flex-col items-center gap-4' },
    html`<img src="${src}" alt="${t('codePage:qrAlt', { code: code.zarcode })}" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" loading="lazy" class="aspect-square h-auto w-full max-w-[300px] rounded-md border border-border bg-white">
      <a href="${src}" download="${qrFileName(code.zarcode)}" class="btn btn-outline w-full">${icon('download', 'size-4')}${t('codePage:downloadQr')}</a>`,
  );
}

/**
 * Print the code: an A5 plate for the wall or gate, a sheet of 24 stickers, a courier label. Plain
 * download links to the server's PDFs (printCodeEndpoint, public): no script needed.
 */
function printCard(t: Translate, code: ZarcodeRecord): Html {
  const names: Record<PrintFormat, string> = {
    plate: t('codePage:printPlate'),
    stickers: t('codePage:printStickers'),
    label: t('codePage:printLabel'),
  };
  return hintedCard(
    { id: 'print-card-title', title: t('codePage:printTitle'), hint: t('codePage:printHint'), bodyClass: 'grid gap-2' },
    PRINT_FORMATS.map(
      (format) =>
        html`<a href="${printPath(code.zarcode, format)}" download="${printFileName(format, [code.zarcode])}" class="btn btn-outline justify-start">${icon('fileDown', 'size-4')}${names[format]}</a>`,
    ),
  );
}

export const printPath = (code: string, format: PrintFormat) => `${endpointPath(printCodeEndpoint.path, { code })}?format=${format}`;

/**
 * Where the code's access details (gate code, entrance, hours) show to those who may see them: the
 * card's frame only, hidden and empty. They are never in the page: the script asks the API for them
 * (GET /api/zarcodes/{code}/access) when a session is stored or the address has a delivery key (?k=),
 * and fills this in (src/web/light/access-details.ts).
 */
function accessDetailsSlot(request: PageRequest, t: Translate, code: ZarcodeRecord): Html | null {
  return whenScripted(
    request,
    html`<section class="card border-brand-200" aria-labelledby="access-card-title" data-access-slot hidden>
      <div class="flex items-start justify-between gap-3 p-5 pb-3 sm:p-6 sm:pb-4">
        <div class="min-w-0 space-y-1.5">
          <h2 id="access-card-title" class="flex items-center gap-2 text-lg font-semibold leading-tight">${icon('doorOpen', 'size-5 text-brand-700')}${t('codePage:accessTitle')}</h2>
          <p class="text-sm text-muted-foreground" data-access-why></p>
        </div>
        <a href="${codePagePath(code.zarcode)}/access" class="btn btn-outline btn-sm shrink-0" data-access-manage hidden>${icon('settings2', 'size-4')}${t('codePage:accessManage')}</a>
      </div>
      <div class="card-body" data-access-body></div>
    </section>`,
  );
}

/** A creator's socials, website and public e-mail as links (only those given, only safe ones). */
function creatorLinks(t: Translate, creator: PublicCreator): Html | null {
  const links: { href: string; label: string; text: string; icon: 'atSign' | 'globe' | 'mail'; isMail?: boolean }[] = [];
  for (const network of SOCIAL_NETWORKS) {
    const value = creator[network];
    const href = socialLink(network, value);
    if (href && value) links.push({ href, label: SOCIAL_LABELS[network], text: socialText(value), icon: 'atSign' });
  }
  if (creator.website) links.push({ href: creator.website, label: t('codePage:creatorWebsite'), text: socialText(creator.website), icon: 'globe' });
  if (creator.email) links.push({ href: `mailto:${creator.email}`, label: t('codePage:creatorEmail'), text: creator.email, icon: 'mail', isMail: true });
  if (links.length === 0) return null;
  return html`<ul class="flex flex-wrap gap-2" aria-label="${t('codePage:creatorLinks')}">
    ${links.map(
      (link) => html`<li class="min-w-0 max-w-full"><a href="${link.href}" ${link.isMail ? trusted('rel="noopener noreferrer"') : external} class="creator-link">${icon(link.icon, 'size-3.5 shrink-0')}<span class="font-medium">${link.label}</span><span class="truncate text-muted-foreground">${link.text}</span></a></li>`,
    )}
  </ul>`;
}

/** The first letters of a creator's name, for the round badge beside it. */
function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

/** The creator's band over their code (as the web app's creator pages show it): badge, name linking to their page, codes, links. */
export function creatorBand(t: Translate, creator: PublicCreator): Html {
  return html`<section aria-label="${t('codePage:creatorLabel', { name: creator.displayName })}" class="creator-band" data-creator-band>
    <div class="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:px-6 sm:py-8 lg:px-8">
      <span aria-hidden="true" class="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white sm:size-16">${initialsOf(creator.displayName)}</span>
      <div class="min-w-0 flex-1 space-y-2">
        <p class="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-brand-700">${icon('badgeCheck', 'size-4')} ${t('codePage:creatorBadge')}</p>
        <p class="wrap-anywhere text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"><a href="/${encodeURIComponent(creator.slug)}" class="hover:underline">${creator.displayName}</a></p>
        <p class="text-sm text-muted-foreground">${t('codePage:creatorCodeCount', { count: creator.codeCount })}</p>
        ${creatorLinks(t, creator)}
      </div>
    </div>
  </section>`;
}

/**
 * Above everything, for whoever opened a delivery link that no longer works: said plainly, so a
 * courier does not search the page for a gate code that will not come. Rendered by the server, so it
 * shows on a page served without a script too.
 */
function deadDeliveryLinkNotice(t: Translate): Html {
  return html`<div class="dead-link-notice" data-dead-link>
    ${icon('link2Off', 'mt-0.5 size-5 shrink-0 text-amber-700')}
    <p><strong class="block font-semibold">${t('codePage:accessLinkDeadTitle')}</strong>${t('codePage:accessLinkDeadText')}</p>
  </div>`;
}

/** The content of the code page's <main>. */
export function codePageMain(request: PageRequest, t: Translate, content: CodePageContent): Html {
  const { code, images, creator } = content;
  return html`${creator ? creatorBand(t, creator) : null}<div class="mx-auto max-w-7xl space-y-5 px-3 py-5 sm:px-6 sm:py-8 lg:px-8">
    <p class="offline-notice" data-offline-notice hidden>${t('common:offlineNotice')}</p>
    ${content.hasDeadDeliveryLink ? deadDeliveryLinkNotice(t) : null}
    ${codeHeader(request, t, content)}
    <div class="grid gap-5 lg:grid-cols-3">
      <div class="min-w-0 space-y-5 lg:col-span-2">
        ${accessDetailsSlot(request, t, code)}
        ${staticMap(request, t, content)}
        ${photos(t, code, images)}
        ${detailsCard(request, t, code)}
      </div>
      <div class="min-w-0 space-y-5">
        ${sharePanel(request, t, content)}
        ${qrCard(t, code)}
        ${printCard(t, code)}
      </div>
    </div>
  </div>`;
}

/** A code no one has: '{product} Not Found', the codes it was probably meant to be, and a way home. */
export function notFoundMain(t: Translate, typed: string, suggestions: CodeSuggestion[]): Html {
  return html`<section class="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20">
    <span class="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-slate-600" aria-hidden="true">${icon('searchX', 'size-7')}</span>
    <h1 class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${t('codePage:notFoundTitle')}</h1>
    <p class="mt-3 text-muted-foreground">${t('codePage:notFoundText', { code: typed })}</p>
    ${
      suggestions.length > 0
        ? html`<nav aria-labelledby="did-you-mean" class="mt-6 w-full text-left">
          <h2 id="did-you-mean" class="text-sm font-semibold text-slate-700">${t('codePage:didYouMean')}</h2>
          <ul class="mt-2 grid grid-cols-1 gap-2">
            ${suggestions.map(
              (suggestion) => html`<li><a href="${codePagePath(suggestion.zarcode)}" class="suggestion">
                <span class="shrink-0 font-mono text-lg font-bold tracking-wider text-slate-900">${suggestion.zarcode}</span>
                <span class="min-w-0 flex-1">
                  <span class="block truncate text-sm font-medium text-slate-800">${suggestion.title}</span>
                  <span class="block truncate text-xs text-muted-foreground">${[suggestion.suburb, suggestion.city].filter(Boolean).join(', ')}</span>
                </span>
                ${icon('chevronRight', 'size-4 shrink-0 text-muted-foreground')}
              </a></li>`,
            )}
          </ul>
        </nav>`
        : null
    }
    <a href="/" class="btn btn-outline mt-6">${t('common:goHome')}</a>
  </section>`;
}

/** An address past the code lookup limit: try again in `minutes`, or open a code shared by link later. */
export function tooManyLookupsMain(t: Translate, minutes: number): Html {
  return html`<section class="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20">
    <span class="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-slate-600" aria-hidden="true">${icon('searchX', 'size-7')}</span>
    <h1 class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${t('codePage:tooManyLookupsTitle')}</h1>
    <p class="mt-3 text-muted-foreground">${t('codePage:tooManyLookupsText', { count: minutes })}</p>
    <a href="/" class="btn btn-outline mt-6">${t('common:goHome')}</a>
  </section>`;
}
