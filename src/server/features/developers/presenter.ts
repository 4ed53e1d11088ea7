import type { ApiKeyScope } from '../../../domain/developers/api-keys';
import type { ApiKey } from '../../../domain/developers/schemas';
import type { ApiKeyWithUse } from './service';

/** A key as its owner sees it: never the key or its hash. */
export function presentApiKey(row: ApiKeyWithUse): ApiKey {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes as ApiKeyScope[],
    rateLimit: { perSecond: row.requestsPerSecond, perDay: row.requestsPerDay },
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

