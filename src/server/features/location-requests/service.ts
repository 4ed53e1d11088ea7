import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  ANSWER_RETENTION_DAYS,
  ANSWERED_NEEDS_NO_LINK_MESSAGE,
  EXPIRED_NEEDS_NEW_REQUEST_MESSAGE,
  LOCATION_REQUEST_NOT_FOUND,
  LOCATION_REQUEST_TOKEN_BYTES,
  REQUEST_ALREADY_ANSWERED_MESSAGE,
  REQUEST_EXPIRED_MESSAGE,
  REQUEST_LINK_INVALID_MESSAGE,
  requestLinkPath,
} from '../../../domain/location-requests/location-requests';
import type { AnswerLocationRequestBody, CreateLocationRequestBody } from '../../../domain/location-requests/schemas';
import type { Viewer } from '../../actor';
import type { Database, Queryable } from '../../db/client';
import { pageOf } from '../../db/lists';
import { locationRequests, users } from '../../db/schema';
import { isUuid } from '../../db/values';
import { conflict, gone, notFound } from '../../errors';
import { newSecret, sha256Hex } from '../../infra/secrets';
import { enqueueWebhookEvent } from '../webhooks';
import { getZarcodeByTypedCode } from '../zarcodes';
import { canReplaceRequestLink, canSeeLocationRequest } from './policy';
import { presentLocationRequest } from './presenter';

export type LocationRequestRow = typeof locationRequests.$inferSelect;

export const REQUESTS_PAGE_SIZE = 20;
const HOUR_MS = 3_600_000;

/**
 * A new request of `userId`, open for `expiresInHours`. Answers the row and its link; the token is in
 * the link only (the table keeps its SHA-256), so the link is shown this once.
 */
export async function createLocationRequest(
  db: Queryable,
  userId: string,
  body: CreateLocationRequestBody,
  publicUrl: string,
): Promise<{ row: LocationRequestRow; token: string; url: string }> {
  const token = newSecret(LOCATION_REQUEST_TOKEN_BYTES);
  const [row] = await db
    .insert(locationRequests)
    .values({
      userId,
      tokenHash: sha256Hex(token),
      note: body.note,
      expiresAt: new Date(Date.now() + body.expiresInHours * HOUR_MS),
    })
    .returning();
  return { row: row!, token, url: requestLinkUrl(publicUrl, token) };
}

const requestLinkUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}${requestLinkPath(token)}`;

/** The caller's own requests, newest first, a page at a time. */
export async function listLocationRequests(db: Queryable, userId: string, page: number) {
  const where = eq(locationRequests.userId, userId);
  const [rows, total] = await Promise.all([
    pageOf(db.select().from(locationRequests).where(where).$dynamic(), [desc(locationRequests.createdAt)], { page, limit: REQUESTS_PAGE_SIZE }),
    db.$count(locationRequests, where),
  ]);
  return { rows, total };
}

/** One request, for its requester or an admin; 404 for anyone else. */
export async function getLocationRequest(db: Queryable, viewer: Viewer, id: string): Promise<LocationRequestRow> {
  const [row] = isUuid(id) ? await db.select().from(locationRequests).where(eq(locationRequests.id, id)) : [];
  if (!row || !canSeeLocationRequest(viewer, row)) throw notFound(LOCATION_REQUEST_NOT_FOUND);
  return row;
}

/** A request of the caller's own making, for replacing its link; 404 for anyone else, admins included. */
export async function getOwnLocationRequest(db: Queryable, viewer: Viewer, id: string): Promise<LocationRequestRow> {
  const row = await getLocationRequest(db, viewer, id);
  if (!canReplaceRequestLink(viewer, row)) throw notFound(LOCATION_REQUEST_NOT_FOUND);
  return row;
}

/**
 * A new link for a request still waiting for its answer: a new token in place of the old, whose link
 * stops working at once (only the hash is kept, so the first link cannot be shown again). The request
 * keeps its note and its end. One conditional UPDATE (not answered, not expired), so that an answer
 * arriving at the same moment is never lost: then 409.
 */
export async function replaceRequestLink(
  db: Queryable,
  viewer: Viewer,
  id: string,
  publicUrl: string,
): Promise<{ row: LocationRequestRow; token: string; url: string }> {
  const request = await getOwnLocationRequest(db, viewer, id);
  const token = newSecret(LOCATION_REQUEST_TOKEN_BYTES);
  const [row] = await db
    .update(locationRequests)
    .set({ tokenHash: sha256Hex(token) })
    .where(and(eq(locationRequests.id, request.id), isNull(locationRequests.answeredAt), gt(locationRequests.expiresAt, sql`now()`)))
    .returning();
  if (!row) {
    const [now] = await db.select({ answeredAt: locationRequests.answeredAt }).from(locationRequests).where(eq(locationRequests.id, request.id));
    throw conflict(now?.answeredAt ? ANSWERED_NEEDS_NO_LINK_MESSAGE : EXPIRED_NEEDS_NEW_REQUEST_MESSAGE);
  }
  return { row, token, url: requestLinkUrl(publicUrl, token) };
}

/** Deletes a request and its answer (the link stops working): its requester or an admin. */
export async function deleteLocationRequest(db: Queryable, viewer: Viewer, id: string): Promise<void> {
  const row = await getLocationRequest(db, viewer, id);
  await db.delete(locationRequests).where(eq(locationRequests.id, row.id));
}

/** The request of a link's token, with its requester's name; 404 for a token no request has. */
export async function getRequestByToken(db: Queryable, token: string): Promise<LocationRequestRow & { requesterName: string }> {
  const [found] = await db
    .select({ request: locationRequests, firstName: users.firstName, lastName: users.lastName })
    .from(locationRequests)
    .innerJoin(users, eq(users.id, locationRequests.userId))
    .where(eq(locationRequests.tokenHash, sha256Hex(token)))
    .limit(1);
  if (!found) throw notFound(REQUEST_LINK_INVALID_MESSAGE);
  return { ...found.request, requesterName: `${found.firstName} ${found.lastName}`.trim() };
}

/**
 * Stores the one answer of a link: a single conditional UPDATE (not yet answered, not expired), so
 * that of two answers at once exactly one is kept. A code's answer is the code's own point. The
 * requester's webhooks are told (`location_request.answered`, with the request as the API answers it)
 * in the same transaction. 409 when already answered, 410 when expired, 404 for an unknown token.
 */
export async function answerLocationRequest(db: Database, token: string, body: AnswerLocationRequestBody): Promise<void> {
  const point =
    body.source === 'zarcode'
      ? await getZarcodeByTypedCode(db, body.zarcode!).then((code) => ({
          latitude: code.latitude,
          longitude: code.longitude,
          zarcode: code.code,
        }))
      : { latitude: body.latitude!.toFixed(6), longitude: body.longitude!.toFixed(6), zarcode: null };
  const tokenHash = sha256Hex(token);
  const answered = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(locationRequests)
      .set({
        answeredAt: sql`now()`,
        answerLatitude: point.latitude,
        answerLongitude: point.longitude,
        answerAccuracyMeters: body.source === 'device' ? body.accuracyMeters : null,
        answerSource: body.source,
        answerZarcode: point.zarcode,
        answerNote: body.note,
      })
      .where(and(eq(locationRequests.tokenHash, tokenHash), isNull(locationRequests.answeredAt), gt(locationRequests.expiresAt, sql`now()`)))
      .returning();
    if (row) await enqueueWebhookEvent(tx, 'location_request.answered', [{ userId: row.userId, data: presentLocationRequest(row) }]);
    return row;
  });
  if (answered) return;
  const [row] = await db
    .select({ answeredAt: locationRequests.answeredAt })
    .from(locationRequests)
    .where(eq(locationRequests.tokenHash, tokenHash));
  if (!row) throw notFound(REQUEST_LINK_INVALID_MESSAGE);
  if (row.answeredAt) throw conflict(REQUEST_ALREADY_ANSWERED_MESSAGE);
  throw gone(REQUEST_EXPIRED_MESSAGE);
}

/** Deletes requests (and their answers) that expired more than ANSWER_RETENTION_DAYS ago; answers how many. */
export async function deleteOldLocationRequests(db: Queryable): Promise<number> {
  const deleted = await db
    .delete(locationRequests)
    .where(lt(locationRequests.expiresAt, sql`now() - ${ANSWER_RETENTION_DAYS}::integer * interval '1 day'`))
    .returning({ id: locationRequests.id });
  return deleted.length;
}
