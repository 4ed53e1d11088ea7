import { z } from 'zod';
import { typedCodeSchema } from '../zarcode/schemas';
import { MAX_CODES_PER_PDF, PRINT_FORMATS } from './print';

const FORMAT_MESSAGE = `format must be one of: ${PRINT_FORMATS.join(', ')}`;

/** GET /api/print/{code}?format=: one code. */
export const printQuerySchema = z.object({
  format: z.enum(PRINT_FORMATS, { error: FORMAT_MESSAGE }).default('plate'),
});

/** POST /api/print: a selection of the caller's codes. */
export const printSelectionBodySchema = z.object({
  format: z.enum(PRINT_FORMATS, { error: FORMAT_MESSAGE }),
  codes: z
    .array(typedCodeSchema, { error: 'codes must be a list of codes' })
    .min(1, { error: 'Choose at least one code to print' })
    .max(MAX_CODES_PER_PDF, { error: `One PDF holds at most ${MAX_CODES_PER_PDF} codes` }),
});
export type PrintSelectionBody = z.infer<typeof printSelectionBodySchema>;
