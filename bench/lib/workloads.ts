import { randomOf } from './load';

/**
 * Search and in-bounds latency: 20 requests a second from 2 connections, light enough that the
 * figures show what one request costs rather than a queue (a broad search takes far longer than
 * 1/20 s, so this is then a closed loop of 2).
 */
export const LATENCY_RATE = 20;
export const LATENCY_CONNECTIONS = 2;
/** The in-bounds boxes around a city centre, in degrees a side. */
export const CITY_BOX = 0.3;
export const SUBURB_BOX = 0.05;

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

/** A province's whole extent, as a map showing all of it asks: its centre, height and width in degrees. */
export interface ProvinceBox extends Box {
  height: number;
  width: number;
}

/** Province boxes for the in-bounds count: the one with the most codes and the widest of the seed's large ones. */
export const PROVINCE_BOXES: ProvinceBox[] = [
  { name: 'Gauteng', lat: -26.0, lng: 28.1, height: 1.85, width: 2.0 },
  { name: 'Western Cape', lat: -32.65, lng: 20.9, height: 4.4, width: 6.3 },
];

/**
 * The in-bounds request for a box of `height` by `width` degrees around a centre, moved by up to a
 * tenth of its size in each direction, as a map being panned asks.
 */
function boxPath(centre: Box, height: number, width: number): string {
  const lat = centre.lat + (Math.random() - 0.5) * height * 0.2;
  const lng = centre.lng + (Math.random() - 0.5) * width * 0.2;
  const q = new URLSearchParams({
    ne_lat: (lat + height / 2).toFixed(5),
    ne_lng: (lng + width / 2).toFixed(5),
    sw_lat: (lat - height / 2).toFixed(5),
    sw_lng: (lng - width / 2).toFixed(5),
  });
  return `/api/zarcodes/in-bounds?${q}`;
}

/** The in-bounds request for a square box of `size` degrees around one of the city centres. */
export function nextBoxPath(size: number): string {
  return boxPath(randomOf(CITY_CENTRES), size, size);
}

/** The in-bounds request for one of the province boxes. */
export function nextProvinceBoxPath(): string {
  const province = randomOf(PROVINCE_BOXES);
  return boxPath(province, province.height, province.width);
}

/** How many codes the in-bounds boxes of one kind hold (ten of them). */
export async function boxCounts(url: string, nextPath: () => string): Promise<number[]> {
  const counts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${url}${nextPath()}`);
    counts.push(((await response.json()) as { count: number }).count);
  }
  return counts;
}
