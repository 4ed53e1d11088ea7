import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/server/db/schema';
import type { TestApp } from './app';

/** The audit entries about one record, oldest first. */
export async function auditEntriesOf(app: TestApp, targetId: string, action?: string) {
  return app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(asc(auditLog.createdAt));
}

/** How many audit entries there are in all: a refused write must add none. */
export async function auditCount(app: TestApp): Promise<number> {
  return (await app.deps.db.select({ id: auditLog.id }).from(auditLog)).length;
}
