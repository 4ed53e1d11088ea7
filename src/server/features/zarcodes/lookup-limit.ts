import { BATCH_MISSES_PER_DAY } from '../../../domain/developers/api-keys';
import { isTypedCode } from '../../../domain/zarcode/typed-code';
import { limitNameOf, limitReached, type RateLimitHit, type RateLimitStore } from '../../plugins/rate-limits';

/**
 * How often one address may resolve codes by their text. A private code is kept private only by its
 * code, so its secrecy is as good as the rate at which codes can be guessed: nearly every guess names a
 * code that does not exist. Misses are therefore limited tightly, every lookup loosely: a person, or a
 * whole township behind one operator's address, reading real codes never meets either, and someone
 * walking the code space meets the first within a few dozen guesses.
 */
export const CODE_LOOKUP_LIMITS = {
  /** Codes asked for that do not exist. */
  misses: { max: 30, windowMinutes: 10 },
  /** Every code asked for, found or not. */
  lookups: { max: 2_000, windowMinutes: 10 },
  /**
   * Codes that do not exist in the integrators' batches, per API key (or signed-in user) and day. A
   * batch answers up to a thousand codes at once, and tells someone else's private code from none (it
   * never locates it): a validation of a customer list with its typos stays far below this, a walk of
   * the code space does not.
   */
  batchMisses: { max: BATCH_MISSES_PER_DAY, windowMinutes: 24 * 60 },
} as const;

export const CODE_LOOKUP_LIMIT_MESSAGE = (retryAfterSeconds: number) =>
  `Too many code lookups from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`;

/**
 * The one limit every way of resolving a code by its text shares (the API lookup, the code pages, the
 * suggestions, the QR code, the searches' whole-code step, the v1 lookup, saving a code), counted in
 * the database per address like the sign-in limits, so that it holds across instances and restarts.
 */
export interface CodeLookupLimit {
  /**
   * The code `typed` names, as `find` resolves it, for a caller at `ip`: counted as a lookup, and as a
   * miss when `find` answers null. Throws 429 (Retry-After) while the address is past either limit,
   * before `find` is asked, so a refused caller learns nothing.
   */
  resolve<T>(ip: string, typed: string, find: (typed: string) => Promise<T | null>): Promise<T | null>;
  /**
   * Counts a lookup of `typed` by a caller at `ip` whose outcome the caller judges itself (a search);
   * throws 429 as resolve does. Answers whether it was counted: a text that cannot be a code is not (a
   * search for 'Durban' resolves no code), and only a counted lookup may be reported as a miss.
   */
  admit(ip: string, typed: string): Promise<boolean>;
  /** Counts a miss of a lookup that admit counted. */
  recordMiss(ip: string): Promise<void>;
  /**
   * Counts `count` lookups at once by a caller at `ip` (the codes of a pasted text), throwing 429 as
   * admit does; their misses are then counted with recordMisses.
   */
  admitMany(ip: string, count: number): Promise<void>;
  /** Counts `count` misses of lookups that admitMany counted. */
  recordMisses(ip: string, count: number): Promise<void>;
  /**
   * Before a batch of codes by `caller` (an API key's or a user's id): 429 once the caller's batches
   * have asked for the day's most codes that do not exist. A batch under way is answered whole.
   */
  admitBatch(caller: string): Promise<void>;
  /** Counts a batch's codes that did not exist. */
  recordBatchMisses(caller: string, misses: number): Promise<void>;
}

const lookupsKey = (ip: string) => `code-lookups:ip:${ip}`;
const missesKey = (ip: string) => `code-lookup-misses:ip:${ip}`;
const batchMissesKey = (caller: string) => `code-lookup-misses:batch:${caller}`;
const windowMs = (limit: { windowMinutes: number }) => limit.windowMinutes * 60_000;

/** `enabled: false` (the LOOKUP_LIMITS=off setting) is for benchmarks and load tests of the lookup itself. */
export function createCodeLookupLimit(store: RateLimitStore, options: { enabled: boolean }): CodeLookupLimit {
  const { misses, lookups, batchMisses } = CODE_LOOKUP_LIMITS;
  const refuse = (key: string, hit: RateLimitHit) => limitReached(limitNameOf(key), hit.resetInMs, CODE_LOOKUP_LIMIT_MESSAGE);
  const limit: CodeLookupLimit = {
    async admit(ip, typed) {
      if (!options.enabled || !isTypedCode(typed)) return false;
      const [counted, missed] = await Promise.all([store.hit(lookupsKey(ip), windowMs(lookups)), store.peek(missesKey(ip), windowMs(misses))]);
      // At the limit already: the next miss would pass it, and a hit now would tell a walker it found one.
      if (missed.hits >= misses.max) throw refuse(missesKey(ip), missed);
      if (counted.hits > lookups.max) throw refuse(lookupsKey(ip), counted);
      return true;
    },
    async recordMiss(ip) {
      await store.hit(missesKey(ip), windowMs(misses));
    },
    async admitMany(ip, count) {
      if (!options.enabled || count === 0) return;
      const [counted, missed] = await Promise.all([store.hit(lookupsKey(ip), windowMs(lookups), count), store.peek(missesKey(ip), windowMs(misses))]);
      if (missed.hits >= misses.max) throw refuse(missesKey(ip), missed);
      if (counted.hits > lookups.max) throw refuse(lookupsKey(ip), counted);
    },
    async recordMisses(ip, count) {
      if (options.enabled && count > 0) await store.hit(missesKey(ip), windowMs(misses), count);
    },
    async admitBatch(caller) {
      if (!options.enabled) return;
      const missed = await store.peek(batchMissesKey(caller), windowMs(batchMisses));
      if (missed.hits >= batchMisses.max) throw refuse(batchMissesKey(caller), missed);
    },
    async recordBatchMisses(caller, count) {
      if (options.enabled && count > 0) await store.hit(batchMissesKey(caller), windowMs(batchMisses), count);
    },
    async resolve(ip, typed, find) {
      const isCounted = await limit.admit(ip, typed);
      const found = await find(typed);
      if (found === null && isCounted) await limit.recordMiss(ip);
      return found;
    },
  };
  return limit;
}

/**
 * A search whose text may be a whole code (the searches' whole-code step finds it, private or not):
 * counted as a lookup of that code, and as a miss when the search found nothing at all, as a guess
 * does. A place name that reads as a code ('Tembisa') finds its places and costs no miss.
 */
export async function searchCountingCode<T>(
  limit: CodeLookupLimit,
  ip: string,
  text: string,
  search: () => Promise<T[]>,
): Promise<T[]> {
  const isCounted = await limit.admit(ip, text);
  const results = await search();
  if (isCounted && results.length === 0) await limit.recordMiss(ip);
  return results;
}
