import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTACT_HONEYPOT_FIELD, type AdminMessage, type AdminMessagesQuery, type contactBodySchema } from '../../../domain/contact/schemas';
import type { Database, Queryable } from '../../db/client';
import { newestPage } from '../../db/lists';
import { adminMessageReplies, adminMessages, emailMessages } from '../../db/schema';
import { containsText } from '../../db/values';
import { HttpError, notFound } from '../../errors';
import { recordAudit, type AuditContext } from '../audit';
import type { MailService } from '../../mail/service';
import { messageMail } from './mail';
import { presentAdminMessage, type MessageRow, type ReplyRow } from './presenter';

export const MESSAGE_NOT_FOUND = 'Message not found';

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

export const countUnreadMessages = (db: Queryable): Promise<number> => db.$count(adminMessages, eq(adminMessages.isRead, false));

/** The replies of these messages, oldest first, with how their e-mails went. */
async function repliesOf(db: Queryable, messageIds: string[]): Promise<Map<string, ReplyRow[]>> {
  const byMessage = new Map<string, ReplyRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ reply: adminMessageReplies, emailStatus: emailMessages.status })
    .from(adminMessageReplies)
    .leftJoin(emailMessages, eq(emailMessages.id, adminMessageReplies.emailMessageId))
    .where(inArray(adminMessageReplies.messageId, messageIds))
    .orderBy(asc(adminMessageReplies.createdAt), asc(adminMessageReplies.id));
  for (const row of rows) {
    const list = byMessage.get(row.reply.messageId) ?? [];
    list.push(row);
    byMessage.set(row.reply.messageId, list);
  }
  return byMessage;
}

/** GET /api/admin/messages: newest first, by read state and a search; with the counts of all and unread. */
export async function listAdminMessages(
  db: Database,
  query: AdminMessagesQuery,
): Promise<{ messages: AdminMessage[]; total: number; counts: { all: number; unread: number } }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(adminMessages.isRead, query.status === 'read'));
  if (query.search) {
    filters.push(containsText(query.search, [adminMessages.name, adminMessages.email, adminMessages.subject, adminMessages.message]));
  }
  const where = and(...filters);
  const [{ rows, total }, all, unread] = await Promise.all([
    newestPage(db, { table: adminMessages, select: db.select().from(adminMessages), where }, query),
    db.$count(adminMessages),
    countUnreadMessages(db),
  ]);
  const replies = await repliesOf(db, rows.map((row) => row.id));
  return {
    messages: rows.map((row) => presentAdminMessage(row, replies.get(row.id) ?? [])),
    total,
    counts: { all, unread },
  };
}

async function getMessageRow(db: Queryable, id: string, lock = false): Promise<MessageRow> {
  const query = db.select().from(adminMessages).where(eq(adminMessages.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
}

async function getAdminMessage(db: Queryable, id: string): Promise<AdminMessage> {
  const row = await getMessageRow(db, id);
  return presentAdminMessage(row, (await repliesOf(db, [id])).get(id) ?? []);
}

/** PUT /api/admin/messages/{id}/read: marks a message read or unread (the nav badge counts unread ones). */
export async function markMessage(db: Database, audit: AuditContext, id: string, read: boolean): Promise<AdminMessage> {
  await db.transaction(async (tx) => {
    const existing = await getMessageRow(tx, id, true);
    if (existing.isRead === read) return;
    await tx.update(adminMessages).set({ isRead: read }).where(eq(adminMessages.id, id));
    await recordAudit(tx, audit, {
      action: read ? 'message.read' : 'message.unread',
      targetType: 'message',
      targetId: id,
      before: { isRead: existing.isRead },
      after: { isRead: read },
    });
  });
  return getAdminMessage(db, id);
}

/**
 * POST /api/admin/messages/{id}/reply: e-mails the reply to the sender (template 'contact-reply', in
 * the e-mail log), then keeps it with the message, marks the message read and records it, in one
 * transaction. When the mail cannot be sent nothing is kept (the e-mail log has the failure) and the
 * answer is 502 with the mail server's reason, so the admin can try again with the text still typed.
 */
export async function replyToMessage(
  deps: { db: Database; mail: MailService },
  audit: AuditContext,
  id: string,
  reply: string,
): Promise<AdminMessage> {
  const { db, mail } = deps;
  const message = await getMessageRow(db, id);
  let sent;
  try {
    sent = await mail.send(messageMail, 'contact-reply', message.email, {
      name: message.name,
      subject: message.subject,
      original: message.message,
      reply,
    });
  } catch (error) {
    throw new HttpError(502, `Failed to send the reply: ${(error as Error).message}`);
  }
  await db.transaction(async (tx) => {
    const existing = await getMessageRow(tx, id, true);
    const [stored] = await tx
      .insert(adminMessageReplies)
      .values({ messageId: id, adminId: audit.actorId, adminEmail: audit.actorEmail, body: reply, emailMessageId: sent.id })
      .returning({ id: adminMessageReplies.id });
    if (!existing.isRead) await tx.update(adminMessages).set({ isRead: true }).where(eq(adminMessages.id, id));
    await recordAudit(tx, audit, {
      action: 'message.reply',
      targetType: 'message',
      targetId: id,
      before: { isRead: existing.isRead },
      after: { isRead: true, replyId: stored!.id, to: message.email, reply, emailMessageId: sent.id },
    });
  });
  return getAdminMessage(db, id);
}

/** DELETE /api/admin/messages/{id}: the message and its replies go; the audit entry keeps what it said. */
export async function deleteMessage(db: Database, audit: AuditContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await getMessageRow(tx, id, true);
    await tx.delete(adminMessages).where(eq(adminMessages.id, id));
    await recordAudit(tx, audit, {
      action: 'message.delete',
      targetType: 'message',
      targetId: id,
      before: {
        name: existing.name,
        email: existing.email,
        subject: existing.subject,
        message: existing.message,
        isRead: existing.isRead,
        createdAt: existing.createdAt,
      },
    });
  });
}
