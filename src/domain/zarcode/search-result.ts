import type { SearchResult, ZarcodeRecord } from './schemas';

/** A code as a search hit: a private code (no title) shows its code in place of its title. */
export function zarcodeSearchResult(record: ZarcodeRecord): SearchResult {
  const place = [record.suburb, record.city, record.province].filter(Boolean).join(', ');
  return {
    type: 'zarcode',
    id: record.id,
    title: record.title ?? record.zarcode,
    subtitle: `${record.zarcode} · ${place}`,
    description: record.description,
    zarcode: record.zarcode,
    latitude: Number(record.latitude),
    longitude: Number(record.longitude),
  };
}
