import { z } from 'zod';

export const currentPriceReplySchema = z.object({ amount: z.string().regex(/^\d+\.\d{2}$/) });
export type CurrentPriceReply = z.infer<typeof currentPriceReplySchema>;
