import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { paginationOf } from '../../../domain/api/pagination';
import { type AdminUser, type AdminUserDetailReply, type AdminUserListReply, type AdminUsersQuery, type CreateAdminUserBody, type SetUserPasswordBody, type UpdateAdminUserBody, USER_DETAIL_LIST_LIMIT } from '../../../domain/user/schemas';
import type { Actor } from '../../actor';
import type { Database, Queryable } from '../../db/client';
import { newestFirst, newestPage } from '../../db/lists';
import { containsText, isUuid, sentFields } from '../../db/values';
import { changeRequests, creatorProfiles, payments, users, zarcodes } from '../../db/schema';
import { HttpError, conflict, isUniqueViolation, notFound } from '../../errors';
import { type AdminCall, recordAudit } from '../audit';
import { hashPassword, normaliseEmail, storeNewPassword, endSessionsOf, turnOffTotp } from '../auth';
import { listBundles } from '../bundles';
import { presentAdminPayment, selectViews, toView } from '../payments';
import { selectZarcodesWithViews } from '../zarcodes';
import { createRefusal, editRefusal, grantableRoles, passwordRefusal, roleChangeRefusal, toggleRefusal, totpOffRefusal, type Refusal } from './policy';
import { auditedUser, presentAdminUser, presentUserCreatorProfile, presentUserZarcode, type UserListRow, type UserRow } from './presenter';

export const USER_NOT_FOUND = 'User not found';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Throws the refusal (its status and words), if there is one. */
export function refuseIf(refusal: Refusal | null): void {
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

/** The account's own id inside the subqueries below (a bare column name there would mean the subquery's). */
const accountId = sql.raw('"users"."id"');
const listColumns = {
  user: users,
  hasCreatorProfile: sql<boolean>`exists (select 1 from ${creatorProfiles} where ${creatorProfiles.userId} = ${accountId})`,
  zarcodeCount: sql<number>`(select count(*) from ${zarcodes} where ${zarcodes.userId} = ${accountId})`.mapWith(Number),
};

const toListRow = (row: { user: UserRow; hasCreatorProfile: boolean; zarcodeCount: number }): UserListRow => ({
  ...row.user,
  hasCreatorProfile: row.hasCreatorProfile,
  zarcodeCount: row.zarcodeCount,
});

/** How many active super admins there are. */
const countActiveSuperAdmins = (db: Queryable): Promise<number> =>
  db.$count(users, and(eq(users.role, 'super_admin'), eq(users.isActive, true)));

/**
 * The account to change and the active super admins, inside a write's transaction. Every super
 * admin row is locked first, so two super admins disabling each other at once take turns and the
 * second sees that the other is the last one.
 */
export async function lockAccountForChange(tx: Queryable, id: string): Promise<{ account: UserRow; activeSuperAdmins: number }> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  await tx.execute(sql`select ${users.id} from ${users} where ${users.role} = 'super_admin' for update`);
  const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!account) throw notFound(USER_NOT_FOUND);
  return { account, activeSuperAdmins: await countActiveSuperAdmins(tx) };
}

async function getListRow(db: Queryable, id: string): Promise<UserListRow> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  const [row] = await db.select(listColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return toListRow(row);
}

async function presentById(db: Database, actor: Actor, id: string): Promise<AdminUser> {
  const [row, activeSuperAdmins] = await Promise.all([getListRow(db, id), countActiveSuperAdmins(db)]);
  return presentAdminUser(row, actor, activeSuperAdmins);
}

export function listFilters(query: Omit<AdminUsersQuery, 'page' | 'limit'>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(eq(users.isActive, query.status === 'active'));
  if (query.search) {
    filters.push(containsText(query.search, [users.email, sql`${users.firstName} || ' ' || ${users.lastName}`, users.contactTel]));
  }
  return and(...filters);
}

/** GET /api/admin/users: newest accounts first. */
export async function listUsers(db: Database, actor: Actor, query: AdminUsersQuery): Promise<AdminUserListReply> {
  const where = listFilters(query);
  const [{ rows, total }, activeSuperAdmins] = await Promise.all([
    newestPage(db, { table: users, select: db.select(listColumns).from(users), where }, query),
    countActiveSuperAdmins(db),
  ]);
  return {
    users: rows.map((row) => presentAdminUser(toListRow(row), actor, activeSuperAdmins)),
    pagination: paginationOf(query, total),
    grantableRoles: grantableRoles(actor),
  };
}

/** GET /api/admin/users/{id}/detail: the account with its latest codes, payments, bundles and creator profile. */
export async function getUserDetail(db: Database, actor: Actor, id: string): Promise<AdminUserDetailReply> {
  const user = await presentById(db, actor, id);
  const [codes, paymentRows, paymentTotal, bundles, [creator], requests] = await Promise.all([
    selectZarcodesWithViews(db)
      .where(eq(zarcodes.userId, id))
      .orderBy(...newestFirst(zarcodes))
      .limit(USER_DETAIL_LIST_LIMIT),
    selectViews(db)
      .where(eq(payments.userId, id))
      .orderBy(...newestFirst(payments))
      .limit(USER_DETAIL_LIST_LIMIT),
    db.$count(payments, eq(payments.userId, id)),
    listBundles(db, id),
    db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, id)).limit(1),
    db
      .select({ request: changeRequests, zarcode: zarcodes.code })
      .from(changeRequests)
      .innerJoin(zarcodes, eq(zarcodes.id, changeRequests.zarcodeId))
      .where(eq(changeRequests.userId, id))
      .orderBy(desc(changeRequests.createdAt))
      .limit(USER_DETAIL_LIST_LIMIT),
  ]);
  return {
    user,
    zarcodes: codes.map(presentUserZarcode),
    payments: paymentRows.map((row) => presentAdminPayment(toView(row))),
    paymentCount: paymentTotal,
    bundles,
    creatorProfile: creator ? presentUserCreatorProfile(creator) : null,
    changeRequests: requests.map(({ request, zarcode }) => ({
      id: request.id,
      zarcode,
      status: request.status,
      reason: request.reason,
      createdAt: request.createdAt.toISOString(),
    })),
    grantableRoles: grantableRoles(actor),
  };
}

/** Runs a write whose unique e-mail may clash with another account's: 409 then. */
async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** POST /api/admin/users: an account ready to sign in with, of a role the admin may grant. */
export async function createUser(db: Database, call: AdminCall, body: CreateAdminUserBody): Promise<AdminUser> {
  refuseIf(createRefusal(call.actor, body.role));
  const passwordHash = await hashPassword(body.password);
  const id = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: normaliseEmail(body.email),
          firstName: body.firstName,
          lastName: body.lastName,
          contactTel: body.contactTel,
          role: body.role,
          passwordHash,
        })
        .returning();
      await recordAudit(tx, call.audit, { action: 'user.create', targetType: 'user', targetId: row!.id, after: auditedUser(row!) });
      return row!.id;
    }),
  );
  return presentById(db, call.actor, id);
}

/** PUT /api/admin/users/{id}: names, e-mail, phone, e-mail preference and role, by the role rules. */
export async function updateUser(db: Database, call: AdminCall, id: string, body: UpdateAdminUserBody): Promise<AdminUser> {
  await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const { account, activeSuperAdmins } = await lockAccountForChange(tx, id);
      refuseIf(editRefusal(call.actor, account));
      if (body.role !== undefined) refuseIf(roleChangeRefusal(call.actor, account, body.role, activeSuperAdmins));
      const changes: Partial<typeof users.$inferInsert> = {
        ...sentFields(body, ['firstName', 'lastName', 'contactTel', 'emailNotifications', 'role']),
        updatedAt: new Date(),
      };
      if (body.email !== undefined) changes.email = normaliseEmail(body.email);
      const [updated] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
      await recordAudit(tx, call.audit, {
        action: body.role !== undefined && body.role !== account.role ? 'user.role_change' : 'user.update',
        targetType: 'user',
        targetId: id,
        before: auditedUser(account),
        after: auditedUser(updated!),
      });
    }),
  );
  return presentById(db, call.actor, id);
}

/** PUT /api/admin/users/{id}/toggle: disables an active account (its sessions end at once) or enables a disabled one. */
export async function toggleUser(db: Database, call: AdminCall, id: string): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const { account, activeSuperAdmins } = await lockAccountForChange(tx, id);
    refuseIf(toggleRefusal(call.actor, account, activeSuperAdmins));
    const isActive = !account.isActive;
    const [updated] = await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    if (!isActive) await endSessionsOf(tx, id);
    await recordAudit(tx, call.audit, {
      action: isActive ? 'user.enable' : 'user.disable',
      targetType: 'user',
      targetId: id,
      before: auditedUser(account),
      after: auditedUser(updated!),
    });
  });
  return presentById(db, call.actor, id);
}

/** PUT /api/admin/users/{id}/password: a new password; every session of the user ends. */
export async function setUserPassword(db: Database, call: AdminCall, id: string, body: SetUserPasswordBody): Promise<AdminUser> {
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const { account } = await lockAccountForChange(tx, id);
    refuseIf(passwordRefusal(call.actor, account));
    await storeNewPassword(tx, id, passwordHash);
    await recordAudit(tx, call.audit, { action: 'user.set_password', targetType: 'user', targetId: id });
  });
  return presentById(db, call.actor, id);
}

/**
 * DELETE /api/admin/users/{id}/totp: a super admin turns someone's second factor off (they lost their
 * phone and their recovery codes); their sessions end, so that they sign in again with their password
 * alone and, as an admin, set it up again before using the admin area.
 */
export async function turnOffUserTotp(db: Database, call: AdminCall, id: string): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const { account } = await lockAccountForChange(tx, id);
    refuseIf(totpOffRefusal(call.actor, account));
    await turnOffTotp(tx, id);
    await endSessionsOf(tx, id);
    await recordAudit(tx, call.audit, { action: 'user.totp_off', targetType: 'user', targetId: id });
  });
  return presentById(db, call.actor, id);
}

