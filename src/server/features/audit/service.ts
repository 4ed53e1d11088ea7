import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';
import { redactSecrets } from './redact';

/** Who did it and from where: taken from the request by `auditContextOf` in the route. */
export interface AuditContext {
  actorId: string;
  actorEmail: string;
  actorRole: string;
  ip: string | null;
}

export interface AuditEntry {
  /** What was done, `<thing>.<verb>`: `price.create`, `voucher.update`, `user.delete`, ... */
  action: string;
  targetType: string;
  targetId: string;
  /** The record's fields before the write (absent for a creation); secrets are redacted here. */
  before?: unknown;
  /** The record's fields after the write (absent for a deletion). */
  after?: unknown;
}

/**
 * Records an admin write. Call it with the write's own transaction, so that a write that fails
 * (or is rolled back) leaves no entry, and an entry never exists without its write.
 */
export async function recordAudit(tx: Queryable, context: AuditContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: context.actorId,
    actorEmail: context.actorEmail,
    actorRole: context.actorRole,
    ip: context.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before === undefined ? null : redactSecrets(entry.before),
    after: entry.after === undefined ? null : redactSecrets(entry.after),
  });
}
