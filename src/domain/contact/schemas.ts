import { z } from 'zod';
import { emailField, requiredText } from '../api/schemas';

/** The honeypot's name: one that robots fill in, and people never see. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const contactBodySchema = z.object({
  name: requiredText('Name is required', 120),
  email: emailField(),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
  /**
   * The honeypot: a field people never see (hidden from sight, keyboard and screen readers) that
   * form-filling robots do fill. A message with it filled is answered like any other and dropped.
   */
  [CONTACT_HONEYPOT_FIELD]: z.string({ error: 'Must be text' }).max(500, { error: 'Must be at most 500 characters' }).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const unreadCountReplySchema = z.object({ count: z.number().int() });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;
