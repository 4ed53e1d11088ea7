import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAdminRole, isSuperAdminRole } from '../../domain/auth/roles';
import { ADMIN_TOTP_REQUIRED_MESSAGE, actingRole, mustEnrolTotp } from '../../domain/auth/second-factor';
import { INVALID_TOKEN_MESSAGE } from '../../domain/auth/session-rules';
import type { Actor } from '../actor';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { TokenIssuer } from '../features/auth';

export type Guard = (request: FastifyRequest) => Promise<void>;
export interface AuthGuards {
  /** Sets request.actor when a valid token is sent; a bad token is still refused. */
  optionalUser: Guard;
  requireUser: Guard;
  requireAdmin: Guard;
  requireSuperAdmin: Guard;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : '';
}

/**
 * Builds the guards, which run in onRequest (plugins/access.ts). A token is accepted only when its
 * signature is good, it has not expired, its session has not ended (sign-out, password change), its
 * user is active, and it was issued after the user's last password change (token version). One query
 * checks them all, and only when a token is sent. Where admins must have a second factor
 * (`isAdminTotpRequired`, ADMIN_MFA), an admin without one acts as a user: admin routes refuse them
 * with a 403 saying to set it up, and every rule that grants admins more sees a user.
 */
export function createAuthGuards(db: Database, tokens: TokenIssuer, options: { isAdminTotpRequired: boolean }): AuthGuards {
  async function resolveActor(token: string): Promise<Actor> {
    const claims = await tokens.verify(token);
    if (!claims || !UUID.test(claims.userId) || !UUID.test(claims.sessionId)) {
      throw unauthorized(INVALID_TOKEN_MESSAGE);
    }
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
        hasTotp: sql<boolean>`${users.totpEnabledAt} is not null`,
        hasSession: sql<boolean>`exists (select 1 from ${sessions} where ${and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
        )})`,
      })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    if (!row || !row.isActive || !row.hasSession || row.tokenVersion !== claims.tokenVersion) {
      throw unauthorized(INVALID_TOKEN_MESSAGE);
    }
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      role: actingRole(row.role, row.hasTotp, options.isAdminTotpRequired),
      mustEnrolTotp: mustEnrolTotp(row.role, row.hasTotp, options.isAdminTotpRequired),
      sessionId: claims.sessionId,
      exp: claims.exp,
      rememberMe: claims.rememberMe,
    };
  }

  const optionalUser: Guard = async (request) => {
    const token = bearerToken(request);
    request.actor = token === null ? null : await resolveActor(token);
  };
  const requireUser: Guard = async (request) => {
    const token = bearerToken(request);
    if (token === null) throw unauthorized('Authentication required');
    request.actor = await resolveActor(token);
  };
  return {
    optionalUser,
    requireUser,
    async requireAdmin(request) {
      await requireUser(request);
      if (request.actor?.mustEnrolTotp) throw forbidden(ADMIN_TOTP_REQUIRED_MESSAGE);
      if (!isAdminRole(request.actor?.role)) throw forbidden('Administrator access required');
    },
    async requireSuperAdmin(request) {
      await requireUser(request);
      if (request.actor?.mustEnrolTotp) throw forbidden(ADMIN_TOTP_REQUIRED_MESSAGE);
      if (!isSuperAdminRole(request.actor?.role)) {
        throw forbidden('Super administrator access required');
      }
    },
  };
}

/** The actor of a request that passed requireUser. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
