import { z } from 'zod';

export const userStatsReplySchema = z.object({
  totalCodes: z.number().int(),
  thisMonth: z.number().int(),
  provinces: z.number().int(),
  viewsThisMonth: z.number().int(),
});
export type UserStatsReply = z.infer<typeof userStatsReplySchema>;
