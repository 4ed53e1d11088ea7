import type { Logger } from 'pino';
import { DELIVERY_KEY_PARAM } from '../../../domain/access-details/access-details';
import { codeSegmentOf, creatorCodePathOf, isLongCodePath } from '../../../domain/app-paths';
import type { PublicCreator } from '../../../domain/creators/schemas';
import { PRODUCT_NAME } from '../../../domain/brand';
import { formatCents } from '../../../domain/pricing/pricing';
import { normaliseCode } from '../../../domain/zarcode/zarcode';
import { codePagePath, qrImagePath } from '../../../domain/zarcode/share-links';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { PageAnswer, PageRenderer, PageRequest } from '../../plugins/web';
import { presentPublicCreator, getPublicCreator } from '../creators';
import type { RateLimitStore } from '../../plugins/rate-limits';
import { presentImage, listImages } from '../images';
import { isLiveDeliveryKey } from '../access-details';
import { renderDocument } from '../../pages/document';
import { translator, type Translate } from '../../pages/i18n';
import { pageScriptStrings } from '../../pages/script-strings';
import { getCurrentPriceCents } from '../prices';
import { zarcodeAccess, presentZarcodeWithAccess, type CodeLookupLimit, findZarcodeByTypedCode, type ZarcodeWithOwner, codePageHead, missingCodeHead, SUGGESTIONS_RATE_LIMIT, listCodeSuggestions, suggestionsLimitKey, type ViewCounter } from '../zarcodes';
import { codePageMain, notFoundMain, signupBanner, tooManyLookupsMain } from './view';

export interface CodePageDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'tileUrl'>;
  viewCounter: ViewCounter;
  rateLimits: RateLimitStore;
  codeLookups: CodeLookupLimit;
  logger: Logger;
}

/** Link previews and crawlers open pages too: they are not visitors of the code. */
const NOT_A_VISITOR = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview|headless/i;

/**
 * The code page, rendered by the server for `/zarcodes/{code}`, `/{code}` and a creator's
 * `/{slug}/{code}`: complete without a script, with its answer in the page for the enhancement
 * script. What it shows is the presenter's answer for a visitor who is not signed in (the page
 * request carries no token: the web app keeps it in the browser's storage); the script asks for the
 * signed-in viewer's answer (owner actions, a private title, access details) only where a session is
 * stored, or a delivery link's key is in the address. A code typed another way (lower case,
 * look-alikes) is sent to its own spelling, a creator's code under another slug (or whose creator's
 * page is not public any more) to its own address, the query kept (a delivery link's `?k=` with it);
 * a code no one has answers 404 with "Did you mean". A delivery link's key that opens nothing (never
 * issued, revoked or expired: one notice for all) is said above the page, with or without a script.
 */
export function createCodePageRenderer(deps: CodePageDeps): PageRenderer {
  const { db, config, viewCounter } = deps;
  return async (request) => {
    const codeSegment = codeSegmentOf(request.pathname);
    const creatorPath = codeSegment ? null : creatorCodePathOf(request.pathname);
    const segment = codeSegment ?? creatorPath?.segment;
    if (!segment) return null;
    const t = translator(request.language);
    let row: ZarcodeWithOwner | null;
    try {
      row = await deps.codeLookups.resolve(request.ip, segment, (typed) => findZarcodeByTypedCode(db, typed));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return tooManyLookupsPage(request, t, error);
      throw error;
    }
    if (!row) return notFoundPage(deps, request, t, segment);
    if (creatorPath) {
      // The creator's address of the code, or its own when it is no creator's public code.
      const canonical = row.creatorSlug ? `/${row.creatorSlug}/${row.code}` : codePagePath(row.code);
      if (canonical !== request.pathname) return redirectTo(canonical, request);
    } else if (row.code !== segment) {
      return redirectTo(isLongCodePath(request.pathname) ? codePagePath(row.code) : `/${row.code}`, request);
    }
    const deliveryKey = request.search.get(DELIVERY_KEY_PARAM)?.trim() || null;
    const creator: PublicCreator | null =
      creatorPath && row.creatorSlug ? await getPublicCreator(db, row.creatorSlug).then(presentPublicCreator, () => null) : null;

    const access = zarcodeAccess(null, row);
    const code = presentZarcodeWithAccess(row, access);
    // A browser with a session asks for its own answer, which counts the view (or not, for the owner);
    // a prefetch (the service worker keeping the page) is no visit.
    if (access.isCountedAsView && !request.hasSessionHint && !request.isHead && !request.isPrefetch && !NOT_A_VISITOR.test(request.userAgent)) {
      viewCounter.record(row.id);
    }
    const [images, priceCents] = await Promise.all([
      code.imageCount > 0 ? listImages(db, { kind: 'zarcode', zarcodeId: row.id }).then((rows) => rows.map(presentImage)) : [],
      request.hasSessionHint ? null : getCurrentPriceCents(db),
    ]);
    const content = {
      code,
      images,
      priceAmount: priceCents === null ? null : formatCents(priceCents),
      publicUrl: config.publicUrl,
      tileUrlTemplate: config.tileUrl,
      creator,
      hasDeadDeliveryLink: deliveryKey !== null && !(await isLiveDeliveryKey(db, row.id, deliveryKey)),
    };
    const html = renderDocument({
      request,
      t,
      head: codePageHead(code, config.publicUrl, t),
      banner: content.priceAmount === null ? undefined : signupBanner(t, content.priceAmount),
      main: codePageMain(request, t, content),
      data: { page: 'code', code, tileUrl: config.tileUrl, strings: pageScriptStrings(t) },
    });
    // What the service worker keeps with the page for offline use: the QR and the first photo.
    const offlineAssets = [qrImagePath(code.zarcode), ...images.slice(0, 1).map((image) => image.urls.medium)];
    return { kind: 'page', status: 200, html, headers: { 'x-offline-assets': offlineAssets.join(' ') } };
  };
}

/** A redirect to the code's own address, the query kept (a delivery link's key, a language). */
function redirectTo(pathname: string, request: PageRequest): PageAnswer {
  const query = request.search.toString();
  return { kind: 'redirect', location: `${pathname}${query ? `?${query}` : ''}` };
}

async function notFoundPage(deps: CodePageDeps, request: PageRequest, t: Translate, typed: string) {
  // The page offers what the suggestions endpoint would, under the same per-IP limit, so that the
  // list of codes cannot be walked through pages either; past the limit it offers none.
  const { hits } = await deps.rateLimits.hit(suggestionsLimitKey(request.ip), SUGGESTIONS_RATE_LIMIT.windowMinutes * 60_000);
  const suggestions = hits <= SUGGESTIONS_RATE_LIMIT.max ? await listCodeSuggestions(deps.db, typed) : [];
  const shown = normaliseCode(typed) ?? typed.toUpperCase();
  const html = renderDocument({
    request,
    t,
    head: missingCodeHead(shown, t),
    main: notFoundMain(t, shown, suggestions),
    data: { page: 'not-found', strings: pageScriptStrings(t) },
  });
  return { kind: 'page' as const, status: 404, html };
}

/** The page of an address past the code lookup limit: when to try again, and nothing about the code. */
function tooManyLookupsPage(request: PageRequest, t: Translate, refusal: HttpError): PageAnswer {
  const minutes = Math.ceil(Number(refusal.headers['retry-after']) / 60);
  const html = renderDocument({
    request,
    t,
    head: { title: `${t('codePage:tooManyLookupsTitle')} | ${PRODUCT_NAME}`, noindex: true },
    main: tooManyLookupsMain(t, minutes),
    data: { page: 'not-found', strings: pageScriptStrings(t) },
  });
  return { kind: 'page', status: 429, html, headers: { 'retry-after': refusal.headers['retry-after']! } };
}
