import { createHash } from 'node:crypto';
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
 *   (the row's number within its prefix through a bijection of 20 bits, so they look random); past
 *   its 1,048,576th code a prefix's codes take an overflow prefix (seedStatements);
 * - titles, street addresses and delivery notes made of real words, so full-text search has work;
 * - 75% public, 25% private; 5,000 users (60 of them creators), a few owning many codes;
 * - all-time views floor(u^4 * 2000) (15% of codes never viewed, half of all under 125): a row of
 *   the count table for each code viewed, and the code's search rank from the same number;
 * - rows stored in the order of their creation time, as a real table fills, not grouped by place
 *   (within each million, when the seed is larger: it inserts a million codes a statement).
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

/** A prefix holds 32^4 suffixes: the seed numbers a prefix's codes from 0 and turns each number into one. */
const SUFFIXES_PER_PREFIX = 2 ** (5 * SUFFIX_LENGTH);
/**
 * Codes inserted by one statement. A statement's temporary rows, sorts and queue of foreign-key
 * checks grow with it, so a large seed goes in steps of this many (a million codes or fewer: one step).
 */
export const SEED_STEP = 1_000_000;

/**
 * Where a prefix's codes go once its 1,048,576 suffixes are used: a 3-letter prefix of `Y` and the
 * prefix's letters (`7JN` to `YJN`), which neither a standard prefix (a digit first) nor the seed's
 * creators (`X..`) have. Past about 8 million codes Johannesburg's prefix would hold more codes than
 * it has suffixes, and Cape Town's past about 9.8 million.
 */
const overflowPrefix = (prefix: string) => `'Y' || substr(${prefix}, 2)`;

/** The share of all codes that the busiest prefix gets. */
function largestPrefixShare(places: SeedPlace[]): number {
  const slots = new Map<string, number>();
  for (const place of places) slots.set(place.prefix, (slots.get(place.prefix) ?? 0) + place.slotHi - place.slotLo);
  return Math.max(...slots.values()) / places.at(-1)!.slotHi;
}

/**
 * The statements that seed `codes` codes (the data part; indexes and grid counts are handled by
 * seedZarcodes): `setup` makes the places, users and creators, then each of `steps` inserts the codes
 * numbered `from` to `to`. A step numbers each prefix's codes on from where the steps before it
 * stopped, so the rows are the same whatever the step size.
 */
export function seedStatements(codes = SEED_CODES): { setup: string; steps: { from: number; to: number; script: string }[] } {
  const places = seedPlaces();
  const totalSlots = places.at(-1)!.slotHi;
  // A prefix's codes fill it and then its overflow prefix (with some room for chance).
  const mostCodes = Math.floor((2 * SUFFIXES_PER_PREFIX * 0.95) / largestPrefixShare(places));
  if (codes > mostCodes) {
    throw new Error(`The seed makes at most ${mostCodes.toLocaleString('en-US')} codes: its busiest prefix would run out of suffixes`);
  }
  const placeRows = places
    .map(
      (p, i) =>
        `(${i}, ${literal(p.suburb)}, ${literal(p.city)}, ${literal(p.province)}, ${literal(p.prefix)}, ${p.lat}, ${p.lng}, ${p.sigma.toFixed(5)}, ${p.slotLo}, ${p.slotHi})`,
    )
    .join(',\n');
  if (SUFFIX_ALPHABET.length !== 32 || SUFFIX_LENGTH !== 4) throw new Error('The seed assumes 4 suffix characters of 5 bits');
  const userNumberOffset = 1_000_000_000; // users hash from other streams than codes
  const setup = `
create temp table bench_places (
  idx int primary key, suburb text, city text, province text, prefix text,
  lat float8, lng float8, sigma float8, slot_lo int, slot_hi int
) on commit drop;
insert into bench_places values
${placeRows};
create temp table bench_slots (slot int primary key, place_idx int not null) on commit drop;
insert into bench_slots select s, idx from bench_places, generate_series(slot_lo, slot_hi - 1) s;
-- How many codes each prefix holds so far: the next step numbers its codes on from there.
create temp table bench_prefix_used (prefix text primary key, used bigint not null) on commit drop;

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
`;
  const steps: { from: number; to: number; script: string }[] = [];
  for (let from = 1; from <= codes; from += SEED_STEP) {
    const to = Math.min(codes, from + SEED_STEP - 1);
    steps.push({ from, to, script: stepScript(from, to, totalSlots) });
  }
  return { setup, steps };
}

/**
 * Inserts the codes numbered `from` to `to` (the temporary tables of the set-up must exist), and the
 * view counts of those viewed. Each code gets its id here, so that its count can name it.
 */
function stepScript(from: number, to: number, totalSlots: number): string {
  return `
drop table if exists bench_rows;
drop table if exists bench_coded;
create temp table bench_rows on commit drop as
with picked as (
  select g, floor(${u(0)} * ${totalSlots})::int as slot, ${u(1)} < 0.02 as is_creator_code
  from generate_series(${from}::bigint, ${to}::bigint) g
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

create temp table bench_coded on commit drop as
select gen_random_uuid() as id,
  case when number_in_prefix < ${SUFFIXES_PER_PREFIX} then prefix else ${overflowPrefix('prefix')} end || '-' || ${suffixOf('p')} as code,
  bu.id as user_id, title, description, privacy, latitude, longitude,
  address_line1, address_line2, suburb, city, province, is_creator_code, views, created_at
from (
  -- Suffix number p of a prefix's n-th code (from 0): n times an odd number, modulo 2^20, is
  -- one-to-one, so a prefix's first 2^20 codes get different suffixes, and so do its next 2^20 (in
  -- the overflow prefix).
  select numbered.*, (
    number_in_prefix * 797161
    + (hashint4(ascii(substr(prefix, 1, 1)) * 65536 + ascii(substr(prefix, 2, 1)) * 256 + ascii(substr(prefix, 3, 1))) & ${SUFFIXES_PER_PREFIX - 1})
  ) & ${SUFFIXES_PER_PREFIX - 1} as p
  from (
    select r.*, coalesce(used.used, 0) + row_number() over (partition by r.prefix order by r.g) - 1 as number_in_prefix
    from bench_rows r left join bench_prefix_used used on used.prefix = r.prefix
  ) numbered
) coded
join bench_users bu on bu.n = coded.user_no;

-- The search rank as the count table's trigger keeps it (the trigger is off while seeding).
insert into zarcodes (id, code, user_id, title, description, privacy, latitude, longitude, address_line1,
  address_line2, suburb, city, province, is_creator_code, search_rank, created_at, updated_at)
select id, code, user_id, title, description, privacy, latitude, longitude, address_line1,
  address_line2, suburb, city, province, is_creator_code, zarcode_search_rank(views), created_at, created_at
from bench_coded
-- In the order codes are made, as a real table fills: a city's codes are spread over the whole heap
-- (over each step's part of it, when there are several).
order by created_at;

-- In key order: the primary key grows at its end.
insert into zarcode_view_counts (zarcode_id, views)
select id, views from bench_coded where views > 0 order by id;

insert into bench_prefix_used select prefix, count(*) from bench_rows group by prefix
on conflict (prefix) do update set used = bench_prefix_used.used + excluded.used;
`;
}

/**
 * The grid counts of the in-bounds count (zarcode_grid_counts), made from all the codes at once, in
 * key order, as the migration that made them fills them: cheaper than the insert trigger adding each
 * step's codes to cells that earlier steps made (each change a new row version in both indexes).
 */
const FILL_GRID_COUNTS = `
truncate zarcode_grid_counts;
insert into zarcode_grid_counts (cells_per_degree, cell_lat, cell_lng, codes)
select level, floor(latitude * level)::integer, floor(longitude * level)::integer, count(*)
from zarcodes, unnest(zarcode_grid_levels()) level group by 1, 2, 3 order by 1, 2, 3;
`;
const GRID_INSERT_TRIGGER = 'zarcodes_grid_counts_insert';
/** The search's words (search_words), counted from all the codes at once for the same reason. */
const FILL_SEARCH_WORDS = `
truncate search_words;
insert into search_words (word, codes)
select word, count(*) from zarcodes, unnest(tsvector_to_array(search_vector)) word group by word order by word;
`;
const SEARCH_WORDS_INSERT_TRIGGER = 'zarcodes_search_words_insert';
/** Sets a code's search rank from its first count: the seed sets the rank with the code instead. */
const RANK_INSERT_TRIGGER = 'zarcode_view_counts_rank_insert';

/** Where a seeded database says what it holds: written last, so a seed stopped half-way has none. */
const SEED_MARK = 'bench_seed';

/** What seeded a database, and how long it took. */
export interface SeedMark {
  codes: number;
  /** A digest of the statements that made the rows: another seed script means other rows. */
  recipe: string;
  /** `fingerprint()` of the rows just after seeding. */
  rows: string;
  seconds: number;
  seededAt: Date;
}

/** The digest of the statements that seed `codes` codes. */
export function seedRecipe(codes: number): string {
  const { setup, steps } = seedStatements(codes);
  const hash = createHash('sha256').update(setup);
  for (const step of steps) hash.update(step.script);
  return hash.update(FILL_GRID_COUNTS).digest('hex').slice(0, 32);
}

/** The seed mark of a database, or null when it was never seeded whole. */
export async function readSeedMark(db: SqlRunner): Promise<SeedMark | null> {
  const [exists] = await db.rows<{ found: boolean }>(`select to_regclass('${SEED_MARK}') is not null as found`);
  if (!exists?.found) return null;
  const [row] = await db.rows<{ codes: string | number; recipe: string; rows: string; seconds: number; seeded_at: string | Date }>(
    `select codes, recipe, rows, seconds, seeded_at from ${SEED_MARK}`,
  );
  return row
    ? { codes: Number(row.codes), recipe: row.recipe, rows: row.rows, seconds: row.seconds, seededAt: new Date(row.seeded_at) }
    : null;
}

/**
 * Whether the database holds the seed of `codes` codes whole, as this version of the seed makes it:
 * its mark names the same count and statements, and its first 5,000 codes are those seeded.
 */
export async function isSeeded(db: SqlRunner, codes: number): Promise<SeedMark | null> {
  const mark = await readSeedMark(db);
  if (!mark || mark.codes !== codes || mark.recipe !== seedRecipe(codes)) return null;
  return (await fingerprint(db)) === mark.rows ? mark : null;
}

/**
 * Seeds `codes` codes into a migrated, code-free database, in one transaction, a million codes a
 * statement (SEED_STEP). The secondary indexes of zarcodes and of its grid counts (as the migrations
 * made them) are dropped first and built again from their own definitions after the insert: building
 * a GIN or GiST index once is many times faster than updating it a million times. The grid counts are
 * made once, at the end. The view counts' foreign key is dropped too, and made again after the
 * insert: checked by one join, where checking each count locked its code's row (a write to every
 * page of zarcodes). Then VACUUM ANALYZE and the seed mark. `progress` hears of each step of a
 * seed of more than one step, and of each index of a seed of a million codes or more.
 */
export async function seedZarcodes(db: SqlRunner, codes = SEED_CODES, progress: (line: string) => void = () => {}): Promise<void> {
  const started = performance.now();
  const elapsed = () => formatSeconds((performance.now() - started) / 1000);
  const isLarge = codes >= SEED_STEP;
  const { setup, steps } = seedStatements(codes);
  const indexes = await db.rows<{ indexname: string; indexdef: string }>(`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in ('zarcodes', 'zarcode_grid_counts')
      and indexname not in (select conname from pg_constraint)`);
  const foreignKeys = await db.rows<{ name: string; definition: string }>(`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'zarcode_view_counts'::regclass and contype = 'f'`);
  await db.exec('begin');
  try {
    await db.exec(`set local work_mem = '128MB'`);
    for (const index of indexes) await db.exec(`drop index ${index.indexname}`);
    for (const key of foreignKeys) await db.exec(`alter table zarcode_view_counts drop constraint ${key.name}`);
    await db.exec(`alter table zarcodes disable trigger ${GRID_INSERT_TRIGGER}`);
    await db.exec(`alter table zarcodes disable trigger ${SEARCH_WORDS_INSERT_TRIGGER}`);
    await db.exec(`alter table zarcode_view_counts disable trigger ${RANK_INSERT_TRIGGER}`);
    await db.exec(setup);
    for (const step of steps) {
      await db.exec(step.script);
      if (steps.length > 1) progress(`${step.to.toLocaleString('en-US')} of ${codes.toLocaleString('en-US')} codes inserted (${elapsed()})`);
    }
    await db.exec(`alter table zarcodes enable trigger ${GRID_INSERT_TRIGGER}`);
    await db.exec(`alter table zarcodes enable trigger ${SEARCH_WORDS_INSERT_TRIGGER}`);
    await db.exec(`alter table zarcode_view_counts enable trigger ${RANK_INSERT_TRIGGER}`);
    for (const key of foreignKeys) await db.exec(`alter table zarcode_view_counts add constraint ${key.name} ${key.definition}`);
    await db.exec(FILL_GRID_COUNTS);
    await db.exec(FILL_SEARCH_WORDS);
    if (isLarge) progress(`grid counts made (${elapsed()})`);
    for (const [i, index] of indexes.entries()) {
      await db.exec(index.indexdef);
      if (isLarge) progress(`index ${i + 1} of ${indexes.length} built, ${index.indexname} (${elapsed()})`);
    }
    await db.exec('commit');
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
  // Outside the transaction: statistics for the planner, and a visibility map for index-only scans.
  await db.exec('vacuum analyze');
  if (isLarge) progress(`vacuumed and analysed (${elapsed()})`);
  const rows = await fingerprint(db);
  await db.exec(`
    drop table if exists ${SEED_MARK};
    create table ${SEED_MARK} (codes bigint not null, recipe text not null, rows text not null, seconds float8 not null,
      seeded_at timestamptz not null default now());
    insert into ${SEED_MARK} (codes, recipe, rows, seconds)
    values (${codes}, '${seedRecipe(codes)}', '${rows}', ${(performance.now() - started) / 1000});`);
}

/** `75 s`, `14 min 5 s`. */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return whole < 120 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
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

/**
 * `count` codes spread over the whole table, in random order: a Bernoulli sample of about 1.3 times
 * as many rows (each row kept or not, whatever its block), then `count` of them at random. The
 * sample comes in the table's order, so its first `count` rows would end about 77% of the way
 * through the table (1 / 1.3) and leave out the rest: at a million codes, the newest.
 */
export async function sampleCodes(db: SqlRunner, count: number): Promise<string[]> {
  const [size] = await db.rows<{ n: string | number }>('select count(*) as n from zarcodes');
  const percent = Math.min(100, ((count * 1.3) / Math.max(1, Number(size?.n ?? 1))) * 100);
  const rows = await db.rows<{ code: string }>(
    `select code from zarcodes tablesample bernoulli (${percent.toFixed(4)}) order by random() limit ${count}`,
  );
  return rows.map((row) => row.code);
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
    `select z.code from zarcodes z join zarcode_view_counts c on c.zarcode_id = z.id
     where z.privacy = 'public' order by c.views desc, z.code limit 1`,
  );
  if (!row) throw new Error('no public code to look up');
  return row.code;
}
