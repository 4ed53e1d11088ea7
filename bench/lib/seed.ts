import { readFileSync } from 'node:fs';
import { SUFFIX_ALPHABET, SUFFIX_LENGTH, standardPrefix } from '../../src/domain/zarcode/zarcode';
import type { PlacesFile } from '../../src/server/infra/geocoder/offline-geocoder';
import { PROVINCE_BY_CODE } from '../../src/server/infra/geocoder/types';

/**
 * Seeds codes with set-based SQL (INSERT ... SELECT generate_series), the same script on PostgreSQL
 * and on PGlite. Every "random" choice is a hash of the row number (hashint8), not random(), so both
 * databases get exactly the same rows, run after run.
 *
 * What the rows look like:
 * - points around the 1,012 places of the offline gazetteer, each place chosen with a weight of
 *   population^0.8 (3,000 people for places without a figure) and spread by a normal distribution of
 *   0.01 degree for a village up to about 0.06 degree for Johannesburg: about a tenth of all codes lie
 *   in the Cape Town metro, and a 0.3 degree box over its centre holds tens of thousands;
 * - suburb, city and province of that place, and the code's standard prefix from them (creator codes,
 *   2%, carry their creator's 3-letter prefix); suffixes from the house alphabet, unique per prefix
 *   (the row's number within its prefix through a bijection of 20 bits, so they look random);
 * - titles, street addresses and delivery notes made of real words, so full-text search has work;
 * - 75% public, 25% private; 5,000 users (60 of them creators), a few owning many codes;
 * - rows stored in the order of their creation time, as a real table fills, not grouped by place.
 */

export const SEED_CODES = 1_000_000;
export const SEED_USERS = 5_000;
const CREATORS = 60;
/** Marks the bench's users, so a half-done seed can be recognised and removed. */
export const BENCH_EMAIL_PATTERN = 'bench-user-%@example.co.za';
const SLOTS = 100_000;

/** What the seeding needs from a database: run a script, read rows. */
export interface SqlRunner {
  exec(script: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (words: readonly string[]) => `array[${words.map(literal).join(',')}]::text[]`;

interface SeedPlace {
  suburb: string;
  city: string;
  province: string;
  prefix: string;
  lat: number;
  lng: number;
  sigma: number;
  slotLo: number;
  slotHi: number;
}

function seedPlaces(): SeedPlace[] {
  const file = JSON.parse(
    readFileSync(new URL('../../src/server/infra/geocoder/gazetteer/za-places.json', import.meta.url), 'utf8'),
  ) as PlacesFile;
  const weighted = file.places.map((place) => {
    const province = PROVINCE_BY_CODE[place.p];
    const city = place.c ?? place.n;
    const prefix = standardPrefix(province, city);
    if (!prefix) throw new Error(`No prefix for ${city}, ${province}`);
    const population = place.pop ?? 3_000;
    return {
      suburb: place.n,
      city,
      province,
      prefix,
      lat: place.y,
      lng: place.x,
      sigma: 0.01 + 0.00002 * Math.sqrt(population),
      weight: population ** 0.8,
    };
  });
  const total = weighted.reduce((sum, place) => sum + place.weight, 0);
  let slot = 0;
  return weighted.map(({ weight, ...place }) => {
    const slots = Math.max(1, Math.round((weight / total) * SLOTS));
    const seeded = { ...place, slotLo: slot, slotHi: slot + slots };
    slot += slots;
    return seeded;
  });
}

const FIRST_NAMES = [
  'Thandi', 'Sipho', 'Naledi', 'Pieter', 'Fatima', 'Lerato', 'Bongani', 'Anele', 'Johan', 'Zanele',
  'Kagiso', 'Ayesha', 'Themba', 'Nomsa', 'Riaan', 'Precious', 'Mandla', 'Lindiwe', 'Sibusiso', 'Karabo',
  'Annelie', 'Mpho', 'Rashid', 'Busisiwe', 'Tshepo', 'Nandi', 'Kobus', 'Palesa', 'Vusi', 'Refilwe',
  'Gugu', 'Hendrik', 'Ntombi', 'Sizwe', 'Zodwa', 'Lungile', 'Marius', 'Dineo', 'Yusuf', 'Thabo',
];
const LAST_NAMES = [
  'Nkosi', 'Dlamini', 'van der Merwe', 'Mokoena', 'Naidoo', 'Botha', 'Khumalo', 'Pillay', 'Mahlangu',
  'Venter', 'Ndlovu', 'Adams', 'Molefe', 'Pretorius', 'Zulu', 'Govender', 'Mthembu', 'Jacobs', 'Sithole',
  'du Plessis', 'Radebe', 'Hendricks', 'Mabena', 'Coetzee', 'Ngcobo', 'Petersen', 'Maseko', 'Fourie',
];
const KINDS = [
  'Spaza Shop', 'Clinic', 'Tavern', 'Hair Salon', 'Church', 'Farm Gate', 'Warehouse', 'Primary School',
  'Tuck Shop', 'Car Wash', 'Depot', 'Pharmacy', 'Butchery', 'Bakery', 'Panel Beaters', 'Guest House',
  'Creche', 'Taxi Rank', 'Workshop', 'Loading Bay', 'Community Hall', 'Supermarket', 'Fruit Stall',
  'Hardware', 'Tyre Fitment', 'Shisa Nyama', 'Laundromat', 'Internet Cafe', 'Driving School', 'Dentist',
  'Vet', 'Fuel Station', 'Brickyard', 'Nursery', 'Sports Club', 'Mosque', 'Library', 'Police Station',
  'Post Office', 'Cell Repairs',
];
const ADJECTIVES = [
  'Main', 'Back', 'Side', 'North', 'South', 'East', 'West', 'Upper', 'Lower', 'Old', 'New', 'Big',
  'Corner', 'Green', 'Blue',
];
const STREETS = [
  'Main', 'Church', 'Voortrekker', 'Nelson Mandela', 'Jan Smuts', 'Oxford', 'Long', 'Bree', 'Loop',
  'Victoria', 'Market', 'Station', 'Beach', 'Kerk', 'Hospital', 'School', 'Park', 'Mountain', 'River',
  'Louis Botha', 'Commissioner', 'Pritchard', 'Rivonia', 'William Nicol', 'Beyers Naude', 'Albertina Sisulu',
  'Steve Biko', 'Chris Hani', 'Walter Sisulu', 'Oliver Tambo', 'Govan Mbeki', 'Robert Sobukwe', 'Vilakazi',
  'Koeberg', 'Klipfontein', 'Lansdowne', 'Jakes Gerwel', 'Mew', 'Spine', 'Baden Powell', 'Umgeni',
  'Florida', 'Musgrave', 'Smith', 'Anton Lembede', 'Dr Pixley Kaseme', 'Moshoeshoe', 'Nelson', 'Ridge',
  'Acacia', 'Protea', 'Jacaranda', 'Bluegum', 'Marula', 'Msinsi', 'Impala', 'Kudu', 'Eland', 'Springbok',
];
const STREET_TYPES = ['Street', 'Road', 'Avenue', 'Drive', 'Lane', 'Crescent', 'Close', 'Way'];
const UNIT_KINDS = ['Unit', 'Block', 'Shop', 'Flat', 'Erf', 'Stand'];
const NOTES = [
  'Deliveries through the side gate.',
  'Ring the bell at the blue door.',
  'Open Monday to Saturday, closed on public holidays.',
  'Park on the street, the driveway is narrow.',
  'Entrance behind the taxi rank.',
  'Ask the security guard for directions to the office.',
  'Second house after the church, green roof.',
  'Loading bay at the back, trucks up to 8 tons.',
  'Gate code from the owner; call on arrival.',
  'Next to the school, opposite the clinic.',
  'Follow the gravel road for two kilometres after the bridge.',
  'Yellow container at the corner of the market.',
  'Collection point for parcels and spares.',
  'Emergency access through the north gate.',
  'Farm stall at the turn-off, then the second gate.',
  'Upstairs above the pharmacy.',
];

/** A uniform number in [0, 1) from the row number `g` (a bigint column) and a stream `k`. */
const u = (k: number, g = 'g') => `((hashint8(${g} * 32 + ${k}) & 2147483647)::float8 / 2147483648.0)`;
const pick = (words: readonly string[], k: number, g = 'g') =>
  `(${textArray(words)})[1 + floor(${u(k, g)} * ${words.length})::int]`;

/** The four suffix characters of the number `p` (0 to 2^20 - 1), 5 bits each. */
function suffixOf(p: string): string {
  const chars: string[] = [];
  for (let i = SUFFIX_LENGTH - 1; i >= 0; i--) {
    chars.push(`substr(${literal(SUFFIX_ALPHABET)}, ((${p} >> ${i * 5}) & 31)::int + 1, 1)`);
  }
  return chars.join(' || ');
}

/** The script that seeds `codes` codes (the data part; indexes are handled by seedZarcodes). */
export function seedScript(codes = SEED_CODES): string {
  const places = seedPlaces();
  const totalSlots = places.at(-1)!.slotHi;
  const placeRows = places
    .map(
      (p, i) =>
        `(${i}, ${literal(p.suburb)}, ${literal(p.city)}, ${literal(p.province)}, ${literal(p.prefix)}, ${p.lat}, ${p.lng}, ${p.sigma.toFixed(5)}, ${p.slotLo}, ${p.slotHi})`,
    )
    .join(',\n');
  if (SUFFIX_ALPHABET.length !== 32 || SUFFIX_LENGTH !== 4) throw new Error('The seed assumes 4 suffix characters of 5 bits');
  const userNumberOffset = 1_000_000_000; // users hash from other streams than codes
  return `
create temp table bench_places (
  idx int primary key, suburb text, city text, province text, prefix text,
  lat float8, lng float8, sigma float8, slot_lo int, slot_hi int
) on commit drop;
insert into bench_places values
${placeRows};
create temp table bench_slots (slot int primary key, place_idx int not null) on commit drop;
insert into bench_slots select s, idx from bench_places, generate_series(slot_lo, slot_hi - 1) s;

insert into users (email, first_name, last_name, password_hash, role, created_at, updated_at)
select 'bench-user-' || n || '@example.co.za', ${pick(FIRST_NAMES, 0, `(n::bigint + ${userNumberOffset})`)},
  ${pick(LAST_NAMES, 1, `(n::bigint + ${userNumberOffset})`)}, '$bench$no-login', 'user',
  now() - interval '800 days', now() - interval '800 days'
from generate_series(1, ${SEED_USERS}) n;

create temp table bench_users on commit drop as
select substring(email from 'bench-user-([0-9]+)@')::int as n, id, first_name, last_name
from users where email like ${literal(BENCH_EMAIL_PATTERN)};
create unique index on bench_users (n);

insert into creator_profiles (user_id, display_name, slug, unique_prefix)
select id, first_name || ' ' || last_name || ' Deliveries', 'bench-creator-' || n,
  'X' || chr(65 + (n - 1) / 26) || chr(65 + (n - 1) % 26)
from bench_users where n <= ${CREATORS};

create temp table bench_rows on commit drop as
with picked as (
  select g, floor(${u(0)} * ${totalSlots})::int as slot, ${u(1)} < 0.02 as is_creator_code
  from generate_series(1, ${codes}::bigint) g
),
placed as (
  select picked.*, p.suburb, p.city, p.province, p.prefix as place_prefix, p.lat, p.lng, p.sigma,
    case when is_creator_code then 1 + floor(${u(2)} * ${CREATORS})::int
      else ${CREATORS + 1} + floor(power(${u(2)}, 2) * ${SEED_USERS - CREATORS})::int end as user_no,
    sqrt(-2 * ln(${u(3)} + 1e-12)) as radius, 2 * pi() * ${u(4)} as angle
  from picked join bench_slots s on s.slot = picked.slot join bench_places p on p.idx = s.place_idx
)
select g, user_no, is_creator_code, suburb, city, province,
  case when is_creator_code then 'X' || chr(65 + (user_no - 1) / 26) || chr(65 + (user_no - 1) % 26)
    else place_prefix end as prefix,
  round((lat + sigma * radius * cos(angle))::numeric, 6) as latitude,
  round((lng + sigma * radius * sin(angle) / cos(radians(lat)))::numeric, 6) as longitude,
  case when ${u(5)} < 0.75 then 'public' else 'private' end as privacy,
  case floor(${u(6)} * 5)::int
    when 0 then ${pick(FIRST_NAMES, 7)} || '''s ' || ${pick(KINDS, 8)}
    when 1 then suburb || ' ' || ${pick(KINDS, 8)}
    when 2 then ${pick(KINDS, 8)} || ' ' || (1 + floor(${u(9)} * 40))::int
    when 3 then ${pick(ADJECTIVES, 10)} || ' ' || ${pick(KINDS, 8)}
    else ${pick(LAST_NAMES, 11)} || ' ' || ${pick(KINDS, 8)} end as title,
  case when ${u(12)} < 0.45 then null else ${pick(NOTES, 13)} end as description,
  case when ${u(14)} < 0.88
    then (1 + floor(${u(15)} * 480))::int || ' ' || ${pick(STREETS, 16)} || ' ' || ${pick(STREET_TYPES, 17)} end
    as address_line1,
  case when ${u(18)} < 0.22 then ${pick(UNIT_KINDS, 19)} || ' ' || (1 + floor(${u(20)} * 60))::int end
    as address_line2,
  floor(power(${u(21)}, 4) * 2000)::int as views,
  now() - ${u(22)} * interval '730 days' as created_at
from placed;

insert into zarcodes (code, user_id, title, description, privacy, latitude, longitude, address_line1,
  address_line2, suburb, city, province, is_creator_code, views, created_at, updated_at)
select prefix || '-' || ${suffixOf('p')}, bu.id, title, description, privacy, latitude, longitude,
  address_line1, address_line2, suburb, city, province, is_creator_code, views, created_at, created_at
from (
  select r.*, (
    (row_number() over (partition by prefix order by g) - 1) * 797161
    + (hashint4(ascii(substr(prefix, 1, 1)) * 65536 + ascii(substr(prefix, 2, 1)) * 256 + ascii(substr(prefix, 3, 1))) & 1048575)
  ) & 1048575 as p
  from bench_rows r
) numbered
join bench_users bu on bu.n = numbered.user_no
-- In the order codes are made, as a real table fills: a city's codes are spread over the whole heap.
order by created_at;
`;
}

/**
 * Seeds `codes` codes into a migrated, code-free database, in one transaction. The secondary indexes
 * of zarcodes (as the migrations made them) are dropped first and built again from their own
 * definitions after the insert: building a GIN or GiST index once is many times faster than
 * updating it a million times.
 */
export async function seedZarcodes(db: SqlRunner, codes = SEED_CODES): Promise<void> {
  const indexes = await db.rows<{ indexname: string; indexdef: string }>(`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'zarcodes'
      and indexname not in (select conname from pg_constraint)`);
  await db.exec('begin');
  try {
    await db.exec(`set local work_mem = '128MB'`);
    for (const index of indexes) await db.exec(`drop index ${index.indexname}`);
    await db.exec(seedScript(codes));
    for (const index of indexes) await db.exec(index.indexdef);
    await db.exec('commit');
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
  // Outside the transaction: statistics for the planner, and a visibility map for index-only scans.
  await db.exec('vacuum analyze');
}

/** How many codes there are, and how many of them belong to other users than the bench's. */
export async function countCodes(db: SqlRunner): Promise<{ total: number; foreign: number }> {
  const [row] = await db.rows<{ total: string | number; other: string | number }>(`
    select count(*) as total,
      count(*) filter (where user_id not in (select id from users where email like ${literal(BENCH_EMAIL_PATTERN)})) as other
    from zarcodes`);
  return { total: Number(row?.total ?? 0), foreign: Number(row?.other ?? 0) };
}

/** Removes what a run stopped half-way could have left (the seed is one transaction, but be sure). */
export async function removeBenchRows(db: SqlRunner): Promise<void> {
  await db.exec(`delete from users where email like ${literal(BENCH_EMAIL_PATTERN)}`);
}

/** `count` codes spread over the whole table (a block-independent sample), in random order. */
export async function sampleCodes(db: SqlRunner, count: number): Promise<string[]> {
  const [size] = await db.rows<{ n: string | number }>('select count(*) as n from zarcodes');
  const percent = Math.min(100, ((count * 1.3) / Math.max(1, Number(size?.n ?? 1))) * 100);
  const rows = await db.rows<{ code: string }>(
    `select code from zarcodes tablesample bernoulli (${percent.toFixed(4)}) limit ${count}`,
  );
  const codes = rows.map((row) => row.code);
  for (let i = codes.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [codes[i], codes[j]] = [codes[j]!, codes[i]!];
  }
  return codes;
}

/** A short fingerprint of the seeded rows, to show that PostgreSQL and PGlite hold the same ones. */
export async function fingerprint(db: SqlRunner): Promise<string> {
  const [row] = await db.rows<{ f: string }>(`
    select md5(string_agg(code || title || latitude || longitude, ',' order by code)) as f
    from (select code, title, latitude, longitude from zarcodes order by code limit 5000) first_codes`);
  return row?.f ?? '';
}

/** The hot code: the public code viewed most, as a code shared widely would be. */
export async function hotCode(db: SqlRunner): Promise<string> {
  const [row] = await db.rows<{ code: string }>(
    `select code from zarcodes where privacy = 'public' order by views desc, code limit 1`,
  );
  if (!row) throw new Error('no public code to look up');
  return row.code;
}
