import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { LAST_SUPER_ADMIN_ACCOUNT_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../domain/privacy/privacy';
import type { DeleteAccountBody } from '../../domain/privacy/schemas';
import type { DeleteUserBody } from '../../domain/user/schemas';
import type { Actor } from '../actor';
import type { Database, Queryable } from '../db/client';
import { paymentNotifications, payments, users, zarcodeImages, zarcodes } from '../db/schema';
import { badRequest, conflict } from '../errors';
import type { ObjectStorage } from '../infra/storage';
import { auditedUser, deleteRefusal, isLastActiveSuperAdmin, lockAccountForChange, refuseIf } from '../features/admin-users';
import { recordAudit, type AdminCall } from '../features/audit';
import { isCurrentPassword, normaliseEmail } from '../features/auth';
import { removeQueuedImageFiles } from '../features/images';
import { deleteExpiredDataExports } from '../features/privacy';

export const CONFIRM_EMAIL_MISMATCH = "The e-mail typed is not this account's: nothing was deleted";

/** What deleting an account touches besides the database: the photo and export files. */
export interface AccountDeletionDeps {
  db: Database;
  storage: ObjectStorage;
  exportStorage: ObjectStorage;
  logger: Logger;
}

/** What an erased account left: counts for the audit log, and the photos whose files go next. */
interface ErasedAccount {
  zarcodes: number;
  paymentsKept: number;
  imageIds: string[];
}

/** The buyer's own details in a stored PayFast notification, removed when the account goes. */
const BUYER_NOTIFICATION_FIELDS = ['name_first', 'name_last', 'email_address', 'cell_number', 'item_description'];

/**
 * Erases an account inside the caller's transaction (its row locked by lockAccountForChange). What is
 * only theirs goes by the foreign keys' cascades: codes with their photos (queued for the file
 * clean-up by the image_file_deletions trigger), access details, links and logs, creator page,
 * bundles, sessions (every token stops), API keys, change and location requests, saved codes and
 * consent answers. Payments stay as tax records with no buyer: their user is set null, the code form
 * they carried (the place's title and address) is cleared and the buyer's name, e-mail and number
 * are taken out of PayFast's stored notifications; checkouts still pending are cancelled.
 */
async function eraseAccount(tx: Queryable, userId: string): Promise<ErasedAccount> {
  const ownCodes = tx.select({ id: zarcodes.id }).from(zarcodes).where(eq(zarcodes.userId, userId));
  const [codeCount, paymentsKept, images] = await Promise.all([
    tx.$count(zarcodes, eq(zarcodes.userId, userId)),
    tx.$count(payments, eq(payments.userId, userId)),
    tx
      .select({ id: zarcodeImages.id })
      .from(zarcodeImages)
      .where(or(eq(zarcodeImages.uploadedBy, userId), inArray(zarcodeImages.zarcodeId, ownCodes))),
  ]);
  const theirPayments = tx.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId));
  await tx
    .update(paymentNotifications)
    .set({ fields: sql`${paymentNotifications.fields} - ${sql.join(BUYER_NOTIFICATION_FIELDS.map((name) => sql`${name}::text`), sql` - `)}` })
    .where(inArray(paymentNotifications.paymentId, theirPayments));
  await tx
    .update(payments)
    .set({ status: sql`case when ${payments.status} = 'pending' then 'cancelled' else ${payments.status} end`, codeForm: null, updatedAt: new Date() })
    .where(eq(payments.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
  return { zarcodes: codeCount, paymentsKept, imageIds: images.map((image) => image.id) };
}

/**
 * After the erasure is committed, its files go at once: the photos' (the hourly clean-up takes any
 * that fail) and any export of the person's (the export retention job takes any that fail).
 */
async function removeFilesOf(deps: AccountDeletionDeps, erased: ErasedAccount): Promise<void> {
  await removeQueuedImageFiles(deps, erased.imageIds).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'photo files of a deleted account left for the hourly clean-up'),
  );
  await deleteExpiredDataExports(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'export files of a deleted account left for the retention job'),
  );
}

/**
 * DELETE /api/user/account: the caller deletes their own account, confirmed with their password
 * (400 when wrong). The last active super admin may not (409): the business would have none.
 */
export async function deleteOwnAccount(deps: AccountDeletionDeps, actor: Actor, body: DeleteAccountBody): Promise<void> {
  if (!(await isCurrentPassword(deps.db, actor.id, body.password))) throw badRequest(WRONG_PASSWORD_MESSAGE);
  const erased = await deps.db.transaction(async (tx) => {
    const { account, activeSuperAdmins } = await lockAccountForChange(tx, actor.id);
    if (isLastActiveSuperAdmin(account, activeSuperAdmins)) throw conflict(LAST_SUPER_ADMIN_ACCOUNT_MESSAGE);
    return eraseAccount(tx, actor.id);
  });
  await removeFilesOf(deps, erased);
}

/**
 * DELETE /api/admin/users/{id}: an admin deletes an account (a person who asked by e-mail, say), by
 * the role rules of the admin-users policy, typing its e-mail to confirm and giving the reason; the
 * audit log keeps who was deleted, what went, and why.
 */
export async function deleteAccountForUser(deps: AccountDeletionDeps, call: AdminCall, id: string, body: DeleteUserBody): Promise<void> {
  const erased = await deps.db.transaction(async (tx) => {
    const { account, activeSuperAdmins } = await lockAccountForChange(tx, id);
    refuseIf(deleteRefusal(call.actor, account, activeSuperAdmins));
    if (normaliseEmail(body.confirmEmail) !== account.email) throw badRequest(CONFIRM_EMAIL_MISMATCH);
    const result = await eraseAccount(tx, id);
    await recordAudit(tx, call.audit, {
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      before: { ...auditedUser(account), zarcodes: result.zarcodes, paymentsKept: result.paymentsKept },
      after: { reason: body.reason },
    });
    return result;
  });
  await removeFilesOf(deps, erased);
}
