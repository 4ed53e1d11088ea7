import { and, asc, eq, gte, ilike, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import { paginationOf } from '../../../domain/api/pagination';
import type { AuditEntryRecord, AuditListReply, AuditQuery } from '../../../domain/audit/schemas';
import { addDays, southAfricanMidnight } from '../../../domain/time/south-african-time';
import type { Database, Queryable } from '../../db/client';
import { newestPage } from '../../db/lists';
import { auditLog, changeRequests, creatorProfiles, users, vouchers, zarcodes } from '../../db/schema';
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

/** Names by id, of one kind of record. */
type Names = Map<string, string>;

const personName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/**
 * What the people and records of a page of entries are called now, read in one query per kind (a
 * page holds at most 100 entries): the actors' names, and the named targets' codes or names. A
 * record that is gone has no name.
 */
async function namesOf(db: Database, rows: AuditRow[]): Promise<{ people: Names; targets: Map<string, Names> }> {
  const targetIdsOf = (...types: string[]) => [...new Set(rows.filter((row) => types.includes(row.targetType)).map((row) => row.targetId))];
  const idsOf = (...types: string[]) => targetIdsOf(...types).filter(isUuid);
  const userIds = [...new Set([...rows.map((row) => row.actorId), ...idsOf('user')])];
  const [people, codes, creators, voucherCodes, requests] = await Promise.all([
    read(userIds, (ids) => db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids))),
    // Codes are recorded by their code (it never changes): found here only while the code exists.
    read(targetIdsOf('zarcode'), (codes) => db.select({ id: zarcodes.code, name: zarcodes.code }).from(zarcodes).where(inArray(zarcodes.code, codes))),
    read(idsOf('creator_profile', 'creator'), (ids) =>
      db.select({ id: creatorProfiles.id, name: creatorProfiles.displayName }).from(creatorProfiles).where(inArray(creatorProfiles.id, ids)),
    ),
    read(idsOf('voucher'), (ids) => db.select({ id: vouchers.id, name: vouchers.code }).from(vouchers).where(inArray(vouchers.id, ids))),
    read(idsOf('change_request'), (ids) =>
      db
        .select({ id: changeRequests.id, name: zarcodes.code })
        .from(changeRequests)
        .innerJoin(zarcodes, eq(zarcodes.id, changeRequests.zarcodeId))
        .where(inArray(changeRequests.id, ids)),
    ),
  ]);
  const byId = (found: { id: string; name: string }[]): Names => new Map(found.map((row) => [row.id, row.name]));
  const peopleNames = new Map(people.map((user) => [user.id, personName(user)]));
  return {
    people: peopleNames,
    targets: new Map([
      ['user', peopleNames],
      ['zarcode', byId(codes)],
      ['creator_profile', byId(creators)],
      // Hiding or showing a creator on the maps records the creator as 'creator'.
      ['creator', byId(creators)],
      ['voucher', byId(voucherCodes)],
      ['change_request', byId(requests)],
    ]),
  };
}

/** The rows for `ids`, or none without a query when there are no ids. */
const read = async <T>(ids: string[], query: (ids: string[]) => Promise<T[]>): Promise<T[]> => (ids.length === 0 ? [] : query(ids));

function presentAuditEntry(row: AuditRow, names: Awaited<ReturnType<typeof namesOf>>): AuditEntryRecord {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole, name: names.people.get(row.actorId) ?? null },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: names.targets.get(row.targetType)?.get(row.targetId) ?? null,
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
  const names = await namesOf(db, rows);
  return {
    entries: rows.map((row) => presentAuditEntry(row, names)),
    pagination: paginationOf(query, total),
    actions: actions.map((row) => row.action),
  };
}
