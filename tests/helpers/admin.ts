import { expect } from 'vitest';
import type { AuditEntryRecord } from '../../src/domain/audit/schemas';
import type { Actors, ApiAnswer, TestApp } from './app';
import { expectMessage } from './bad-input';

/**
 * The callers an admin endpoint refuses, before it reads what was asked: anonymous 401, an ordinary
 * user 403 (on their own record too, when `call` touches one), and an admin 403 when the endpoint is
 * the super admin's. `call` makes the request with the token given.
 */
export async function expectOutsidersRefused(
  actors: Actors,
  call: (token: string | undefined) => Promise<ApiAnswer>,
  options: { superAdminOnly?: boolean } = {},
): Promise<void> {
  expectMessage(await call(undefined), 401, 'Authentication required');
  expectMessage(await call(actors.owner.token), 403);
  if (options.superAdminOnly) expectMessage(await call(actors.admin.token), 403, 'Super administrator access required');
}

/** The audit log's entries as the super admin reads them (GET /api/admin/audit), newest first. */
export async function auditEntries(
  app: TestApp,
  actors: Actors,
  query: Record<string, string> = {},
): Promise<AuditEntryRecord[]> {
  const answer = await app.request('GET', `/api/admin/audit?${new URLSearchParams({ limit: '100', ...query })}`, {
    token: actors.superAdmin.token,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.entries;
}

/** How many entries match (GET /api/admin/audit's total). */
export async function countAuditEntries(app: TestApp, actors: Actors, query: Record<string, string> = {}): Promise<number> {
  const answer = await app.request('GET', `/api/admin/audit?${new URLSearchParams({ limit: '1', ...query })}`, {
    token: actors.superAdmin.token,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.pagination.total;
}

/** The one entry of `action` on `targetId`, with who made it and from where. */
export async function expectOneAuditEntry(
  app: TestApp,
  actors: Actors,
  entry: { action: string; targetId: string; actor: { id: string; email: string }; role: string },
): Promise<AuditEntryRecord> {
  const found = (await auditEntries(app, actors, { target: entry.targetId, action: entry.action })).filter(
    (candidate) => candidate.targetId === entry.targetId,
  );
  expect(found, `${entry.action} on ${entry.targetId}`).toHaveLength(1);
  expect(found[0]).toMatchObject({
    action: entry.action,
    targetId: entry.targetId,
    actor: { id: entry.actor.id, email: entry.actor.email, role: entry.role },
    ip: '127.0.0.1',
  });
  return found[0]!;
}
