import { beforeAll } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { systemSettings } from '../../src/server/db/schema';
import { getSystemSettings } from '../../src/server/features/settings/service';
import type { TestApp } from './app';

/**
 * Mock payments for a test file: PayFast switched off in System Settings, as a super admin does it
 * on /a/settings (written in the database, so that no audit entry is added to what a file counts).
 * Without it, the app has PayFast switched on and, with no merchant credentials, takes no payments.
 * Call after useTestApp.
 */
export function useMockPayments(app: TestApp): void {
  beforeAll(async () => {
    await switchPayFastOff(app.deps.db);
  });
}

/** PayFast switched off in System Settings: new payments go through the mock page. */
export async function switchPayFastOff(db: Database): Promise<void> {
  await getSystemSettings(db);
  await db.update(systemSettings).set({ usePayFast: false });
}
