import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { PROJECT_ROOT } from '../../project-root';
import { GAZETTEER_ATTRIBUTIONS } from './attributions';
import { laterWordKeys, normaliseName } from './normalise';
import { type ProvinceLocation, ProvinceLocator, type ProvincesFile } from './province-locator';
import {
  assertCoordinates,
  clampLimit,
  COUNTRY_NAME,
  type Geocoder,
  type Place,
  PROVINCE_BY_CODE,
  type ProvinceCode,
  type ProvinceName,
  placeSubtitle,
  type ReverseResult,
  type SearchOptions,
} from './types';

/** One place as stored in `gazetteer/za-places.json` (short keys keep the file small). */
export interface StoredPlace {
  /** Name. */
  n: string;
  /** Latitude. */
  y: number;
  /** Longitude. */
  x: number;
  /** Province code, from the polygons. */
  p: ProvinceCode;
  /** City, when it is not the place itself (the metro's main city). */
  c?: string;
  /** Population, when a source has it. */
  pop?: number;
  /** Former and official names and spellings, searched like the name (Port Elizabeth, Nelspruit). */
  a?: string[];
  /** Names in other languages and nicknames, searched after all names (Kaapstad, Mother City). */
  o?: string[];
}

/** The shape of `gazetteer/za-places.json`, written by `scripts/gazetteer/build.ts`. */
export interface PlacesFile {
  sources: string[];
  built: string;
  places: StoredPlace[];
}

interface IndexedPlace {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  provinceCode: ProvinceCode;
  province: ProvinceName;
  city: string;
  population: number | undefined;
}

/** Where a search key comes from. */
const KIND_NAME = 0;
const KIND_ALIAS = 1;
const KIND_OTHER = 2;
const KIND_WORD = 3;
const KIND_OTHER_WORD = 4;
type KeyKind = typeof KIND_NAME | typeof KIND_ALIAS | typeof KIND_OTHER | typeof KIND_WORD | typeof KIND_OTHER_WORD;

/**
 * The rank of a match, best first: 0 the exact name; 1 exactly another name; 2 the name or an alias
 * starts with the query; 3 a name in another language starts with it; 4 a later word of the name or
 * an alias does; 5 a later word of another name does.
 */
function rankOf(kind: KeyKind, exact: boolean): number {
  switch (kind) {
    case KIND_NAME:
      return exact ? 0 : 2;
    case KIND_ALIAS:
      return exact ? 1 : 2;
    case KIND_OTHER:
      return exact ? 1 : 3;
    case KIND_WORD:
      return 4;
    case KIND_OTHER_WORD:
      return 5;
  }
}

interface SearchKey {
  key: string;
  place: number;
  kind: KeyKind;
  /** The other name this key comes from, shown beside the result. */
  alias?: string;
}

const DEFAULT_DATA_DIR = pathToFileURL(path.join(PROJECT_ROOT, 'src/server/infra/geocoder/gazetteer/'));

/**
 * The offline South African gazetteer: about a thousand towns, suburbs and townships with their
 * province (from Natural Earth polygons), searchable by prefix and reverse-geocodable by nearest
 * point. Synchronous and in memory: loading takes about 10 ms, each call microseconds.
 */
export class Gazetteer {
  private readonly places: IndexedPlace[];
  private readonly byId = new Map<string, number>();
  private readonly index: KDBush;
  private readonly keys: SearchKey[];
  private readonly locator: ProvinceLocator;

  constructor(placesFile: PlacesFile, provincesFile: ProvincesFile) {
    this.locator = new ProvinceLocator(provincesFile);
    const ids = placeIds(placesFile.places);
    this.places = placesFile.places.map((p, i) => {
      const province = PROVINCE_BY_CODE[p.p];
      if (!province) throw new Error(`za-places.json: ${p.n} has unknown province ${p.p}`);
      return {
        id: ids[i]!,
        name: p.n,
        latitude: p.y,
        longitude: p.x,
        provinceCode: p.p,
        province,
        city: p.c ?? p.n,
        population: p.pop,
      };
    });
    this.index = new KDBush(this.places.length);
    this.places.forEach((place, i) => {
      this.index.add(place.longitude, place.latitude);
      this.byId.set(place.id, i);
    });
    this.index.finish();
    this.keys = buildSearchKeys(placesFile.places);
  }

  /** Reads the committed data files (by default those in gazetteer/ beside this module). */
  static fromFiles(dataDir: URL | string = DEFAULT_DATA_DIR): Gazetteer {
    const dir = typeof dataDir === 'string' ? pathToFileURL(dataDir.replace(/\/?$/, '/')) : dataDir;
    const read = <T>(name: string) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as T;
    return new Gazetteer(read<PlacesFile>('za-places.json'), read<ProvincesFile>('za-provinces.json'));
  }

  get size(): number {
    return this.places.length;
  }

  /** The province (or neighbouring country) of a point, without the nearest place. */
  locate(latitude: number, longitude: number): ProvinceLocation {
    assertCoordinates(latitude, longitude);
    return this.locator.locate(latitude, longitude);
  }

  /**
   * Suburb, city and province of a point. The province comes from the polygons; the suburb is the
   * nearest place in that province (so a border farm never gets a town from across the line).
   * Null outside South Africa.
   */
  reverse(latitude: number, longitude: number): ReverseResult | null {
    const location = this.locate(latitude, longitude);
    if (location.kind !== 'province') return null;
    const inProvince = around(this.index, longitude, latitude, 1, Infinity, (i) => this.places[i]?.provinceCode === location.code);
    const nearest = inProvince[0] ?? around(this.index, longitude, latitude, 1)[0];
    const place = nearest === undefined ? undefined : this.places[nearest];
    if (!place) return null;
    return {
      suburb: place.name,
      city: place.city,
      province: location.name,
      country: COUNTRY_NAME,
      distanceKm: Math.round(distance(longitude, latitude, place.longitude, place.latitude) * 1000) / 1000,
      placeId: place.id,
    };
  }

  /**
   * Places whose name or other name starts with the query (accents, case, spaces and punctuation
   * ignored), then places with a later word starting with it, ranked as `rankOf` says; within a
   * rank, by population (places without one last), then by name.
   */
  search(query: string, options: SearchOptions = {}): Place[] {
    const q = normaliseName(query);
    if (!q) return [];
    const limit = clampLimit(options.limit);
    const best = new Map<number, { rank: number; alias?: string }>();
    for (let i = lowerBound(this.keys, q); i < this.keys.length; i++) {
      const entry = this.keys[i]!;
      if (!entry.key.startsWith(q)) break;
      const place = this.places[entry.place]!;
      if (options.province && place.province !== options.province) continue;
      const rank = rankOf(entry.kind, entry.key === q);
      const seen = best.get(entry.place);
      // At equal rank the place's own name wins, so no other name is shown beside it.
      if (!seen || rank < seen.rank || (rank === seen.rank && seen.alias && !entry.alias)) {
        best.set(entry.place, { rank, alias: entry.alias });
      }
    }
    return [...best.entries()]
      .sort(([a, ma], [b, mb]) => {
        const pa = this.places[a]!;
        const pb = this.places[b]!;
        return ma.rank - mb.rank || (pb.population ?? -1) - (pa.population ?? -1) || pa.name.localeCompare(pb.name);
      })
      .slice(0, limit)
      .map(([i, match]) => this.toPlace(this.places[i]!, match.alias));
  }

  findPlace(id: string): Place | null {
    const i = this.byId.get(id);
    return i === undefined ? null : this.toPlace(this.places[i]!);
  }

  private toPlace(place: IndexedPlace, matchedAlias?: string): Place {
    const subtitle = placeSubtitle(place.name, place.city, place.province);
    return {
      id: place.id,
      name: place.name,
      subtitle: matchedAlias ? `${subtitle} (${matchedAlias})` : subtitle,
      latitude: place.latitude,
      longitude: place.longitude,
      suburb: place.name,
      city: place.city,
      province: place.province,
      ...(place.population ? { population: place.population } : {}),
    };
  }
}

/**
 * Ids such as `umlazi-kzn`: the name's slug and the province code, numbered from 2 when a province
 * has two places of one name. Derived from the file's order (by province, then name), so they stay
 * the same while the data does.
 */
export function placeIds(places: readonly Pick<StoredPlace, 'n' | 'p'>[]): string[] {
  const taken = new Set<string>();
  return places.map((p) => {
    const slug = p.n
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/['\u2019]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const base = `${slug}-${p.p.toLowerCase()}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

function buildSearchKeys(places: StoredPlace[]): SearchKey[] {
  const keys: SearchKey[] = [];
  places.forEach((p, place) => {
    const seen = new Set<string>();
    const add = (key: string, kind: KeyKind, alias?: string) => {
      if (!key || seen.has(key)) return;
      seen.add(key);
      keys.push({ key, place, kind, alias });
    };
    add(normaliseName(p.n), KIND_NAME);
    for (const alias of p.a ?? []) add(normaliseName(alias), KIND_ALIAS, alias);
    for (const other of p.o ?? []) add(normaliseName(other), KIND_OTHER, other);
    for (const key of laterWordKeys(p.n)) add(key, KIND_WORD);
    for (const alias of p.a ?? []) for (const key of laterWordKeys(alias)) add(key, KIND_WORD, alias);
    for (const other of p.o ?? []) for (const key of laterWordKeys(other)) add(key, KIND_OTHER_WORD, other);
  });
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.kind - b.kind));
}

function lowerBound(keys: SearchKey[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]!.key < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

let shared: Gazetteer | undefined;

/** The gazetteer of the committed data files, loaded once per process on first use. */
export function loadGazetteer(): Gazetteer {
  shared ??= Gazetteer.fromFiles();
  return shared;
}

/** The offline geocoder: the gazetteer behind the async `Geocoder` interface. No network. */
export function createOfflineGeocoder(gazetteer: Gazetteer = loadGazetteer()): Geocoder {
  return {
    kind: 'offline',
    attributions: GAZETTEER_ATTRIBUTIONS,
    reverse: async (latitude, longitude) => gazetteer.reverse(latitude, longitude),
    search: async (query, options) => gazetteer.search(query, options),
    findPlace: async (id) => gazetteer.findPlace(id),
  };
}
