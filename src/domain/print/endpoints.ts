import { endpoint, loaded } from '../api/endpoint';
import { MAX_CODES_PER_PDF } from './print';

// Codes as PDF: an A5 wall plate, an A4 sheet of 24 stickers or a 100 x 150 mm courier label. Their
// answer is a file, so neither declares an answer schema.

const print = async () => ({ ...(await import('./schemas')), ...(await import('../zarcode/schemas')) });
const errors = [400, 401, 403, 404, 429] as const;

/**
 * One code, for anyone (what it shows is on the code's public page); never kept, as it is made from
 * the code as it is now and a kept copy would outlive its edits, or its being made private.
 */
export const printCodeEndpoint = endpoint({
  method: 'GET',
  path: '/api/print/:code',
  access: 'public',
  caching: 'no-store',
  tags: ['print'],
  description: 'A PDF of one code: format plate (A5), stickers (A4, 24 of the code) or label (100 x 150 mm).',
  errors,
  schemas: loaded(print, (s) => ({ params: s.zarcodeParamsSchema, querystring: s.printQuerySchema })),
});

/** Up to MAX_CODES_PER_PDF of the caller's own codes in one PDF. */
export const printSelectionEndpoint = endpoint({
  method: 'POST',
  path: '/api/print',
  access: 'user',
  tags: ['print'],
  description: `A PDF of up to ${MAX_CODES_PER_PDF} of the caller's codes, in the order given: a plate or label per page, or one sticker each.`,
  errors,
  schemas: loaded(print, (s) => ({ body: s.printSelectionBodySchema })),
});
