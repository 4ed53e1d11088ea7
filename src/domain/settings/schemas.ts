import { z } from 'zod';

export const publicSettingsReplySchema = z.object({
  googleMapsApiKey: z.string(),
  tileUrl: z.string(),
  supportEmail: z.string(),
  gtmId: z.string(),
});
export type PublicSettingsReply = z.infer<typeof publicSettingsReplySchema>;
