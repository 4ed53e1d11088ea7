import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { auditLog } from '../../src/server/db/schema';
import { REDACTED } from '../../src/server/features/audit/redact';
import { recordAudit, type AuditContext } from '../../src/server/features/audit/service';
import { openTestDatabase } from '../helpers/database';

// The audit log's own guarantees; each admin write's entry is tested with its endpoint.
let database: DatabaseHandle;
const admin: AuditContext = {
  actorId: '00000000-0000-4000-8000-000000000001',
  actorEmail: 'admin@example.com',
  actorRole: 'admin',
  ip: '127.0.0.1',
};

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('the audit log', () => {
  it('records who did what to which record, before and after, with secrets redacted', async () => {
    await recordAudit(database.db, admin, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'system',
      before: { vatRate: '15.00', googleMapsApiKey: 'old-key' },
      after: { vatRate: '16.00', googleMapsApiKey: 'new-key' },
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(entry).toMatchObject({
      actorId: admin.actorId,
      actorEmail: 'admin@example.com',
      actorRole: 'admin',
      ip: '127.0.0.1',
      targetType: 'settings',
      targetId: 'system',
      before: { vatRate: '15.00', googleMapsApiKey: REDACTED },
      after: { vatRate: '16.00', googleMapsApiKey: REDACTED },
    });
    expect(entry!.createdAt).toBeInstanceOf(Date);
  });

  it('keeps no entry of a write that is rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, admin, { action: 'price.create', targetType: 'price', targetId: 'rolled-back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await database.db.select().from(auditLog).where(eq(auditLog.targetId, 'rolled-back'))).toEqual([]);
  });

  it('refuses to change, delete or truncate an entry', async () => {
    await expect(database.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const entries = await database.db.select().from(auditLog);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.action !== 'forged')).toBe(true);
  });
});
