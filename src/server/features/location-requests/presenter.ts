import { requestStatus } from '../../../domain/location-requests/location-requests';
import type { LocationRequest, PublicLocationRequest } from '../../../domain/location-requests/schemas';
import { plusCodeFor } from '../../../domain/geo/plus-code';
import type { locationRequests } from '../../db/schema';

type LocationRequestRow = typeof locationRequests.$inferSelect;

/** A request with its answer, for its requester or an admin. */
export function presentLocationRequest(row: LocationRequestRow, now = new Date()): LocationRequest {
  const hasAnswer = row.answeredAt !== null && row.answerLatitude !== null && row.answerLongitude !== null;
  const latitude = Number(row.answerLatitude);
  const longitude = Number(row.answerLongitude);
  return {
    id: row.id,
    note: row.note,
    status: requestStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answer: hasAnswer
      ? {
          latitude,
          longitude,
          accuracyMeters: row.answerAccuracyMeters,
          source: row.answerSource!,
          zarcode: row.answerZarcode,
          note: row.answerNote,
          plusCode: plusCodeFor(latitude, longitude),
          answeredAt: row.answeredAt!.toISOString(),
        }
      : null,
  };
}

/** What the link's page shows before anything is shared: who asks, why, and whether it still takes an answer. */
export function presentPublicRequest(row: LocationRequestRow & { requesterName: string }, now = new Date()): PublicLocationRequest {
  return { requestedBy: row.requesterName, note: row.note, status: requestStatus(row, now), expiresAt: row.expiresAt.toISOString() };
}
