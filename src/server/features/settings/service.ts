import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemSettings } from '../../db/schema';

export type SystemSettingsRow = typeof systemSettings.$inferSelect;

/** The single settings row, created with the specification's defaults on first use. */
export async function getSystemSettings(db: Database): Promise<SystemSettingsRow> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  if (row) return row;
  await db.insert(systemSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1));
  return created!;
}
