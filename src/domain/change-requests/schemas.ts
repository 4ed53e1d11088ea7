import { z } from 'zod';
import { limitQueryField, multiLine, pageQueryField, paginationSchema, requiredText } from '../api/schemas';
import { coordinateStringSchema } from '../zarcode/schemas';
import { STORED_CODE_PATTERN } from '../zarcode/zarcode';
import {
  ADMIN_CHANGE_REQUESTS_PAGE_SIZE,
  CHANGE_REQUEST_FILTERS,
  CHANGE_REQUEST_STATES,
  CHANGE_REQUEST_STATUSES,
  NOTE_MAX_LENGTH,
  NOTE_REQUIRED_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  REASON_MAX_LENGTH,
  REASON_REQUIRED_MESSAGE,
  REASON_TOO_LONG_MESSAGE,
} from './change-requests';

// ---------------------------------------------------------------------------------------------------
// Requests

/** POST /api/zarcodes/{code}/request-change: why the owner wants to move the code. */
export const requestChangeBodySchema = z.object({
  reason: multiLine(requiredText(REASON_REQUIRED_MESSAGE, REASON_MAX_LENGTH, REASON_TOO_LONG_MESSAGE), 'The reason'),
});
export type RequestChangeInput = z.input<typeof requestChangeBodySchema>;
export type RequestChangeBody = z.output<typeof requestChangeBodySchema>;

/** PUT /api/admin/change-requests/{id}/reject: the note the owner reads. */
export const rejectChangeRequestBodySchema = z.object({
  note: multiLine(requiredText(NOTE_REQUIRED_MESSAGE, NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE), 'The note'),
});
export type RejectChangeRequestInput = z.input<typeof rejectChangeRequestBodySchema>;
export type RejectChangeRequestBody = z.output<typeof rejectChangeRequestBodySchema>;

/**
 * /api/change-requests/{id}/... and /api/admin/change-requests/{id}/...: taken as text; anything that
 * is not one of the caller's requests (or, for admins, any request) answers 404.
 */
export const changeRequestParamsSchema = z.object({ id: z.string().max(100, { error: 'Change request not found' }) });
export type ChangeRequestParams = z.infer<typeof changeRequestParamsSchema>;


/**
 * GET /api/admin/change-requests: by state ('pending' by default; 'approved' means in its window,
 * 'expired' an approval whose window passed), a search over code, owner and reason, a page at a time.
 */
export const adminChangeRequestsQuerySchema = z.object({
  status: z
    .enum(CHANGE_REQUEST_FILTERS, { error: `status must be one of: ${CHANGE_REQUEST_FILTERS.join(', ')}` })
    .default('pending'),
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(200, { error: 'search must be at most 200 characters' })
    .optional()
    .transform((value) => value || undefined),
  page: pageQueryField(),
  limit: limitQueryField(100, ADMIN_CHANGE_REQUESTS_PAGE_SIZE),
});
export type AdminChangeRequestsInput = z.input<typeof adminChangeRequestsQuerySchema>;
export type AdminChangeRequestsQuery = z.output<typeof adminChangeRequestsQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// Answers

export const positionSchema = z.object({ latitude: coordinateStringSchema, longitude: coordinateStringSchema });
export type Position = z.infer<typeof positionSchema>;

/**
 * A change request as its owner sees it: the fields of docs/rules.md#records, when its window ends (`expiresAt`,
 * approvedAt + 24 h), its state now, the admin's note on a rejection, and what the owner may do.
 */
export const changeRequestSchema = z.object({
  id: z.string(),
  zarcode: z.string().regex(STORED_CODE_PATTERN),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  state: z.enum(CHANGE_REQUEST_STATES),
  reason: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  dismissedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectionNote: z.string().nullable(),
  appliedAt: z.string().nullable(),
  /** Where the code was and where it went, once applied. */
  previousPosition: positionSchema.nullable(),
  newPosition: positionSchema.nullable(),
  /** The owner may move the code now (approved, window open). */
  canMove: z.boolean(),
  /** The notice is shown and may be dismissed. */
  canDismiss: z.boolean(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestReplySchema = changeRequestSchema;
export const myChangeRequestsReplySchema = z.object({ changeRequests: z.array(changeRequestSchema) });
export type MyChangeRequestsReply = z.infer<typeof myChangeRequestsReplySchema>;

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** A change request as an admin sees it: the owner, the code's place, who decided, and what may be done. */
export const adminChangeRequestSchema = changeRequestSchema
  .omit({ canMove: true, canDismiss: true })
  .extend({
    owner: personSchema,
    title: z.string(),
    city: z.string(),
    province: z.string(),
    position: positionSchema,
    decidedBy: z.object({ email: z.string() }).nullable(),
    canApprove: z.boolean(),
    canReject: z.boolean(),
  });
export type AdminChangeRequest = z.infer<typeof adminChangeRequestSchema>;

export const adminChangeRequestListReplySchema = z.object({
  changeRequests: z.array(adminChangeRequestSchema),
  pagination: paginationSchema,
  /** How many requests are in each state, whatever the filter (for the tabs). */
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    expired: z.number().int(),
    rejected: z.number().int(),
    applied: z.number().int(),
  }) satisfies z.ZodType<Record<(typeof CHANGE_REQUEST_STATES)[number], number>>,
});
export type AdminChangeRequestListReply = z.infer<typeof adminChangeRequestListReplySchema>;
