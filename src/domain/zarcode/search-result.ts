import type { CodeSuggestion, SearchResult, ZarcodeRecord } from './schemas';

type Place = { suburb: string | null; city: string; province: string };

/** A code's subtitle in a list of hits: '1CT-7K2M · Sea Point, Cape Town, Western Cape'. */
function codeSubtitle(code: string, place: Place): string {
  return `${code} · ${[place.suburb, place.city, place.province].filter(Boolean).join(', ')}`;
}

/** A code as a search hit: a private code (no title) shows its code in place of its title. */
export function zarcodeSearchResult(record: ZarcodeRecord): SearchResult {
  return {
    type: 'zarcode',
    id: record.id,
    title: record.title ?? record.zarcode,
    subtitle: codeSubtitle(record.zarcode, record),
    description: record.description,
    zarcode: record.zarcode,
    latitude: Number(record.latitude),
    longitude: Number(record.longitude),
  };
}

/** A "Did you mean" code (always public) as a search hit, so a search box lists it like the others. */
export function suggestionSearchResult(suggestion: CodeSuggestion): SearchResult {
  return {
    type: 'zarcode',
    id: suggestion.id,
    title: suggestion.title,
    subtitle: codeSubtitle(suggestion.zarcode, suggestion),
    description: null,
    zarcode: suggestion.zarcode,
  };
}
