import { z } from 'zod';

/** Every error answer of the API has this shape. */
export const errorReplySchema = z.object({ message: z.string() });

/** A route's error answers, each `{ message }`, by status: `errorReplies(400, 401, 403)`. */
export function errorReplies<const Status extends number>(...statuses: Status[]): Record<Status, typeof errorReplySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorReplySchema])) as Record<Status, typeof errorReplySchema>;
}
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

/**
 * No control character at all (C0, DEL, C1; line breaks and tabs among them): text on one line. A
 * name with a line break in it could add a header to an e-mail ('Eve\r\nBcc: ...') or break a CSV.
 */
// eslint-disable-next-line no-control-regex -- naming control characters is the point
export const ONE_LINE_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Multi-line text keeps its line breaks and tabs, and no other control character. */
// eslint-disable-next-line no-control-regex -- as above
export const MULTI_LINE_PATTERN = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/**
 * Text on one line (a name, a title, a subject, a code): a line break, tab or other control
 * character gets '{label} must be one line, without control characters'. A pattern, so that the API
 * document shows the rule; after trim(), so a line break pasted at either end is simply dropped.
 */
export const oneLine = <T extends z.ZodString>(schema: T, label: string): T =>
  schema.regex(ONE_LINE_PATTERN, { error: `${label} must be one line, without control characters` });

/** Text of several lines (a description, a message): control characters other than line breaks and tabs are refused. */
export const multiLine = <T extends z.ZodString>(schema: T, label: string): T =>
  schema.regex(MULTI_LINE_PATTERN, { error: `${label} must not contain control characters` });

/** A text field that must be present and not blank once trimmed: absent or blank gets `message`, too long `tooLong`. */
export const requiredText = (message: string, max = 200, tooLong = `Must be at most ${max} characters`) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong });

/**
 * An e-mail address, trimmed; anything else gets `message`. Checked with zod's e-mail pattern as a
 * custom rule, so the message goes out as written even where it reads like zod's own default
 * ('Invalid email address', the profile's agreed words).
 */
export const emailField = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .regex(ONE_LINE_PATTERN, { error: message })
    .refine((value) => z.regexes.email.test(value), { error: message });

/**
 * true or false, named by the label its form shows: anything else gets '{label} must be true or
 * false'. Every message names a field by its label, never by its key in the request.
 */
export const booleanField = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** A whole number from `min` to `max` in a request body; anything else gets `message`. */
export const wholeNumberField = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A number written out: digits, a sign, and a decimal point or comma (no exponent, hex or spaces inside). */
const TYPED_NUMBER_PATTERN = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A number as a person types it into a form field, or as a client sends it: a number, or its text
 * (spaces around it and a decimal comma allowed). Blank text or null is `blank` where blank has a
 * meaning (a VAT rate of 0), and refused where `blank` is not given; anything else must lie from
 * `min` to `max` with at most `decimals` decimals, or gets `message`. Nothing is rounded or
 * clamped into range: a value that breaks the rule is refused, never saved as another.
 */
export const typedNumberField = ({ message, min, max, decimals = 0, blank }: { message: string; min: number; max: number; decimals?: number; blank?: number }) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    const number =
      text === null || text === ''
        ? blank
        : typeof text === 'number'
          ? text
          : TYPED_NUMBER_PATTERN.test(text)
            ? Number(text.replace(',', '.'))
            : undefined;
    const scaled = number === undefined ? NaN : number * 10 ** decimals;
    if (number === undefined || !Number.isFinite(number) || number < min || number > max || Math.abs(scaled - Math.round(scaled)) > 1e-6) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return Math.round(scaled) / 10 ** decimals;
  });

/** A blank query value is an absent one. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number from a query string, within limits; absent or blank gives the default. */
export const wholeNumberQuery = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback),
  );

/** `?page=`: 1 or more, 1 by default. */
export const pageQueryField = () => wholeNumberQuery('page must be a whole number of 1 or more', 1, Number.MAX_SAFE_INTEGER, 1);

/** `?limit=`: 1 to `max`, `fallback` by default. */
export const limitQueryField = (max: number, fallback: number) =>
  wholeNumberQuery(`limit must be a whole number from 1 to ${max}`, 1, max, fallback);

