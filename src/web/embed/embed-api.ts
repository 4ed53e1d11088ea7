import type { ZarcodeRecord } from '../../domain/zarcode/schemas';

/**
 * The embed page's two reads, GET /api/zarcodes/{code} and GET /api/settings/public, with a bare
 * fetch. An exception to "only through src/web/api": that client brings the session, token refresh
 * and zod, which an iframe on someone else's site has no use for. The embed never sends a token, so
 * it shows what any visitor may see (no title of a private code).
 */

export type EmbedCode = Pick<
  ZarcodeRecord,
  'zarcode' | 'title' | 'privacy' | 'latitude' | 'longitude' | 'suburb' | 'city' | 'province' | 'country'
>;

export type EmbedLoad = { kind: 'found'; code: EmbedCode } | { kind: 'not-found' } | { kind: 'failed' };

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown): value is string | null => value === null || isText(value);
const COORDINATE = /^-?\d{1,3}(?:\.\d+)?$/;

/** The fields the embed shows, checked by hand (a schema library would outweigh the page). */
export function readEmbedCode(body: unknown): EmbedCode | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const ok =
    isText(b.zarcode) &&
    isOptionalText(b.title) &&
    (b.privacy === 'public' || b.privacy === 'private') &&
    isText(b.latitude) &&
    COORDINATE.test(b.latitude) &&
    isText(b.longitude) &&
    COORDINATE.test(b.longitude) &&
    isOptionalText(b.suburb) &&
    isText(b.city) &&
    isText(b.province) &&
    isText(b.country);
  if (!ok) return null;
  return {
    zarcode: b.zarcode as string,
    title: b.title as string | null,
    privacy: b.privacy as EmbedCode['privacy'],
    latitude: b.latitude as string,
    longitude: b.longitude as string,
    suburb: b.suburb as string | null,
    city: b.city as string,
    province: b.province as EmbedCode['province'],
    country: b.country as string,
  };
}

const getJson = async (path: string, signal?: AbortSignal) => {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'omit', signal });
  return { status: response.status, body: response.ok ? ((await response.json()) as unknown) : null };
};

export async function loadEmbedCode(code: string, signal?: AbortSignal): Promise<EmbedLoad> {
  try {
    const { status, body } = await getJson(`/api/zarcodes/${encodeURIComponent(code)}`, signal);
    if (status === 404) return { kind: 'not-found' };
    const found = readEmbedCode(body);
    return found ? { kind: 'found', code: found } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The configured tile template; OpenStreetMap's when the settings cannot be read. */
export async function loadTileUrl(signal?: AbortSignal): Promise<string> {
  try {
    const { body } = await getJson('/api/settings/public', signal);
    const tileUrl = (body as { tileUrl?: unknown } | null)?.tileUrl;
    if (isText(tileUrl) && tileUrl) return tileUrl;
  } catch {
    // fall through to the default
  }
  return 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
}
