import { z } from 'zod';
import { STORED_CODE_PATTERN } from '../zarcode/zarcode';

/**
 * A code someone saved (the star on a code page): what the saved list shows of it, as the saver may see
 * it (a private code's title only to its owner and admins), and when it was saved.
 */
export const savedCodeSchema = z.object({
  zarcode: z.string().regex(STORED_CODE_PATTERN),
  title: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  savedAt: z.string(),
});
export type SavedCode = z.infer<typeof savedCodeSchema>;

/** GET /api/saved-codes: the caller's saved codes, newest first. */
export const savedCodesReplySchema = z.object({ savedCodes: z.array(savedCodeSchema) });
export type SavedCodesReply = z.infer<typeof savedCodesReplySchema>;

/** PUT /api/saved-codes/{code}: the code as saved (saving it again keeps the first time). */
export const savedCodeReplySchema = z.object({ savedCode: savedCodeSchema });
export type SavedCodeReply = z.infer<typeof savedCodeReplySchema>;
