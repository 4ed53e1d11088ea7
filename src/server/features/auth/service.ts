import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { z } from 'zod';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ResetPasswordBody, registerBodySchema } from '../../../domain/auth/schemas';
import {
  INACTIVITY_LIMIT_MS,
  INACTIVITY_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  RESET_TOKEN_TTL_MS,
} from '../../../domain/auth/session-rules';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { Database } from '../../db/client';
import { creatorProfiles, passwordResetTokens, revokedTokens, users } from '../../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, unauthorized } from '../../errors';
import type { Mailer } from '../../infra/mailer';
import type { Actor } from '../../actor';
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
    if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
    throw error;
  }
}

export async function login(
  db: Database,
  tokens: TokenIssuer,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<{ token: string; user: UserRow }> {
  const user = await findUserByEmail(db, input.email);
  const isPasswordRight = await verify(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !isPasswordRight) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  if (!user.isActive) throw forbidden('This account has been disabled. Please contact support.');
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { token: await tokens.sign(user, input.rememberMe), user };
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
  return tokens.sign(user, actor.rememberMe);
}

function parseActivityTime(value: string): number | null {
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Revokes the caller's token until it would have expired anyway. */
export async function logout(db: Database, actor: Actor): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: actor.jti, userId: actor.id, expiresAt: new Date(actor.exp * 1000) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Mails a single-use reset link valid for an hour when the e-mail belongs to an active account.
 * Says nothing either way: the caller answers the same neutral message, and the mail goes out
 * after the answer so that its time does not tell either.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  email: string,
  publicUrl: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  mailer.sendLater({
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
      'To choose a new password, open this link within one hour:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  });
}

export const INVALID_RESET_LINK_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';

/** Sets a new password from a reset token; the token, and every older token, stop working. */
export async function resetPassword(db: Database, input: ResetPasswordBody): Promise<void> {
  const newHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
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
    await tx
      .update(users)
      .set({
        passwordHash: newHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, used.userId));
  });
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
