import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { INVALID_TOKEN_MESSAGE } from '../../../domain/auth/session-rules';
import type { Queryable } from '../../db/client';
import { sessions } from '../../db/schema';
import { unauthorized } from '../../errors';
import type { TokenIssuer } from './tokens';

/*
 * A session is one sign-in and every token refreshed from it. Tokens name their session (`sid`)
 * and the auth guard accepts a token only while its session row exists, so deleting the row ends
 * every token of that sign-in at once.
 */

export interface SessionUser {
  id: string;
  tokenVersion: number;
}

/** Starts a session for a sign-in and answers its first token. */
export async function startSession(
  db: Queryable,
  tokens: TokenIssuer,
  user: SessionUser,
  rememberMe: boolean,
): Promise<string> {
  const sessionId = randomUUID();
  const { token, expiresAt } = await tokens.sign({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    sessionId,
    rememberMe,
  });
  await db.insert(sessions).values({ id: sessionId, userId: user.id, rememberMe, expiresAt });
  return token;
}

/**
 * A new token in an existing session (a refresh, or the caller's own session after a password
 * change), with the user's current token version. 401 when the session ended meanwhile.
 */
export async function continueSession(
  db: Queryable,
  tokens: TokenIssuer,
  user: SessionUser,
  session: { id: string; rememberMe: boolean },
): Promise<string> {
  const { token, expiresAt } = await tokens.sign({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    sessionId: session.id,
    rememberMe: session.rememberMe,
  });
  const [kept] = await db
    .update(sessions)
    .set({ expiresAt: sql`greatest(${sessions.expiresAt}, ${expiresAt.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.id, session.id), eq(sessions.userId, user.id)))
    .returning({ id: sessions.id });
  if (!kept) throw unauthorized(INVALID_TOKEN_MESSAGE);
  return token;
}

/** Signs a session out: every token of it stops working. */
export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, but `exceptSessionId` (the caller's own) when given. */
export async function endSessionsOf(
  db: Queryable,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  const others = exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

/** Deletes sessions whose last token has expired; answers how many. */
export async function deleteExpiredSessions(db: Queryable): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return deleted.length;
}
