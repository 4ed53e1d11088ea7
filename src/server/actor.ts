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
  role: Role;
  /** The sign-in this token belongs to (features/auth/sessions.ts). */
  sessionId: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
  rememberMe: boolean;
}

/** Who a rule looks at: the caller's id and role, or null for an anonymous visitor. */
export type Viewer = Pick<Actor, 'id' | 'role'> | null;
