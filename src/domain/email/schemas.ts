import { z } from 'zod';
import { optionalEnumField, optionalSearchField } from '../api/query-fields';

export const EMAIL_STATUSES = ['sending', 'sent', 'failed'] as const;
/** The e-mail page lists this many of the newest messages. */
export const EMAIL_LOG_LIMIT = 200;

/** GET /api/admin/email/log (super admin): the newest 200 messages, by outcome and a search of address and subject. */
export const emailLogQuerySchema = z.object({
  status: optionalEnumField('status', EMAIL_STATUSES),
  search: optionalSearchField(),
});
export type EmailLogQuery = z.output<typeof emailLogQuerySchema>;

export const emailLogEntrySchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  /** Why delivery failed, as the mail server or the outbox said. */
  error: z.string().nullable(),
  transport: z.enum(['smtp', 'outbox']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The entry this one sent again. */
  resendOf: z.string().nullable(),
  /** False for a message holding a secret (a reset link), whose body was not kept. */
  canResend: z.boolean(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;

export const emailTransportSchema = z.object({
  kind: z.enum(['smtp', 'outbox']),
  /** The sender address (MAIL_FROM). */
  from: z.string(),
  /** SMTP: host and port, without credentials; outbox: the folder the .eml files go to. */
  destination: z.string(),
});
export type EmailTransport = z.infer<typeof emailTransportSchema>;

export const emailLogReplySchema = z.object({
  transport: emailTransportSchema,
  messages: z.array(emailLogEntrySchema),
});
export type EmailLogReply = z.infer<typeof emailLogReplySchema>;

export const emailLogParamsSchema = z.object({ id: z.uuid({ error: 'Message not found' }) });

export const resendReplySchema = z.object({ message: z.string(), entry: emailLogEntrySchema });
export type ResendReply = z.infer<typeof resendReplySchema>;

export const templateSummarySchema = z.object({ name: z.string(), description: z.string(), sensitive: z.boolean() });
export const templateListReplySchema = z.object({ templates: z.array(templateSummarySchema) });
export type TemplateListReply = z.infer<typeof templateListReplySchema>;

export const templateParamsSchema = z.object({ name: z.string().max(100) });

/** A template rendered with its sample data. */
export const templatePreviewReplySchema = templateSummarySchema.extend({ subject: z.string(), text: z.string() });
export type TemplatePreviewReply = z.infer<typeof templatePreviewReplySchema>;
