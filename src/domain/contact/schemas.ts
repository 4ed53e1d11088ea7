import { z } from 'zod';
import { optionalEnumField, optionalSearchField } from '../api/query-fields';
import { emailField, limitQueryField, multiLine, oneLine, pageQueryField, paginationSchema, requiredText } from '../api/schemas';

/** The honeypot's name: one that robots fill in, and people never see. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const contactBodySchema = z.object({
  name: oneLine(requiredText('Name is required', 120), 'Name'),
  email: emailField(),
  subject: oneLine(requiredText('Subject is required', 200), 'Subject'),
  message: multiLine(requiredText('Message is required', 5000), 'Message'),
  /**
   * The honeypot: a field people never see (hidden from sight, keyboard and screen readers) that
   * form-filling robots do fill. A message with it filled is answered like any other and dropped.
   */
  [CONTACT_HONEYPOT_FIELD]: z.string({ error: 'Must be text' }).max(500, { error: 'Must be at most 500 characters' }).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const unreadCountReplySchema = z.object({ count: z.number().int() });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;

// ---------------------------------------------------------------------------------------------------
// Admin: the contact messages at /a/messages

export const MESSAGE_STATUSES = ['unread', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const ADMIN_MESSAGES_MAX_LIMIT = 100;

/** GET /api/admin/messages: newest first, by read state and a search of name, e-mail, subject and text. */
export const adminMessagesQuerySchema = z.object({
  status: optionalEnumField('status', MESSAGE_STATUSES),
  search: optionalSearchField(),
  page: pageQueryField(),
  limit: limitQueryField(ADMIN_MESSAGES_MAX_LIMIT, 20),
});
export type AdminMessagesQuery = z.output<typeof adminMessagesQuerySchema>;

export const messageParamsSchema = z.object({ id: z.uuid({ error: 'Message not found' }) });

/** PUT /api/admin/messages/{id}/read. */
export const markMessageBodySchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
export type MarkMessageBody = z.infer<typeof markMessageBodySchema>;

export const REPLY_REQUIRED_MESSAGE = 'Please write a reply.';
/** POST /api/admin/messages/{id}/reply: sent by e-mail to the sender and kept with the message. */
export const replyMessageBodySchema = z.object({ message: multiLine(requiredText(REPLY_REQUIRED_MESSAGE, 10_000), 'The reply') });
export type ReplyMessageBody = z.input<typeof replyMessageBodySchema>;

/** An admin's reply as kept with the message. */
export const storedReplySchema = z.object({
  id: z.string(),
  message: z.string(),
  /** The admin who wrote it (their e-mail, kept after their account is gone). */
  sentBy: z.string(),
  createdAt: z.string(),
  /** The e-mail log's outcome for it. */
  emailStatus: z.enum(['sending', 'sent', 'failed']).nullable(),
});
export type StoredReply = z.infer<typeof storedReplySchema>;

export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  /** The sender's account, when they were signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  replies: z.array(storedReplySchema),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListReplySchema = z.object({
  messages: z.array(adminMessageSchema),
  pagination: paginationSchema,
  /** Across every message, whatever the filters. */
  counts: z.object({ all: z.number().int(), unread: z.number().int() }),
});
export type AdminMessageListReply = z.infer<typeof adminMessageListReplySchema>;
