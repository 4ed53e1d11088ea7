import { setTimeout as sleep } from 'node:timers/promises';
import { limitNameOf, limitReached, type RateLimitStore } from '../../plugins/rate-limits';

const WINDOW_MS = 15 * 60_000;

/** Hard limits, in failed sign-ins per 15 minutes: per address and e-mail, and per address. */
export const MAX_FAILURES_PER_ADDRESS_AND_EMAIL = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

/** The slow-down per e-mail across all addresses: these failures are free, then it doubles. */
const FREE_FAILURES_PER_EMAIL = 3;
const FIRST_DELAY_MS = 500;
export const MAX_LOGIN_DELAY_MS = 4000;

/**
 * How long a sign-in for an e-mail waits, given the failures for that e-mail in the last 15
 * minutes from every address: nothing for the first three, then 0.5 s doubling up to 4 s.
 */
export function loginDelayMs(failuresForEmail: number): number {
  if (failuresForEmail < FREE_FAILURES_PER_EMAIL) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, FIRST_DELAY_MS * 2 ** (failuresForEmail - FREE_FAILURES_PER_EMAIL));
}

export interface LoginAttempt {
  /** It was right (a password: the address's and the pair's failures are forgiven; a code: it is not counted). */
  succeeded(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Counts a sign-in attempt as a failure until it succeeds. Refuses it (429) when its address
   * has failed too often, for this e-mail or for any; otherwise waits the e-mail's delay.
   */
  admit(email: string, ip: string): Promise<LoginAttempt>;
}

/**
 * Sign-in without lock-outs: failures from one address can refuse only that address, so nobody
 * can lock a person out by guessing at their e-mail; guesses from many addresses at one e-mail
 * are slowed instead (a delay before the password is checked, capped), and never refused.
 * Attempts in flight count as failures, so parallel guesses wait too.
 */
export function createLoginThrottle(store: RateLimitStore): LoginThrottle {
  return {
    async admit(email, ip) {
      const keys = {
        pair: `login:pair:${ip}:${email}`,
        address: `login:ip:${ip}`,
        email: `login:email:${email}`,
      };
      const [pair, address, forEmail] = await Promise.all([
        store.hit(keys.pair, WINDOW_MS),
        store.hit(keys.address, WINDOW_MS),
        store.hit(keys.email, WINDOW_MS),
      ]);
      const reached = [
        pair.hits > MAX_FAILURES_PER_ADDRESS_AND_EMAIL ? { ...pair, key: keys.pair } : null,
        address.hits > MAX_FAILURES_PER_ADDRESS ? { ...address, key: keys.address } : null,
      ].filter((hit) => hit !== null);
      if (reached.length > 0) {
        throw limitReached(limitNameOf(reached[0]!.key), Math.max(...reached.map((hit) => hit.resetInMs)));
      }
      await sleep(loginDelayMs(forEmail.hits - 1));
      return {
        async succeeded() {
          await Promise.all([store.clear(keys.pair), store.takeBack(keys.address), store.takeBack(keys.email)]);
        },
      };
    },
  };
}

/**
 * Wrong second-factor codes per account in 15 minutes, from every address together, before its
 * codes are refused (429) until the window ends. Whoever tries codes already has the password, so
 * this is a hard limit, not a slow-down: 10 guesses at three live codes of a million each.
 */
export const MAX_WRONG_CODES_PER_ACCOUNT = 10;

export interface CodeThrottle {
  /**
   * Counts a second-factor code for the account as wrong until it turns out right; refuses it (429)
   * when the account has had too many wrong ones. Attempts in flight count.
   */
  admit(userId: string): Promise<LoginAttempt>;
}

/** The limit on second-factor codes (at sign-in, and when turning it on or off), per account. */
export function createCodeThrottle(store: RateLimitStore): CodeThrottle {
  return {
    async admit(userId) {
      const key = `totp:user:${userId}`;
      const hit = await store.hit(key, WINDOW_MS);
      if (hit.hits > MAX_WRONG_CODES_PER_ACCOUNT) throw limitReached(limitNameOf(key), hit.resetInMs);
      return {
        async succeeded() {
          await store.takeBack(key);
        },
      };
    },
  };
}
