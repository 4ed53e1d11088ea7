import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Longer than a healthy database ever takes to answer `select 1`, shorter than a balancer's check. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Why the database cannot serve requests now (it fails or does not answer in time), or null. */
export async function findDatabaseProblem(db: Database): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`The database did not answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`), DATABASE_CHECK_TIMEOUT_MS);
  });
  const check = db.execute(sql`select 1`).then(
    () => null,
    (error: unknown) => `The database failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
