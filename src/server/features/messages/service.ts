import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTACT_HONEYPOT_FIELD, type contactBodySchema } from '../../../domain/contact/schemas';
import type { Database } from '../../db/client';
import { adminMessages } from '../../db/schema';

/**
 * Stores a contact-form message for the admins; signed-in senders are linked to their account. A
 * message whose honeypot is filled came from a robot: it is dropped, and the sender is answered as
 * if it had been kept (a robot told otherwise would learn to leave the field empty).
 */
export async function createContactMessage(
  db: Database,
  input: z.output<typeof contactBodySchema>,
  senderId: string | null,
): Promise<void> {
  const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...message } = input;
  if (honeypot) return;
  await db.insert(adminMessages).values({ ...message, email: message.email.toLowerCase(), userId: senderId });
}

export async function countUnreadMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(adminMessages)
    .where(eq(adminMessages.isRead, false));
  return row?.value ?? 0;
}
