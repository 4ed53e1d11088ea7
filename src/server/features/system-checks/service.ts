import type { Database } from '../../db/client';
import { conflict, HttpError } from '../../errors';
import { createGoogleGeocoder } from '../../infra/geocoder';
import { recordAudit, type AuditContext } from '../audit';
import type { MailService } from '../../mail/service';
import { systemCheckMail } from './mail';
import { getSystemSettings } from '../settings';

/** Cape Town City Hall: a point every working key can name. */
const TEST_POINT = { latitude: -33.9249, longitude: 18.4241 };

/**
 * Asks Google's Geocoding API, with the key of System Settings and no fallback, to name a known
 * point: the answer says whether maps will work for users.
 */
export async function testMapsApi(db: Database, googleBaseUrl: string | undefined): Promise<string> {
  const key = (await getSystemSettings(db)).googleMapsApiKey.trim();
  if (!key) throw conflict('Google Maps API key not configured');
  const google = createGoogleGeocoder({ apiKey: key, baseUrl: googleBaseUrl });
  try {
    const place = await google.reverse(TEST_POINT.latitude, TEST_POINT.longitude);
    return place
      ? `Google Maps API is working: it placed Cape Town City Hall in ${place.suburb}, ${place.city}.`
      : 'Google Maps API answered, but found no place for Cape Town City Hall.';
  } catch (error) {
    throw new HttpError(502, `Google Maps API test failed: ${(error as Error).message}`);
  }
}

/**
 * Sends a test message through the configured mail transport (SMTP, or the outbox), and records it in
 * the audit log once sent (a failure is in the e-mail log only).
 */
export async function sendTestEmail(
  deps: { db: Database; mail: MailService },
  audit: AuditContext,
  to: string,
): Promise<string> {
  const { db, mail } = deps;
  let sent;
  try {
    sent = await mail.send(systemCheckMail, 'test-email', to, { sentBy: audit.actorEmail });
  } catch (error) {
    throw new HttpError(502, `Failed to send test email: ${(error as Error).message}`);
  }
  await recordAudit(db, audit, {
    action: 'email.test',
    targetType: 'email',
    targetId: sent.toAddress,
    after: { messageId: sent.id, subject: sent.subject, transport: sent.transport, status: sent.status },
  });
  return mail.kind === 'smtp'
    ? `Test email sent to ${to}`
    : `Test email written to the outbox for ${to} (no SMTP_URL is set)`;
}
