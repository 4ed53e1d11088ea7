import { z } from 'zod';
import { CONSENT_CHOICES, DATA_EXPORT_STATES, PROCESSOR_KINDS, RETENTION_JOBS } from './privacy';

export const dataExportParamsSchema = z.object({ id: z.string().max(100) });

/**
 * GET /api/user/export: the caller's latest export. `progress` runs 0-100 while queued or running;
 * `url` (the download, for its owner only) is there once ready; `nextExportAt` is when another may
 * be asked for (null: now).
 */
export const dataExportReplySchema = z.object({
  status: z.enum(DATA_EXPORT_STATES),
  id: z.string().nullable(),
  progress: z.number().int(),
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  url: z.string().nullable(),
  nextExportAt: z.string().nullable(),
});
export type DataExportReply = z.infer<typeof dataExportReplySchema>;

export const PASSWORD_REQUIRED = 'Type your password to confirm';

/** DELETE /api/user/account: the caller's password confirms it. */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, { error: PASSWORD_REQUIRED }).max(200, { error: 'Password must be at most 200 characters' }),
});
export type DeleteAccountBody = z.output<typeof deleteAccountBodySchema>;

const consentChoice = z.enum(CONSENT_CHOICES, { error: 'Choice must be accepted or declined' });

/** PUT /api/user/consent: the caller's answer to the analytics notice, and the version of the notice they read. */
export const recordConsentBodySchema = z.object({
  analytics: consentChoice,
  noticeVersion: z
    .string({ error: 'Notice version is required' })
    .trim()
    .min(1, { error: 'Notice version is required' })
    .max(40, { error: 'Notice version must be at most 40 characters' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'Notice version must be letters, digits, dots or dashes' }),
});
export type RecordConsentBody = z.output<typeof recordConsentBodySchema>;

export const consentRecordSchema = z.object({
  choice: consentChoice,
  noticeVersion: z.string(),
  recordedAt: z.string(),
});

/** The caller's latest recorded answer to each notice (null: none recorded). */
export const consentReplySchema = z.object({ analytics: consentRecordSchema.nullable() });
export type ConsentReply = z.infer<typeof consentReplySchema>;

export const processorSchema = z.object({
  kind: z.enum(PROCESSOR_KINDS),
  name: z.string(),
  /** The host the product sends to, when it is one of the settings. */
  host: z.string().nullable(),
  purpose: z.string(),
});
export type Processor = z.infer<typeof processorSchema>;

export const retentionRuleSchema = z.object({
  data: z.string(),
  keptFor: z.string(),
  job: z.enum(Object.values(RETENTION_JOBS) as [string, ...string[]]).nullable(),
});

/** GET /api/privacy/processing: who processes personal data as the service is set up now, and how long data is kept. */
export const privacyProcessingReplySchema = z.object({
  processors: z.array(processorSchema),
  retention: z.array(retentionRuleSchema),
});
export type PrivacyProcessingReply = z.infer<typeof privacyProcessingReplySchema>;
