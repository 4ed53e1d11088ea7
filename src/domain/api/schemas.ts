import { z } from 'zod';

/** Every error answer of the API has this shape. */
export const errorReplySchema = z.object({ message: z.string() });
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A text field that must be present and not blank once trimmed. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const emailField = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }));

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number from a query string, within limits; absent or blank gives the default. */
export const queryWholeNumber = (message: string, min: number, maxValue: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(maxValue, { error: message })
      .default(fallback),
  );
