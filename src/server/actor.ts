import type { Role } from '../domain/auth/roles';

/**
 * The signed-in caller of a request, as the auth guard found them (plugins/auth.ts). Policies
 * (features/<feature>/policy.ts) and services take it as an argument; only the guard makes one.
 */
export interface Actor {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The role they act with: `user` for an admin who must still set up the second factor (mustEnrolTotp). */
  role: Role;
  /**
   * An admin or super admin without the second factor that ADMIN_MFA requires: admin routes refuse
   * them with a 403 saying so, and they act as a user until they set it up.
   */
  mustEnrolTotp: boolean;
  /** The sign-in this token belongs to (features/auth/sessions.ts). */
  sessionId: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
  rememberMe: boolean;
}

/** Who a rule looks at: the caller's id and role, or null for an anonymous visitor. */
export type Viewer = Pick<Actor, 'id' | 'role'> | null;

/**
 * Who calls the versioned API (/api/v1): an API key, acting for its owner with the key's scopes,
 * or a signed-in user (the developer page), who may do everything a key can. Set by the API guards
 * (plugins/api-keys.ts).
 */
export interface ApiCaller {
  userId: string;
  role: Role;
  /** The key of the call; null for a signed-in user. */
  apiKeyId: string | null;
}

/** The viewer the code rules see for an API call: the key's owner. */
export function viewerOfApiCaller(caller: ApiCaller): NonNullable<Viewer> {
  return { id: caller.userId, role: caller.role };
}
