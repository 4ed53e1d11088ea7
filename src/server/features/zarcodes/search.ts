import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ABBREVIATIONS } from '../../../domain/geo/address-match';
import { selectRows, type Queryable } from '../../db/client';
import { searchWords, zarcodes } from '../../db/schema';
import { escapeLike } from '../../db/values';
import { findZarcodeByTypedCode, findZarcodesByIds, type ZarcodeWithOwner } from './service';

/**
 * How many of the most popular codes the first step reads before asking the word index instead:
 * about 4 ms from the covering index, and enough for any term that one code in 1,000 matches.
 */
export const POPULAR_WALK = 10_000;

/**
 * The first stretch of that walk. A term that none of these codes holds goes to the word index
 * at once: were one code in 1,000 to hold it, 2,000 codes would miss it one time in seven (one in
 * fifty for one in 500), so its matches are few enough to sort.
 */
export const FIRST_WALK = 2_000;

/** Each abbreviation's full word, and each full word's abbreviations: 'st' finds 'Street' and back. */
const SAME_WORDS = new Map<string, string[]>();
for (const [short, full] of Object.entries(ABBREVIATIONS)) {
  SAME_WORDS.set(short, [...(SAME_WORDS.get(short) ?? []), full]);
  SAME_WORDS.set(full, [...(SAME_WORDS.get(full) ?? []), short]);
}

/**
 * At most this many whole words stand for the word still being typed; a start that more words
 * share (a letter or two) stays a prefix.
 */
export const MAX_COMPLETIONS = 32;

/** Each form of one word, as tsquery alternatives. */
const anyOf = (forms: string[]) => (forms.length === 1 ? forms[0]! : `(${forms.join(' | ')})`);

/**
 * A to_tsquery text: every word whole, or one it abbreviates or is abbreviated to; the last word
 * also as the start of a longer one, as it may still be being typed. Whole words keep the word
 * index fast: a prefix such as 'avenue:*' makes it gather every posting of every matching word
 * (100,000 codes for 'avenue'), 5-10 times slower than the word alone.
 */
export function searchTerms(words: string[]): string {
  return words
    .map((word, index) => {
      const forms = [word, ...(SAME_WORDS.get(word) ?? [])];
      if (index === words.length - 1) forms[0] = `${word}:*`;
      return anyOf(forms);
    })
    .join(' & ');
}

/** A lexeme as tsquery input takes it, whatever its characters: quoted, nothing parsed again. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * As searchTerms, with the last word as the whole words it may become (`completions`, from
 * search_words) instead of a prefix; in tsquery input form (not to_tsquery's, which would parse a
 * stored word again). Null when no code holds a word that could match.
 */
export function completedTerms(words: string[], completions: string[]): string | null {
  const last = words[words.length - 1]!;
  const lastForms = [...new Set([...completions, ...(SAME_WORDS.get(last) ?? [])])];
  if (lastForms.length === 0) return null;
  return [
    ...words.slice(0, -1).map((word) => anyOf([word, ...(SAME_WORDS.get(word) ?? [])].map(lexeme))),
    anyOf(lastForms.map(lexeme)),
  ].join(' & ');
}

/**
 * The whole words that codes hold starting with `start`, or null when there are more than
 * MAX_COMPLETIONS (the prefix is then cheaper). One range of search_words' bytewise key.
 */
async function completionsOf(db: Queryable, start: string): Promise<string[] | null> {
  const last = start.codePointAt(start.length - 1)!;
  const end = start.slice(0, start.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(and(gte(searchWords.word, start), lt(searchWords.word, end)))
    .orderBy(searchWords.word)
    .limit(MAX_COMPLETIONS + 1);
  return rows.length > MAX_COMPLETIONS ? null : rows.map((row) => row.word);
}

/** The search's order: popularity in tiers of views (search_rank), then newest; as zarcodes_search_rank_idx. */
const byPopularity = (t: { searchRank: unknown; createdAt: unknown }) =>
  sql`${t.searchRank} desc nulls last, ${t.createdAt} desc nulls last`;

/** Whether a code starts with `start` (its `%`, `_` and `\` matching themselves). */
const codeStartsWith = (code: unknown, start: string) => sql`${code} like ${`${escapeLike(start)}%`}`;

/** Whether a code starts with `start` and a search may list it (it has a search vector). */
const listedCodeStartsWith = (t: { code: unknown; searchVector: unknown }, start: string) =>
  sql`(${codeStartsWith(t.code, start)} and ${t.searchVector} is not null)`;

/**
 * Every code starting with `start`, listed or not. Written as the two halves the two prefix indexes
 * cover (one for the codes a search lists, one for the others), so each is read by its own.
 */
export function codesStartingWith(start: string): SQL {
  return sql`(${listedCodeStartsWith(zarcodes, start)} or (${codeStartsWith(zarcodes.code, start)} and ${zarcodes.searchVector} is null))`;
}

/**
 * A search text as the search reads it, once: the start of a code it may be (3 to 7 letters and
 * digits, hyphen and spaces ignored, written with the code's hyphen), and its words as the search
 * vector holds them (lower case, no accents, at most eight).
 */
interface SearchText {
  codePrefix: string | null;
  words: string[];
}

function readSearchText(text: string): SearchText {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  const isCodeStart = /^[A-Z0-9]{3,7}$/.test(compact);
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return {
    codePrefix: !isCodeStart ? null : compact.length > 3 ? `${compact.slice(0, 3)}-${compact.slice(3)}` : compact,
    words,
  };
}

/**
 * What a search matches: the start of a code, or words of the stored search vector (address, title
 * and description words), as searchTerms reads them, or with the last word's `completions` as
 * completedTerms does; public codes only. A private code's vector is NULL (migration 0017), so
 * neither its first characters nor its street list it: only its whole code finds it
 * (searchZarcodes' exact step, counted by the code lookup limit).
 */
function searchCondition(
  text: SearchText,
  t: { code: unknown; searchVector: unknown },
  completions: string[] | null = null,
): SQL | null {
  const conditions = searchConditions(text, t, completions);
  if (conditions.length === 0) return null;
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** searchCondition's alternatives, each served by an index of its own. */
function searchConditions(
  { codePrefix, words }: SearchText,
  t: { code: unknown; searchVector: unknown },
  completions: string[] | null,
): SQL[] {
  const conditions: SQL[] = [];
  if (codePrefix !== null) conditions.push(listedCodeStartsWith(t, codePrefix));
  if (words.length > 0) {
    if (completions === null) {
      conditions.push(sql`${t.searchVector} @@ to_tsquery('simple', ${searchTerms(words)})`);
    } else {
      const terms = completedTerms(words, completions);
      if (terms !== null) conditions.push(sql`${t.searchVector} @@ ${terms}::tsquery`);
    }
  }
  return conditions;
}

/**
 * Codes matching a search, a whole code first, then by popularity and newest.
 *
 * In two steps, because neither plan alone is fast for every term (bench/README.md): a common
 * term ('Durban', every tenth code) is found within the first few hundred most popular codes,
 * while sorting all its matches from the word index costs 100 ms and more; a rare term is cheap
 * from the word index but may not appear among the popular codes at all. So: walk the most
 * popular codes; when fewer than `limit` of them match, the term is rare and the word index
 * answers, sorting its few matches. The walk goes first to FIRST_WALK codes: when none of them
 * matches, the term is rare enough to go to the word index at once; otherwise on to POPULAR_WALK.
 */
export async function searchZarcodes(db: Queryable, text: string, limit: number): Promise<ZarcodeWithOwner[]> {
  const read = readSearchText(text);
  const { words } = read;
  const walk = (codes: number) => {
    const popular = db
      .select({
        id: zarcodes.id,
        code: zarcodes.code,
        searchVector: zarcodes.searchVector,
        searchRank: zarcodes.searchRank,
        createdAt: zarcodes.createdAt,
      })
      .from(zarcodes)
      .orderBy(byPopularity(zarcodes))
      .limit(codes)
      .as('popular');
    const inPopular = searchCondition(read, popular);
    if (!inPopular) return Promise.resolve([]);
    return db
      .select({ id: popular.id })
      .from(popular)
      .where(inPopular)
      .limit(limit)
      .then((rows) => rows.map((row) => row.id));
  };
  // Independent of one another, so asked together; the completions matter only to a rare term.
  const [exact, firstWalk, completions] = await Promise.all([
    findZarcodeByTypedCode(db, text),
    walk(FIRST_WALK),
    words.length > 0 ? completionsOf(db, words[words.length - 1]!) : null,
  ]);
  let ids = firstWalk;
  if (ids.length > 0 && ids.length < limit) ids = await walk(POPULAR_WALK);

  if (ids.length < limit) {
    // Rare: every match from the word index and the code index, then sorted; the word being typed
    // as the whole words it may become. Each alternative is asked apart (a union): the code index
    // carries the rank and age, so a code start's matches are read from it alone, where one
    // condition with OR read every match's row from the table (a three-letter start at ten million
    // codes: 1,300 rows, 20-60 ms when not in memory). OFFSET 0 keeps each part whole, so the planner
    // cannot walk the popularity index instead, which for a term it wrongly thinks common reads the
    // whole table (seconds at ten million codes). Written out: Drizzle leaves out an offset of 0.
    const matching = searchConditions(read, zarcodes, completions);
    if (matching.length === 0) return exact ? [exact] : [];
    const parts = matching.map(
      (condition) =>
        sql`(select ${zarcodes.id} as id, ${zarcodes.searchRank} as search_rank, ${zarcodes.createdAt} as created_at
              from ${zarcodes} where ${condition} offset 0)`,
    );
    const rows = await selectRows<{ id: string }>(
      db,
      sql`select id from (${sql.join(parts, sql` union `)}) matches
          order by ${byPopularity({ searchRank: sql.raw('search_rank'), createdAt: sql.raw('created_at') })}
          limit ${limit}`,
    );
    ids = rows.map((row) => row.id);
  }

  const found = await findZarcodesByIds(
    db,
    ids.filter((id) => id !== exact?.id),
  );
  return [...(exact ? [exact] : []), ...found].slice(0, limit);
}
