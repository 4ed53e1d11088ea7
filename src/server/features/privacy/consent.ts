import { and, desc, eq } from 'drizzle-orm';
import type { ConsentReply, RecordConsentBody } from '../../../domain/privacy/schemas';
import type { Database } from '../../db/client';
import { consentRecords } from '../../db/schema';

/** GET /api/user/consent: the caller's latest answer to the analytics notice. */
export async function getConsent(db: Database, userId: string): Promise<ConsentReply> {
  const [latest] = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, 'analytics')))
    .orderBy(desc(consentRecords.createdAt))
    .limit(1);
  return {
    analytics: latest ? { choice: latest.choice, noticeVersion: latest.noticeVersion, recordedAt: latest.createdAt.toISOString() } : null,
  };
}

/**
 * PUT /api/user/consent: records the caller's answer to the analytics notice as a new row (the
 * earlier answers stay, so it can be shown what was agreed to and when).
 */
export async function recordConsent(db: Database, userId: string, body: RecordConsentBody): Promise<ConsentReply> {
  await db.insert(consentRecords).values({ userId, purpose: 'analytics', choice: body.analytics, noticeVersion: body.noticeVersion });
  return getConsent(db, userId);
}
