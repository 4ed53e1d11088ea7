import type * as React from 'react';
import { isAdminRole, isSuperAdminRole } from '../../domain/auth/roles';
import { useSession } from '../session/use-session';
import { AccessDenied } from './access-denied';

/*
 * Convenience only: the server checks every call. Signed-out visitors never reach these (the
 * route table sends them to /login), so the guards render nothing for them.
 */

export function AdminGuard({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  if (!isAdminRole(user.role)) return <AccessDenied required="admin" />;
  return children;
}

export function SuperAdminGuard({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  if (!isSuperAdminRole(user.role)) return <AccessDenied required="superAdmin" />;
  return children;
}
