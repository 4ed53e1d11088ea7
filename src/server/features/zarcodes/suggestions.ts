import { and, asc, desc, sql } from 'drizzle-orm';
import type { CodeSuggestion } from '../../../domain/zarcode/schemas';
import { suggestionCandidates } from '../../../domain/zarcode/typed-code';
import type { Queryable } from '../../db/client';
import { zarcodeViewCounts, zarcodes } from '../../db/schema';
import { isListedPublicly } from './public-listing';
import { codeViews, findZarcodeByTypedCode, viewCountOfCode } from './service';

/** How many codes "Did you mean" offers. */
export const SUGGESTION_LIMIT = 3;

/** Per IP: plenty for a person correcting typos, too few to walk the list of codes. */
export const SUGGESTIONS_RATE_LIMIT = { max: 20, windowMinutes: 10 };

/** The limit's count for one address: the endpoint and the code page's "Did you mean" share it. */
export const suggestionsLimitKey = (ip: string) => `code-suggestions:ip:${ip}`;

/**
 * "Did you mean": up to three public codes one slip away from a code that does not exist (one
 * character wrong, or two neighbours swapped), the most viewed first. Only codes listed publicly
 * (isListedPublicly): private codes and codes an admin hid are never offered, to anyone. Nothing for
 * a code that exists, or for a text that is not a code.
 *
 * The candidates (a few hundred at most, domain/zarcode/typed-code.ts) are looked up in one query
 * by the code's unique index, as a single array parameter: fast however many codes there are.
 */
export async function listCodeSuggestions(db: Queryable, typed: string): Promise<CodeSuggestion[]> {
  const candidates = suggestionCandidates(typed);
  if (candidates.length === 0) return [];
  if (await findZarcodeByTypedCode(db, typed)) return [];
  return db
    .select({
      id: zarcodes.id,
      zarcode: zarcodes.code,
      title: zarcodes.title,
      suburb: zarcodes.suburb,
      city: zarcodes.city,
      province: zarcodes.province,
    })
    .from(zarcodes)
    .leftJoin(zarcodeViewCounts, viewCountOfCode)
    .where(and(sql`${zarcodes.code} = any(${sql.param(candidates)}::text[])`, isListedPublicly))
    .orderBy(desc(codeViews), asc(zarcodes.code))
    .limit(SUGGESTION_LIMIT);
}
