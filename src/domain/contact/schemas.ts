import { z } from 'zod';
import { emailField, requiredText } from '../api/schemas';

export const contactBodySchema = z.object({
  name: requiredText('Name is required', 120),
  email: emailField(),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const unreadCountReplySchema = z.object({ count: z.number().int() });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;
