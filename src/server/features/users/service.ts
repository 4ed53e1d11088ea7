import type { UserStatsReply } from '../../../domain/user/schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/auth';

/** The dashboard's four tiles for the caller. */
export async function getUserStats(_db: Database, _actor: Actor): Promise<UserStatsReply> {
  // Codes do not exist yet (the codes issue adds them and counts them here).
  return { totalCodes: 0, thisMonth: 0, provinces: 0, viewsThisMonth: 0 };
}
