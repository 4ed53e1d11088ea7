import { isAdminRole } from '../../../domain/auth/roles';
import type { ApiKeyScope } from '../../../domain/developers/api-keys';
import type { Viewer } from '../../actor';

/**
 * Whose API keys a caller may revoke: their own, or any as an admin (a key leaked in public). Lists
 * are always the caller's own; another user's key is simply not found.
 */
export function canRevokeApiKey(viewer: Viewer, key: { userId: string }): boolean {
  return viewer !== null && (viewer.id === key.userId || isAdminRole(viewer.role));
}

/** A key may make a call when it holds the scope the route needs. */
export function keyAllows(scopes: readonly string[], needed: ApiKeyScope): boolean {
  return scopes.includes(needed);
}
