import { z } from 'zod';
import { optionalDayField, optionalSearchField, refuseToBeforeFrom } from '../api/query-fields';
import { limitQueryField, pageQueryField, paginationSchema } from '../api/schemas';

export const AUDIT_MAX_LIMIT = 100;

/**
 * GET /api/admin/audit (super admin): newest first. `actor` finds the actor's e-mail (any part) or id;
 * `action` an action (`price.create`) or every action on a thing (`price`); `target` a target's id
 * (any part) or type; `from` and `to` are South African days, both included.
 */
export const auditQuerySchema = z
  .object({
    actor: optionalSearchField('actor'),
    action: optionalSearchField('action', 100),
    target: optionalSearchField('target'),
    from: optionalDayField('from'),
    to: optionalDayField('to'),
    page: pageQueryField(),
    limit: limitQueryField(AUDIT_MAX_LIMIT, 50),
  })
  .check(refuseToBeforeFrom);
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), role: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The record's fields before and after, as recorded (secrets redacted); null for a creation or deletion. */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryRecord = z.infer<typeof auditEntrySchema>;

export const auditListReplySchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
  /** Every action recorded so far, for the filter. */
  actions: z.array(z.string()),
});
export type AuditListReply = z.infer<typeof auditListReplySchema>;
