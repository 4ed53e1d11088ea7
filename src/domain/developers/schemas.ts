import { z } from 'zod';
import { oneLine, requiredText } from '../api/schemas';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES, USAGE_DAYS } from './api-keys';

export const API_KEY_NAME_MESSAGE = `Please give the key a name of at most ${API_KEY_NAME_MAX_LENGTH} characters`;
export const API_KEY_SCOPES_MESSAGE = "Choose at least one scope: 'read', 'write' or both";

/** POST /api/developers/keys: a name the owner recognises and what the key may do. */
export const createApiKeyBodySchema = z.object({
  name: oneLine(requiredText(API_KEY_NAME_MESSAGE, API_KEY_NAME_MAX_LENGTH, API_KEY_NAME_MESSAGE), "The key's name"),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: API_KEY_SCOPES_MESSAGE }), { error: API_KEY_SCOPES_MESSAGE })
    .min(1, { error: API_KEY_SCOPES_MESSAGE })
    .max(10, { error: API_KEY_SCOPES_MESSAGE })
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyBodySchema>;
export type CreateApiKeyBody = z.output<typeof createApiKeyBodySchema>;

export const apiRateLimitSchema = z.object({
  perSecond: z.number().int(),
  perDay: z.number().int(),
});

/** A key as its owner (or an admin) sees it: never the key itself, which is shown once. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key ('zc_AbC123'), to tell keys apart. */
  hint: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  rateLimit: apiRateLimitSchema,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/developers/keys. */
export const apiKeyListReplySchema = z.object({ apiKeys: z.array(apiKeySchema) });
export type ApiKeyListReply = z.infer<typeof apiKeyListReplySchema>;

/** POST /api/developers/keys: the key itself, this once. */
export const createApiKeyReplySchema = z.object({
  apiKey: apiKeySchema,
  secret: z.string().meta({ example: 'zc_Qm9vT2sY3h2d1p4b0FkU0p6aU1oZ3R2' }),
});
export type CreateApiKeyReply = z.infer<typeof createApiKeyReplySchema>;

/** An id in a path: anything that is not a key's id is simply not found (404). */
export const apiKeyParamsSchema = z.object({ id: z.string().max(64) });

/** GET /api/developers/usage?days=: requests per key per South African day, newest first. */
export const apiUsageQuerySchema = z.object({
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${USAGE_DAYS}` })
    .int({ error: `days must be a whole number from 1 to ${USAGE_DAYS}` })
    .min(1, { error: `days must be a whole number from 1 to ${USAGE_DAYS}` })
    .max(USAGE_DAYS, { error: `days must be a whole number from 1 to ${USAGE_DAYS}` })
    .default(USAGE_DAYS),
});

export const apiUsageDaySchema = z.object({
  apiKeyId: z.string(),
  /** YYYY-MM-DD, South African time. */
  day: z.string(),
  /** Requests answered (whatever their outcome). */
  requests: z.number().int(),
  /** Requests refused by the rate limit (429). */
  refused: z.number().int(),
});
export type ApiUsageDay = z.infer<typeof apiUsageDaySchema>;
export const apiUsageReplySchema = z.object({ usage: z.array(apiUsageDaySchema) });
export type ApiUsageReply = z.infer<typeof apiUsageReplySchema>;
