import { randomOf } from './load';

/** What people type into the search boxes, by kind; one kind, then one query, is drawn per request. */
export interface SearchMix {
  place: string[];
  title: string[];
  code: string[];
}

/** Places, title words and streets of the seeded data, as typed (with unfinished words). */
export function searchMix(sampledCodes: readonly string[]): SearchMix {
  const codes = sampledCodes.slice(0, 50);
  return {
    place: [
      'Khayelitsha', 'Soweto', 'Durban', 'Sandton', 'Stellenbosch', 'Polokwane', 'Cape Town', 'Umlazi',
      'Mitchells Plain', 'Bloemfontein', 'Gqeberha', 'Tembisa', 'Khaye', 'sowet', 'Paarl', 'Mthatha',
    ],
    title: [
      'spaza', 'clinic', 'Thandi bakery', 'panel beaters', 'shisa nyama', 'tavern', 'hair salon',
      'loading bay', 'Voortrekker', 'Jan Smuts Avenue', 'Dlamini', 'church', 'car wash', 'Nkosi butchery',
    ],
    code: [
      // Whole codes as stored, typed in lower case without the hyphen, and unfinished ones.
      ...codes.slice(0, 20),
      ...codes.slice(20, 30).map((code) => code.replace('-', '').toLowerCase()),
      ...codes.slice(30, 40).map((code) => code.slice(0, 6)),
      ...codes.slice(40, 50).map((code) => code.slice(0, 3)),
    ],
  };
}

export function nextSearchPath(mix: SearchMix): string {
  const kind = randomOf([mix.place, mix.title, mix.code]);
  return `/api/search/combined?q=${encodeURIComponent(randomOf(kind))}`;
}

export interface Box {
  name: string;
  lat: number;
  lng: number;
}

/** City centres for the in-bounds count: the two densest metros of the seed. */
export const CITY_CENTRES: Box[] = [
  { name: 'central Cape Town', lat: -33.9249, lng: 18.4241 },
  { name: 'central Johannesburg', lat: -26.2041, lng: 28.0473 },
];

/**
 * The in-bounds request for a box of `size` degrees around one of the city centres, moved by up to
 * a tenth of its size in each direction, as a map being panned asks.
 */
export function nextBoxPath(size: number): string {
  const centre = randomOf(CITY_CENTRES);
  const lat = centre.lat + (Math.random() - 0.5) * size * 0.2;
  const lng = centre.lng + (Math.random() - 0.5) * size * 0.2;
  const half = size / 2;
  const q = new URLSearchParams({
    ne_lat: (lat + half).toFixed(5),
    ne_lng: (lng + half).toFixed(5),
    sw_lat: (lat - half).toFixed(5),
    sw_lng: (lng - half).toFixed(5),
  });
  return `/api/zarcodes/in-bounds?${q}`;
}
