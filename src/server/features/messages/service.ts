import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactBodySchema } from '../../../domain/contact/schemas';
import type { Database } from '../../db/client';
import { adminMessages } from '../../db/schema';

/** Stores a contact-form message for the admins; signed-in senders are linked to their account. */
export async function createContactMessage(
  db: Database,
  input: z.output<typeof contactBodySchema>,
  senderId: string | null,
): Promise<void> {
  await db.insert(adminMessages).values({ ...input, email: input.email.toLowerCase(), userId: senderId });
}

export async function countUnreadMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(adminMessages)
    .where(eq(adminMessages.isRead, false));
  return row?.value ?? 0;
}
