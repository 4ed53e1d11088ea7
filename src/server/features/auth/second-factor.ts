import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { TotpEnrolmentReply } from '../../../domain/auth/schemas';
import {
  TOTP_ALREADY_ON_MESSAGE,
  TOTP_NOT_ON_MESSAGE,
  TOTP_NOT_STARTED_MESSAGE,
  UNREADABLE_TOTP_MESSAGE,
  USED_TOTP_MESSAGE,
  WRONG_TOTP_MESSAGE,
  isRecoveryCode,
  isTotpCode,
  normaliseCode,
} from '../../../domain/auth/second-factor';
import type { Actor } from '../../actor';
import type { Database, Queryable } from '../../db/client';
import { totpRecoveryCodes, users } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../errors';
import type { SecretBox } from '../../infra/secrets';
import type { CodeThrottle } from './login-throttle';
import { endSessionsOf } from './sessions';
import { enrolmentOf, newRecoveryCodes, newTotpSecret, recoveryCodeHash, stepOfCode } from './totp';

/*
 * The second factor of an account: set up (a secret kept sealed until a first code turns it on),
 * checked at sign-in (a code of the app, each 30-second step at most once, or a recovery code, each
 * once), and turned off by its holder with a code, or by a super admin (admin-users).
 */

type Account = typeof users.$inferSelect;

export interface SecondFactorDeps {
  db: Database;
  /** Seals the TOTP secrets (a key derived from the JWT secret). */
  secrets: SecretBox;
  codes: CodeThrottle;
}

/** The refusal of a code at sign-in: 401, and the sign-in still asks for a code. */
export const refusedAtSignIn = (message: string) => new HttpError(401, message, {}, { totpRequired: true });

/** POST /api/auth/totp/enroll: a new secret for the caller to set up (replacing one being set up); 409 once it is on. */
export async function startTotpEnrolment(deps: SecondFactorDeps, user: Account): Promise<TotpEnrolmentReply> {
  if (user.totpEnabledAt) throw conflict(TOTP_ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  const [kept] = await deps.db
    .update(users)
    .set({ totpSecret: deps.secrets.seal(secret), totpLastStep: null, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!kept) throw conflict(TOTP_ALREADY_ON_MESSAGE);
  return enrolmentOf(secret, user.email);
}

/**
 * POST /api/auth/totp/confirm: turns the caller's second factor on with a code of the secret being
 * set up (400 when it is not one); answers ten new recovery codes, of which only hashes are kept.
 * Every other session of the caller ends: one signed in before with the password alone goes.
 */
export async function confirmTotpEnrolment(
  deps: SecondFactorDeps,
  actor: Actor,
  user: Account,
  typed: string,
): Promise<{ recoveryCodes: string[]; user: Account }> {
  const attempt = await deps.codes.admit(actor.id);
  if (user.totpEnabledAt) throw conflict(TOTP_ALREADY_ON_MESSAGE);
  const sealed = user.totpSecret;
  const secret = sealed ? deps.secrets.open(sealed) : null;
  if (!sealed || secret === null) throw conflict(TOTP_NOT_STARTED_MESSAGE);
  const code = normaliseCode(typed);
  const step = isTotpCode(code) ? stepOfCode(secret, code) : null;
  if (step === null) throw badRequest(WRONG_TOTP_MESSAGE);
  const recoveryCodes = newRecoveryCodes();
  const turnedOn = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
      // The secret the code was checked against: not one a second enrolment put there meanwhile.
      .where(and(eq(users.id, actor.id), isNull(users.totpEnabledAt), eq(users.totpSecret, sealed)))
      .returning();
    if (!row) throw conflict(TOTP_NOT_STARTED_MESSAGE);
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, actor.id));
    await tx
      .insert(totpRecoveryCodes)
      .values(recoveryCodes.map((shown) => ({ userId: actor.id, codeHash: recoveryCodeHash(actor.id, normaliseCode(shown)) })));
    await endSessionsOf(tx, actor.id, actor.sessionId);
    return row;
  });
  await attempt.succeeded();
  return { recoveryCodes, user: turnedOn };
}

/**
 * Uses one code of `user`'s second factor: a code of the app whose step is later than the last one
 * used, or a recovery code not used yet (used up now). Throws `refuse(message)` for anything else;
 * every try counts against the account's limit on codes (429 beyond it).
 */
async function useCode(deps: SecondFactorDeps, user: Account, typed: string, refuse: (message: string) => HttpError): Promise<void> {
  const attempt = await deps.codes.admit(user.id);
  const code = normaliseCode(typed);
  if (isTotpCode(code)) {
    const secret = user.totpSecret ? deps.secrets.open(user.totpSecret) : null;
    if (secret === null) throw refuse(UNREADABLE_TOTP_MESSAGE);
    const step = stepOfCode(secret, code);
    if (step === null) throw refuse(WRONG_TOTP_MESSAGE);
    // One statement, so that two sign-ins with the same code at once cannot both pass.
    const [kept] = await deps.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    if (!kept) throw refuse(USED_TOTP_MESSAGE);
  } else if (isRecoveryCode(code)) {
    const [used] = await deps.db
      .update(totpRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(totpRecoveryCodes.userId, user.id),
          eq(totpRecoveryCodes.codeHash, recoveryCodeHash(user.id, code)),
          isNull(totpRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: totpRecoveryCodes.id });
    if (!used) throw refuse(WRONG_TOTP_MESSAGE);
  } else {
    throw refuse(WRONG_TOTP_MESSAGE);
  }
  await attempt.succeeded();
}

/** At sign-in, once the password was right: the code given for `user`'s second factor, or 401 with `totpRequired`. */
export const checkSignInCode = (deps: SecondFactorDeps, user: Account, typed: string) => useCode(deps, user, typed, refusedAtSignIn);

/** DELETE /api/auth/totp: the caller turns their second factor off with one of its codes (400 when it is wrong). */
export async function turnOffOwnTotp(deps: SecondFactorDeps, user: Account, typed: string): Promise<Account> {
  if (!user.totpEnabledAt) throw conflict(TOTP_NOT_ON_MESSAGE);
  await useCode(deps, user, typed, badRequest);
  return turnOffTotp(deps.db, user.id);
}

/** Turns an account's second factor off: its secret and recovery codes go. Its holder's and super admins' (admin-users). */
export async function turnOffTotp(tx: Queryable, userId: string): Promise<Account> {
  await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  const [row] = await tx
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
