import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApiKeyScope } from '../../src/domain/developers/api-keys';
import type { CreateApiKeyReply } from '../../src/domain/developers/schemas';
import { apiKeys } from '../../src/server/db/schema';
import type { TestApp, TestUser } from './app';

export interface TestApiKey {
  id: string;
  secret: string;
}

/**
 * A key made through POST /api/developers/keys as `user` would make it. `perSecond` and `perDay`
 * set its limit in the database (an operator's change), so that tests reach a limit in a few calls.
 */
export async function createApiKey(
  app: TestApp,
  user: TestUser,
  options: { name?: string; scopes?: ApiKeyScope[]; perSecond?: number; perDay?: number } = {},
): Promise<TestApiKey> {
  const answer = await app.request<CreateApiKeyReply>('POST', '/api/developers/keys', {
    token: user.token,
    body: { name: options.name ?? 'Dispatch system', scopes: options.scopes ?? ['read'] },
  });
  expect(answer.status, answer.text).toBe(201);
  if (options.perSecond !== undefined || options.perDay !== undefined) {
    await app.deps.db
      .update(apiKeys)
      .set({
        ...(options.perSecond !== undefined ? { requestsPerSecond: options.perSecond } : {}),
        ...(options.perDay !== undefined ? { requestsPerDay: options.perDay } : {}),
      })
      .where(eq(apiKeys.id, answer.body.apiKey.id));
  }
  return { id: answer.body.apiKey.id, secret: answer.body.secret };
}

/** Headers that present a key as X-Api-Key. */
export const withKey = (key: TestApiKey) => ({ 'x-api-key': key.secret });
