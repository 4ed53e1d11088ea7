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
  /**
   * Who made the change: the id, e-mail and role recorded with it, and the account's name now (null
   * once the account is gone).
   */
  actor: z.object({ id: z.string(), email: z.string(), role: z.string(), name: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /**
   * What the record is called now, for people to read: a code's ZARcode while the code exists (its
   * targetId is that code), a change request's code, a user's name, a creator's display name, a
   * voucher's code; null for other kinds and for records that are gone.
   */
  targetName: z.string().nullable(),
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
