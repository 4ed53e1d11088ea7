import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../brand';
import { placeLine, pointOf, type AnyPoint } from './code-place';
import type { ZarcodeRecord } from './schemas';

/**
 * The links a code is shared and navigated with. Pure: the page passes its origin
 * (window.location.origin), tests pass any.
 */

/** Size of the embed's iframe: 600 x 600 px. */
export const EMBED_SIZE_PX = 600;

type SharedCode = Pick<ZarcodeRecord, 'zarcode' | 'title' | 'privacy' | 'latitude' | 'longitude' | 'suburb' | 'city' | 'province'>;

/** The first segment of a code page's path: /zarcodes/1CT-7K2M. */
export const CODE_PAGES_SEGMENT = PRODUCT_NAME_PLURAL.toLowerCase();

/** A code's page: /zarcodes/1CT-7K2M. */
export function codePagePath(code: string): string {
  return `/${CODE_PAGES_SEGMENT}/${encodeURIComponent(code)}`;
}

/** The code's page, the link people share: https://zarcode.co.za/zarcodes/1CT-7K2M. */
export function codePageUrl(origin: string, code: string): string {
  return `${origin}${codePagePath(code)}`;
}

/** The embeddable page of a code, made to sit in an iframe on any site. */
export function embedPath(code: string): string {
  return `/embed/${encodeURIComponent(code)}`;
}

/** Google Maps turn-by-turn directions to the point, from wherever the phone is. */
export function googleMapsDirectionsUrl(code: AnyPoint): string {
  const point = pointOf(code);
  return `https://www.google.com/maps/dir/?api=1&destination=${point.latitudeText},${point.longitudeText}`;
}

/**
 * The device's own maps app (Android's geo: URI, with a pin labelled by the code). Opens without a
 * connection, where the map app has the area offline.
 */
export function geoUri(code: Pick<ZarcodeRecord, 'zarcode' | 'latitude' | 'longitude'>): string {
  const point = pointOf(code);
  const at = `${point.latitudeText},${point.longitudeText}`;
  return `geo:${at}?q=${at}(${encodeURIComponent(`${PRODUCT_NAME} ${code.zarcode}`)})`;
}

/** Waze, navigating at once. */
export function wazeUrl(code: AnyPoint): string {
  const point = pointOf(code);
  return `https://waze.com/ul?ll=${point.latitudeText},${point.longitudeText}&navigate=yes`;
}

/**
 * The words that go with a shared link. A private code's title stays out, even when its owner
 * shares it: whoever receives the link could not see it on the page either.
 */
export function shareText(code: SharedCode): string {
  const place = placeLine(code);
  const heading = `${PRODUCT_NAME} ${code.zarcode}${place ? ` · ${place}` : ''}`;
  const title = code.privacy === 'public' && code.title ? code.title : null;
  return title ? `${title}\n${heading}` : heading;
}

/** WhatsApp's share link (wa.me) with the text and the page's link. */
export function whatsAppUrl(origin: string, code: SharedCode): string {
  return whatsAppTextUrl(`${shareText(code)}\n${codePageUrl(origin, code.zarcode)}`);
}

/** WhatsApp's share link (wa.me) with a text of one's own: the person is chosen in WhatsApp. */
export function whatsAppTextUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** A text message with the body filled in (the `?&body=` form opens on both Android and iOS). */
export function smsUrl(text: string): string {
  return `sms:?&body=${encodeURIComponent(text)}`;
}

/** The HTML another site pastes to show the code: a 600x600 iframe of the embed page. */
export function embedSnippet(origin: string, code: string): string {
  return (
    `<iframe src="${origin}${embedPath(code)}" width="${EMBED_SIZE_PX}" height="${EMBED_SIZE_PX}"` +
    ` style="border:0" loading="lazy" title="${PRODUCT_NAME} ${code}"></iframe>`
  );
}

/** The name a downloaded QR image is saved under: ZARcode-1CT-7K2M.png. */
export function qrFileName(code: string): string {
  return `${PRODUCT_NAME}-${code}.png`;
}
