import { eq } from 'drizzle-orm';
import type { SystemSettings, UpdateSettingsBody } from '../../../domain/settings/schemas';
import type { Database, Queryable } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { recordAudit, type AuditContext } from '../audit';

export type SystemSettingsRow = typeof systemSettings.$inferSelect;

/** The single settings row, created with the agreed defaults (docs/rules.md#records) on first use. */
export async function getSystemSettings(db: Queryable): Promise<SystemSettingsRow> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  if (row) return row;
  await db.insert(systemSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1));
  return created!;
}

/**
 * Changes the fields given (the page sends them all); the others keep their values. Recorded in the
 * audit log with the settings before and after (the maps key redacted).
 */
export async function updateSystemSettings(db: Database, audit: AuditContext, body: UpdateSettingsBody): Promise<SystemSettingsRow> {
  await getSystemSettings(db);
  const { vatRate, ...rest } = body;
  const changes: Partial<typeof systemSettings.$inferInsert> = { updatedAt: new Date() };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  if (vatRate !== undefined) changes.vatRate = vatRate.toFixed(2);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(systemSettings).where(eq(systemSettings.id, 1)).for('update');
    const [row] = await tx.update(systemSettings).set(changes).where(eq(systemSettings.id, 1)).returning();
    await recordAudit(tx, audit, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'system',
      before: presentSystemSettings(before!),
      after: presentSystemSettings(row!),
    });
    return row!;
  });
}

/** The row as the settings object of the page. */
export function presentSystemSettings(row: SystemSettingsRow): SystemSettings {
  return {
    googleMapsApiKey: row.googleMapsApiKey,
    maxCodesPerUser: row.maxCodesPerUser,
    notifyNewUser: row.notifyNewUser,
    notifyDailyStats: row.notifyDailyStats,
    vatRate: Number(row.vatRate),
    usePayFast: row.usePayFast,
    payFastSandbox: row.payFastSandbox,
    payFastTestPageTimeout: row.payFastTestPageTimeout,
    payFastDebugMode: row.payFastDebugMode,
    payFastAutoSubmit: row.payFastAutoSubmit,
    payFastImmediateSubmit: row.payFastImmediateSubmit,
  };
}
