import { and, asc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import { paginationOf } from '../../../domain/api/pagination';
import type { AuditEntryRecord, AuditListReply, AuditQuery } from '../../../domain/audit/schemas';
import { addDays, southAfricanMidnight } from '../../../domain/time/south-african-time';
import type { Database, Queryable } from '../../db/client';
import { newestPage } from '../../db/lists';
import { auditLog } from '../../db/schema';
import { escapeLike, isUuid } from '../../db/values';
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

type AuditRow = typeof auditLog.$inferSelect;

function presentAuditEntry(row: AuditRow): AuditEntryRecord {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/audit: the entries matching the filters, newest first, a page at a time. */
export async function listAuditEntries(db: Database, query: AuditQuery): Promise<AuditListReply> {
  const filters: SQL[] = [];
  if (query.actor) {
    const byEmail = ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`);
    filters.push(isUuid(query.actor) ? or(eq(auditLog.actorId, query.actor), byEmail)! : byEmail);
  }
  if (query.action) {
    filters.push(or(eq(auditLog.action, query.action), like(auditLog.action, `${escapeLike(query.action)}.%`))!);
  }
  if (query.target) {
    filters.push(or(eq(auditLog.targetType, query.target), ilike(auditLog.targetId, `%${escapeLike(query.target)}%`))!);
  }
  if (query.from) filters.push(gte(auditLog.createdAt, southAfricanMidnight(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, southAfricanMidnight(addDays(query.to, 1))));
  const where = and(...filters);
  const [{ rows, total }, actions] = await Promise.all([
    newestPage(db, { table: auditLog, select: db.select().from(auditLog), where }, query),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return {
    entries: rows.map(presentAuditEntry),
    pagination: paginationOf(query, total),
    actions: actions.map((row) => row.action),
  };
}
