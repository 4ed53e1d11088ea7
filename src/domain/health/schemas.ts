import { z } from 'zod';

/** GET /healthz: the process is up and answering. */
export const healthReplySchema = z.object({ status: z.literal('ok') });
export type HealthReply = z.infer<typeof healthReplySchema>;

/** GET /readyz: the process can serve requests, its database answering. */
export const readinessReplySchema = z.object({ status: z.literal('ready') });
export type ReadinessReply = z.infer<typeof readinessReplySchema>;
