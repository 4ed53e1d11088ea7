import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { z } from 'zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordBody, registerBodySchema } from '../../../domain/auth/schemas';
import { EMAIL_TAKEN_MESSAGE, WRONG_CURRENT_PASSWORD } from '../../../domain/user/schemas';
import { TOTP_REQUIRED_MESSAGE } from '../../../domain/auth/second-factor';
import { INACTIVITY_LIMIT_MS, INACTIVITY_MESSAGE, INVALID_CREDENTIALS_MESSAGE, INVALID_TOKEN_MESSAGE, RESET_TOKEN_TTL_MS } from '../../../domain/auth/session-rules';
import type { Database, Queryable } from '../../db/client';
import { creatorProfiles, passwordResetTokens, users } from '../../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, unauthorized } from '../../errors';
import { newSecret, sha256Hex } from '../../infra/secrets';
import type { MailService } from '../../mail/service';
import { authMail } from './mail';
import type { Actor } from '../../actor';
import type { LoginThrottle } from './login-throttle';
import { checkSignInCode, refusedAtSignIn, type SecondFactorDeps } from './second-factor';
import { continueSession, endSession, endSessionsOf, startSession } from './sessions';
import type { TokenIssuer } from './tokens';

export type UserRow = typeof users.$inferSelect;
type RegisterInput = z.output<typeof registerBodySchema>;

/** argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

/** A real hash to verify against when the e-mail is unknown, so both paths take as long. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function registerUser(db: Database, input: RegisterInput): Promise<UserRow> {
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: normaliseEmail(input.email),
        firstName: input.firstName,
        lastName: input.lastName,
        contactTel: input.contactTel || null,
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * Signs in from `clientIp`: a new session and its token. Throttled (login-throttle.ts): 429 when
 * the address has failed too often, and a delay when the e-mail has. An account with a second
 * factor also needs its code (`totp`): without one a right password answers 401 with `totpRequired`,
 * and a wrong code counts as a failed sign-in as well as against the account's limit on codes.
 */
export async function login(
  deps: { db: Database; tokens: TokenIssuer; throttle: LoginThrottle; secondFactor: SecondFactorDeps },
  input: { email: string; password: string; rememberMe: boolean; totp?: string | undefined },
  clientIp: string,
): Promise<{ token: string; user: UserRow }> {
  const { db, tokens } = deps;
  const attempt = await deps.throttle.admit(normaliseEmail(input.email), clientIp);
  const user = await findUserByEmail(db, input.email);
  const isPasswordRight = await verify(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !isPasswordRight) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  if (!user.isActive) throw forbidden('This account has been disabled. Please contact support.');
  if (user.totpEnabledAt) {
    if (input.totp === undefined) {
      // The password was right: asking for the code is no failed sign-in.
      await attempt.succeeded();
      throw refusedAtSignIn(TOTP_REQUIRED_MESSAGE);
    }
    await checkSignInCode(deps.secondFactor, user, input.totp);
  }
  await attempt.succeeded();
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { token: await startSession(db, tokens, user, input.rememberMe), user };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function getUser(db: Database, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw unauthorized('Invalid token');
  return user;
}

export async function hasCreatorProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .limit(1);
  return Boolean(row);
}

/**
 * Issues a new token for the caller, unless the `x-last-activity` time it sent (milliseconds since
 * the epoch, or an ISO date) is more than an hour old.
 */
export async function refreshToken(
  db: Database,
  tokens: TokenIssuer,
  actor: Actor,
  lastActivityHeader: string | undefined,
  now = Date.now(),
): Promise<string> {
  if (lastActivityHeader !== undefined && lastActivityHeader !== '') {
    const lastActivity = parseActivityTime(lastActivityHeader);
    if (lastActivity === null) throw badRequest('x-last-activity must be a time');
    if (now - lastActivity > INACTIVITY_LIMIT_MS) throw unauthorized(INACTIVITY_MESSAGE);
  }
  const user = await getUser(db, actor.id);
  return continueSession(db, tokens, user, { id: actor.sessionId, rememberMe: actor.rememberMe });
}

function parseActivityTime(value: string): number | null {
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Ends the caller's session: the token, and every token refreshed from or to it, stop working. */
export async function logout(db: Database, actor: Actor): Promise<void> {
  await endSession(db, actor.sessionId);
}

/**
 * Mails a single-use reset link valid for an hour when the e-mail belongs to an active account.
 * Says nothing either way: the caller answers the same neutral message, and the mail goes out
 * after the answer so that its time does not tell either.
 */
export async function requestPasswordReset(
  db: Database,
  mail: MailService,
  email: string,
  publicUrl: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) return;
  const token = newSecret(32);
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  mail.sendLater(authMail, 'password-reset', user.email, { firstName: user.firstName, link });
}

export const INVALID_RESET_LINK_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';

/** Sets a new password from a reset token; the token, and every session of the user, end. */
export async function resetPassword(db: Database, input: ResetPasswordBody): Promise<void> {
  const newHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256Hex(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(INVALID_RESET_LINK_MESSAGE);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await storeNewPassword(tx, used.userId, newHash);
  });
}

/**
 * A signed-in caller's new password: every other session of theirs ends, and theirs goes on with
 * the fresh token answered (older tokens of it stop working too, through the token version).
 */
export async function changePassword(
  db: Database,
  tokens: TokenIssuer,
  actor: Actor,
  password: string,
): Promise<string> {
  const newHash = await hashPassword(password);
  const user = await db.transaction((tx) => storeNewPassword(tx, actor.id, newHash, actor.sessionId));
  return continueSession(db, tokens, user, { id: actor.sessionId, rememberMe: actor.rememberMe });
}

/**
 * PUT /api/user/password: the caller's new password, once their current one is checked (400 when it
 * is wrong). Answers the fresh token of their session; their other sessions end.
 */
export async function changeOwnPassword(
  db: Database,
  tokens: TokenIssuer,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  if (!(await isCurrentPassword(db, actor.id, input.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
  return changePassword(db, tokens, actor, input.newPassword);
}

/**
 * Whether `password` is the signed-in user's own: what a change of password and the deletion of an
 * account ask first. Guard its route with `currentPasswordLimit`.
 */
export async function isCurrentPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const user = await getUser(db, userId);
  return verify(user.passwordHash, password);
}

/**
 * Stores a password hash, bumps the token version so that every token issued before stops
 * working, and ends the user's sessions but `keptSessionId`.
 */
export async function storeNewPassword(
  tx: Queryable,
  userId: string,
  passwordHash: string,
  keptSessionId?: string,
): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw unauthorized(INVALID_TOKEN_MESSAGE);
  await endSessionsOf(tx, userId, keptSessionId);
  return user;
}

/** Creates the configured super admin on start when no user has that e-mail yet. */
export async function ensureSuperAdmin(
  db: Database,
  admin: { email: string; password: string },
): Promise<void> {
  await db
    .insert(users)
    .values({
      email: normaliseEmail(admin.email),
      firstName: 'Super',
      lastName: 'Admin',
      role: 'super_admin',
      passwordHash: await hashPassword(admin.password),
    })
    .onConflictDoNothing({ target: users.email });
}
