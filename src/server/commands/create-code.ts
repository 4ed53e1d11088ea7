import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../domain/brand';
import { generateCode } from '../../domain/zarcode/zarcode';
import type { CreateZarcodeBody } from '../../domain/zarcode/schemas';
import type { Actor, Viewer } from '../actor';
import type { Database, Queryable } from '../db/client';
import { users, zarcodes } from '../db/schema';
import { conflict, isUniqueViolation, notFound, paymentRequired } from '../errors';
import { recordAudit, type AuditContext } from '../features/audit';
import { consumeBundleCredit } from '../features/bundles';
import { INACTIVE_CREATOR_MESSAGE, PREFIX_NEEDED_MESSAGE, getOwnCreatorProfile, canCreateCreatorCodes } from '../features/creators';
import { attachSessionImages } from '../features/images';
import { getSystemSettings } from '../features/settings';
import {
  auditedFields,
  getZarcodeByCode,
  prefixForNewCode,
  refuseBeyondCodeLimit,
  type PaymentPath,
  type ZarcodeWithOwner,
} from '../features/zarcodes';

// Making a code: the limit per account, how it is paid for (a bundle credit, a creator's own, a
// completed payment, an admin's), its photos and the audit log, in one transaction.

/** A suffix collision is retried this many times before the caller is asked to try again. */
const CODE_ATTEMPTS = 8;

/**
 * Creates a code for `ownerId`. On the bundle path one credit of the owner's active bundle is spent
 * in the same transaction as the insert, so a failed insert spends nothing and two concurrent
 * requests never share a credit. A collision of the random suffix is retried, never shown. The
 * photos uploaded in the form's session (`body.sessionId`) by `imagesUploadedBy` (the owner when
 * absent; an admin making a code for someone passes themself) move to the code in that transaction.
 */
export async function createZarcode(
  db: Queryable,
  input: {
    ownerId: string;
    body: CreateZarcodeBody;
    payment: PaymentPath;
    imagesUploadedBy?: string;
    /** An admin making the code: recorded in the audit log in the code's own transaction. */
    audit?: AuditContext;
  },
): Promise<ZarcodeWithOwner> {
  const { body, ownerId } = input;
  const prefix = prefixForNewCode(body, input.payment.kind === 'creator' ? input.payment.prefix : null);
  const settings = await getSystemSettings(db);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
  if (!owner) throw notFound('User not found');

  for (let attempt = 1; ; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        // The limit is checked before anything is made (so a refused code spends no credit), on each
        // path that takes no payment first; a paid code is made whatever the count (PayFast has the money).
        if (input.payment.kind === 'bundle' || input.payment.kind === 'creator') {
          await refuseBeyondCodeLimit(tx, ownerId, settings.maxCodesPerUser, { lockOwner: true });
        }
        if (input.payment.kind === 'bundle') {
          if (!(await consumeBundleCredit(tx, ownerId))) {
            throw paymentRequired(
              `No bundle credits left. Please pay for this ${PRODUCT_NAME} or buy a bundle.`,
            );
          }
        }
        const [row] = await tx
          .insert(zarcodes)
          .values({
            code: generateCode(prefix),
            userId: ownerId,
            title: body.title,
            description: body.description || null,
            privacy: body.privacy,
            latitude: body.latitude.toFixed(6),
            longitude: body.longitude.toFixed(6),
            addressLine1: body.addressLine1 || null,
            addressLine2: body.addressLine2 || null,
            suburb: body.suburb || null,
            city: body.city,
            province: body.province,
            paymentId: input.payment.kind === 'paid' ? input.payment.paymentId : null,
            isCreatorCode: input.payment.kind === 'creator',
          })
          .returning({ id: zarcodes.id, code: zarcodes.code });
        if (body.sessionId) {
          await attachSessionImages(tx, {
            sessionId: body.sessionId,
            userId: input.imagesUploadedBy ?? ownerId,
            zarcodeId: row!.id,
          });
        }
        if (input.audit) {
          await recordAudit(tx, input.audit, {
            action: 'zarcode.create',
            targetType: 'zarcode',
            targetId: row!.code,
            after: { id: row!.id, ownerId, ...auditedFields(body) },
          });
        }
        return row!;
      });
      return getZarcodeByCode(db, created.code);
    } catch (error) {
      if (isUniqueViolation(error) && attempt < CODE_ATTEMPTS) continue;
      if (isUniqueViolation(error)) throw conflict('Could not make a unique code. Please try again.');
      throw error;
    }
  }
}

/**
 * POST /api/zarcodes/creator: an active creator makes a code without payment, with their prefix
 * (or the standard one when an admin set useStandardPrefix), public unless they say otherwise.
 * 403 for users who are not creators; 409 for a creator who cannot make codes now (inactive, or no
 * prefix yet), since a 403 would sign the web user out for a state they can fix.
 */
export async function createCreatorZarcode(db: Database, actor: Actor, body: CreateZarcodeBody): Promise<ZarcodeWithOwner> {
  const creator = await getOwnCreatorProfile(db, actor, 'makeCodes');
  if (!creator.isActive) throw conflict(INACTIVE_CREATOR_MESSAGE);
  if (!canCreateCreatorCodes(creator)) throw conflict(PREFIX_NEEDED_MESSAGE);
  return createZarcode(db, { ownerId: actor.id, body, payment: { kind: 'creator', prefix: creator } });
}

/** The owner rule of the creator's create route: the caller's creator profile, or 403 for a non-creator. */
export const creatorMakingCodes = (db: Queryable, viewer: NonNullable<Viewer>) => getOwnCreatorProfile(db, viewer, 'makeCodes');
