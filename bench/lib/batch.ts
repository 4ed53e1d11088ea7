import { createHash, randomBytes } from 'node:crypto';
import { BENCH_EMAIL_PATTERN, type SqlRunner } from './seed';

/** Codes in one batch lookup: the API's largest batch. */
export const BATCH_SIZE = 1000;
/** Timed batches (after one untimed): the goal is judged on their median. */
export const BATCH_REPEATS = 5;
const KEY_NAME = 'bench batch lookup';

/**
 * An API key for the bench, made straight in the database for the first bench user, with limits
 * no run reaches. Earlier runs' bench keys are removed first. Answers the key itself.
 */
export async function createBenchApiKey(runner: SqlRunner): Promise<string> {
  const key = `zc_${randomBytes(24).toString('base64url')}`;
  const hash = createHash('sha256').update(key).digest('hex');
  await runner.exec(`delete from api_keys where name = '${KEY_NAME}'`);
  await runner.exec(`
    insert into api_keys (user_id, name, hint, key_hash, scopes, requests_per_second, requests_per_day)
    select id, '${KEY_NAME}', '${key.slice(0, 9)}', '${hash}', array['read'], 1000000, 1000000000
    from users where email like '${BENCH_EMAIL_PATTERN}' order by email limit 1`);
  return key;
}

export interface BatchLookupResult {
  /** Wall-clock time of each timed batch, request to parsed answer, in ms. */
  ms: number[];
  /** Codes found (public ones; private codes of other users are only marked) in the last batch. */
  found: number;
  failures: string[];
}

/**
 * POST /api/v1/batch/lookup of BATCH_SIZE codes drawn from the sample, one batch at a time: one
 * untimed, then BATCH_REPEATS timed, each with other codes.
 */
export async function timeBatchLookups(url: string, key: string, sample: readonly string[]): Promise<BatchLookupResult> {
  const result: BatchLookupResult = { ms: [], found: 0, failures: [] };
  for (let run = 0; run <= BATCH_REPEATS; run++) {
    const codes = Array.from({ length: BATCH_SIZE }, (_, i) => sample[(run * BATCH_SIZE + i) % sample.length]!);
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/batch/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ codes }),
    });
    const body = (await response.json()) as { results?: unknown[]; counts?: { found: number; notFound: number } };
    const ms = performance.now() - started;
    if (response.status !== 200 || body.results?.length !== BATCH_SIZE || body.counts?.notFound !== 0) {
      result.failures.push(`batch lookup answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      continue;
    }
    if (run > 0) result.ms.push(ms);
    result.found = body.counts.found;
  }
  return result;
}
