import type * as React from 'react';
import { isAdminRole, isSuperAdminRole } from '../../domain/auth/roles';
import { useSession } from '../session/use-session';
import { ADMIN_REQUIRED_TEXT, AccessDenied, SUPER_ADMIN_REQUIRED_TEXT } from './access-denied';

/*
 * Convenience only: the server checks every call. Signed-out visitors never reach these (the
 * route table sends them to /login), so the guards render nothing for them.
 */

export function AdminGuard({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  if (!isAdminRole(user.role)) return <AccessDenied message={ADMIN_REQUIRED_TEXT} />;
  return children;
}

export function SuperAdminGuard({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  if (!isSuperAdminRole(user.role)) return <AccessDenied message={SUPER_ADMIN_REQUIRED_TEXT} />;
  return children;
}
