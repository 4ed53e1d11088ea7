import { ACCESS_DETAIL_FIELDS, type AccessDetailValues } from '../../../domain/access-details/access-details';
import type { AccessDetailsReply, AccessGrant, AccessView, DeliveryLink } from '../../../domain/access-details/schemas';
import type { AccessDetailsView, DeliveryLinkRow } from './service';

/** Access details for a caller allowed to see them (the service decided): the fields, the right, and whether they manage them. */
export function presentAccessDetails(view: AccessDetailsView): AccessDetailsReply {
  const details = view.details
    ? (Object.fromEntries(ACCESS_DETAIL_FIELDS.map((field) => [field, view.details![field]])) as AccessDetailValues)
    : null;
  return {
    zarcode: view.code,
    details,
    via: view.via,
    canManage: view.canManage,
    updatedAt: view.details ? view.details.updatedAt.toISOString() : null,
  };
}

/** A delivery link for its code's owner: never its secret or hash. */
export function presentDeliveryLink(row: DeliveryLinkRow, now = new Date()): DeliveryLink {
  const status = row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
  return {
    id: row.id,
    recipientName: row.recipientName,
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

export function presentGrant(row: { id: string; createdAt: Date; firstName: string; lastName: string; email: string }): AccessGrant {
  return { id: row.id, user: { firstName: row.firstName, lastName: row.lastName, email: row.email }, createdAt: row.createdAt.toISOString() };
}

export function presentAccessView(row: { id: string; via: AccessView['via']; viewerLabel: string; viewedAt: Date }): AccessView {
  return { id: row.id, via: row.via, viewer: row.viewerLabel, viewedAt: row.viewedAt.toISOString() };
}
