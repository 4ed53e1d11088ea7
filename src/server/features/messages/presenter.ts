import type { AdminMessage } from '../../../domain/contact/schemas';
import type { adminMessageReplies, adminMessages, emailMessages } from '../../db/schema';

export type MessageRow = typeof adminMessages.$inferSelect;
export interface ReplyRow {
  reply: typeof adminMessageReplies.$inferSelect;
  emailStatus: (typeof emailMessages.$inferSelect)['status'] | null;
}

/** A contact message for the admins, with the replies sent to it, oldest first. */
export function presentAdminMessage(row: MessageRow, replies: ReplyRow[]): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    isRead: row.isRead,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    replies: replies.map(({ reply, emailStatus }) => ({
      id: reply.id,
      message: reply.body,
      sentBy: reply.adminEmail,
      createdAt: reply.createdAt.toISOString(),
      emailStatus,
    })),
  };
}
