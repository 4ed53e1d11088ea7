import { and, asc, count, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { CHANGE_REQUEST_NOT_FOUND, NOT_PENDING_MESSAGE, OPEN_REQUEST_MESSAGE, windowEndsAt, type ChangeRequestState } from '../../../domain/change-requests/change-requests';
import type { AdminChangeRequest, AdminChangeRequestListReply, AdminChangeRequestsQuery, ChangeRequest, RequestChangeBody } from '../../../domain/change-requests/schemas';
import { paginationOf } from '../../../domain/api/pagination';
import type { Actor, Viewer } from '../../actor';
import type { Database, Queryable } from '../../db/client';
import { newestFirst, pageOf } from '../../db/lists';
import { changeRequests, users, zarcodes } from '../../db/schema';
import { codeContains, containsText, isUuid } from '../../db/values';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../errors';
import { recordAudit, type AuditContext } from '../audit';
import type { MailService } from '../../mail/service';
import { changeRequestMail } from './mail';
import { zarcodeAccess, getZarcodeByTypedCode, type ZarcodeWithOwner } from '../zarcodes';
import { changeRequestAccess, type RequestFacts } from './policy';
import { presentAdminChangeRequest, presentChangeRequest, type AdminChangeRequestRow } from './presenter';
import { isInWindowAt, windowCutoff, type ChangeRequestRow } from './window';

/** How many of their requests an owner's list holds: newest first, more than a dashboard ever shows. */
const MY_REQUESTS_LIMIT = 100;

/** The request's own columns and its code. */
function selectWithCode(db: Queryable) {
  return db
    .select({ request: changeRequests, code: zarcodes.code })
    .from(changeRequests)
    .innerJoin(zarcodes, eq(zarcodes.id, changeRequests.zarcodeId));
}

/** The condition of each state at `now` ('approved' in its window, 'expired' past it). */
function stateCondition(state: ChangeRequestState, now: Date): SQL {
  switch (state) {
    case 'approved':
      return isInWindowAt(now);
    case 'expired':
      return and(eq(changeRequests.status, 'approved'), lte(changeRequests.approvedAt, windowCutoff(now)))!;
    default:
      return eq(changeRequests.status, state);
  }
}

/** Pending, or approved with its window open at `now`: the requests that hold their code. */
const isOpenAt = (now: Date) => or(stateCondition('pending', now), stateCondition('approved', now))!;

/**
 * The code (typed any way) whose move `viewer` may ask for: their own (policy.ts of codes; an admin
 * too only for their own codes). 404 for no such code, 403 for someone else's. The route asks it
 * before its body is read, then again.
 */
export async function getCodeToMove(db: Queryable, viewer: Viewer, typedCode: string): Promise<ZarcodeWithOwner> {
  const code = await getZarcodeByTypedCode(db, typedCode);
  if (!zarcodeAccess(viewer, code).canRequestChange) throw forbidden(`You can only request changes to your own ${PRODUCT_NAME_PLURAL}`);
  return code;
}

/**
 * POST /api/zarcodes/{code}/request-change: the owner asks to move their code. One open request per
 * code: the code's row is locked while its requests are checked, so two requests at once take turns
 * and the second is refused (409); the partial unique index on pending requests stands behind it.
 */
export async function requestChange(
  db: Database,
  actor: Actor,
  typedCode: string,
  body: RequestChangeBody,
  now: Date = new Date(),
): Promise<ChangeRequest> {
  const code = await getCodeToMove(db, actor, typedCode);
  try {
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: zarcodes.id }).from(zarcodes).where(eq(zarcodes.id, code.id)).for('update');
      const [open] = await tx
        .select({ id: changeRequests.id })
        .from(changeRequests)
        .where(and(eq(changeRequests.zarcodeId, code.id), isOpenAt(now)))
        .limit(1);
      if (open) throw conflict(OPEN_REQUEST_MESSAGE);
      const [inserted] = await tx
        .insert(changeRequests)
        .values({ zarcodeId: code.id, userId: actor.id, reason: body.reason, createdAt: now, updatedAt: now })
        .returning();
      return inserted!;
    });
    return presentChangeRequest({ request: row, code: code.code }, actor, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(OPEN_REQUEST_MESSAGE);
    throw error;
  }
}

/** GET /api/change-requests/my: the caller's requests, newest first, dismissed ones included. */
export async function listMyChangeRequests(db: Database, actor: Actor, now: Date = new Date()): Promise<ChangeRequest[]> {
  const rows = await selectWithCode(db)
    .where(eq(changeRequests.userId, actor.id))
    .orderBy(...newestFirst(changeRequests))
    .limit(MY_REQUESTS_LIMIT);
  return rows.map((row) => presentChangeRequest(row, actor, now));
}

/**
 * A change request `viewer` may see (policy.ts: its owner only); anyone else's, or none, is not found.
 * Dismissing asks it before the body is read.
 */
export async function getOwnChangeRequest(db: Queryable, viewer: Viewer, id: string): Promise<RequestFacts> {
  const { userId, status, approvedAt, dismissedAt } = changeRequests;
  const [row] = isUuid(id) ? await db.select({ userId, status, approvedAt, dismissedAt }).from(changeRequests).where(eq(changeRequests.id, id)) : [];
  if (!row || !changeRequestAccess(viewer, row).canSee) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/change-requests/{id}/close: the owner dismisses the notice (it hides; the request is
 * otherwise unchanged). Anyone else's request, or none, is not found. Dismissing twice keeps the first time.
 */
export async function dismissChangeRequest(db: Database, actor: Actor, id: string, now: Date = new Date()): Promise<ChangeRequest> {
  if (!isUuid(id)) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  const [updated] = await db
    .update(changeRequests)
    .set({ dismissedAt: sql`coalesce(${changeRequests.dismissedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(changeRequests.id, id), eq(changeRequests.userId, actor.id)))
    .returning({ id: changeRequests.id });
  if (!updated) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  const [row] = await selectWithCode(db).where(eq(changeRequests.id, id));
  return presentChangeRequest(row!, actor, now);
}

// ---------------------------------------------------------------------------------------------------
// Admin

const owner = alias(users, 'owner');
const decider = alias(users, 'decider');

function selectForAdmin(db: Queryable) {
  return db
    .select({
      request: changeRequests,
      code: zarcodes.code,
      title: zarcodes.title,
      city: zarcodes.city,
      province: zarcodes.province,
      latitude: zarcodes.latitude,
      longitude: zarcodes.longitude,
      owner: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
      deciderEmail: decider.email,
    })
    .from(changeRequests)
    .innerJoin(zarcodes, eq(zarcodes.id, changeRequests.zarcodeId))
    .innerJoin(owner, eq(owner.id, changeRequests.userId))
    .leftJoin(decider, eq(decider.id, changeRequests.decidedBy));
}

const countIn = (state: ChangeRequestState, now: Date) =>
  sql<number>`count(*) filter (where ${stateCondition(state, now)})`.mapWith(Number);

/**
 * GET /api/admin/change-requests: a page of requests in one state (pending ones oldest first, the
 * queue; the others newest first), matching the search in code, owner or reason, with the count of
 * every state.
 */
export async function listAdminChangeRequests(
  db: Database,
  viewer: Actor,
  query: AdminChangeRequestsQuery,
  now: Date = new Date(),
): Promise<AdminChangeRequestListReply> {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(stateCondition(query.status, now));
  if (query.search) {
    const fields = [owner.email, sql`${owner.firstName} || ' ' || ${owner.lastName}`, changeRequests.reason];
    filters.push(or(codeContains(zarcodes.code, query.search), containsText(query.search, fields))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order =
    query.status === 'pending'
      ? [asc(changeRequests.createdAt), asc(changeRequests.id)]
      : newestFirst(changeRequests);
  const [rows, [totals], [counts]] = await Promise.all([
    pageOf(selectForAdmin(db).where(where).$dynamic(), order, query),
    db
      .select({ total: count() })
      .from(changeRequests)
      .innerJoin(zarcodes, eq(zarcodes.id, changeRequests.zarcodeId))
      .innerJoin(owner, eq(owner.id, changeRequests.userId))
      .where(where),
    db
      .select({
        pending: countIn('pending', now),
        approved: countIn('approved', now),
        expired: countIn('expired', now),
        rejected: countIn('rejected', now),
        applied: countIn('applied', now),
      })
      .from(changeRequests),
  ]);
  return {
    changeRequests: rows.map((row) => presentAdminChangeRequest(row, viewer, now)),
    pagination: paginationOf(query, totals?.total ?? 0),
    counts: counts ?? { pending: 0, approved: 0, expired: 0, rejected: 0, applied: 0 },
  };
}

async function getAdminRow(db: Queryable, id: string): Promise<AdminChangeRequestRow> {
  const [row] = isUuid(id) ? await selectForAdmin(db).where(eq(changeRequests.id, id)) : [];
  if (!row) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  return row;
}

const SOUTH_AFRICAN_TIME = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

export interface DecisionDeps {
  db: Database;
  mail: MailService;
  audit: AuditContext;
  actor: Actor;
}

type Decision = { kind: 'approve' } | { kind: 'reject'; note: string };

/**
 * Approves or rejects a pending request (409 for any other; 404 for none), recorded in the audit
 * log in the same transaction. The owner is mailed the decision once it is committed.
 */
async function decide(deps: DecisionDeps, id: string, decision: Decision, now: Date): Promise<AdminChangeRequest> {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    const before = await getAdminRow(tx, id);
    const changes: Partial<ChangeRequestRow> =
      decision.kind === 'approve'
        ? { status: 'approved', approvedAt: now }
        : { status: 'rejected', rejectedAt: now, rejectionNote: decision.note };
    const [updated] = await tx
      .update(changeRequests)
      .set({ ...changes, decidedBy: deps.actor.id, updatedAt: now })
      .where(and(eq(changeRequests.id, before.request.id), eq(changeRequests.status, 'pending')))
      .returning({ id: changeRequests.id });
    if (!updated) throw conflict(NOT_PENDING_MESSAGE);
    await recordAudit(tx, deps.audit, {
      action: `change_request.${decision.kind}`,
      targetType: 'change_request',
      targetId: before.request.id,
      before: { status: before.request.status, zarcode: before.code },
      after: { zarcode: before.code, ...changes },
    });
    return getAdminRow(tx, before.request.id);
  });
  const who = { firstName: row.owner.firstName, code: row.code };
  if (decision.kind === 'approve') {
    deps.mail.sendLater(changeRequestMail, 'change-request-approved', row.owner.email, {
      ...who,
      editPath: `/${PRODUCT_NAME_PLURAL.toLowerCase()}/${row.code}/edit`,
      windowEndsAt: `${SOUTH_AFRICAN_TIME.format(windowEndsAt(row.request)!)} (South African time)`,
    });
  } else {
    deps.mail.sendLater(changeRequestMail, 'change-request-rejected', row.owner.email, { ...who, note: decision.note, supportPath: '/support' });
  }
  return presentAdminChangeRequest(row, deps.actor, now);
}

/** PUT /api/admin/change-requests/{id}/approve: the owner may move the code for 24 hours. */
export function approveChangeRequest(deps: DecisionDeps, id: string, now: Date = new Date()) {
  return decide(deps, id, { kind: 'approve' }, now);
}

/** PUT /api/admin/change-requests/{id}/reject: declined, with the note the owner reads. */
export function rejectChangeRequest(deps: DecisionDeps, id: string, note: string, now: Date = new Date()) {
  return decide(deps, id, { kind: 'reject', note }, now);
}
