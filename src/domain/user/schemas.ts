import { z } from 'zod';
import { ONE_LINE_PATTERN, blankToUndefined, booleanField, emailField, limitQueryField, multiLine, oneLine, pageQueryField, paginationSchema, requiredText } from '../api/schemas';
import { optionalEnumField, optionalSearchField } from '../api/query-fields';
import { ROLES } from '../auth/roles';
import { accountSchema, PASSWORDS_DO_NOT_MATCH, PASSWORD_TOO_SHORT, RESET_PASSWORDS_DO_NOT_MATCH } from '../auth/schemas';
import { MIN_PASSWORD_LENGTH } from '../auth/session-rules';
import { bundleHistoryItemSchema } from '../bundles/schemas';
import { adminPaymentRecordSchema } from '../payments/schemas';

export const userStatsReplySchema = z.object({
  totalCodes: z.number().int(),
  thisMonth: z.number().int(),
  provinces: z.number().int(),
  viewsThisMonth: z.number().int(),
});
export type UserStatsReply = z.infer<typeof userStatsReplySchema>;

// ---------------------------------------------------------------------------------------------------
// Profile

/** The words for the personal details (docs/rules.md, Validation). */
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const INVALID_EMAIL = 'Invalid email address';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const CONTACT_TEL_MAX_LENGTH = 30;

/** A contact number: trimmed, up to 30 characters; blank or null clears it. */
const contactTelField = oneLine(
  z
    .string({ error: 'Contact number must be text' })
    .trim()
    .max(CONTACT_TEL_MAX_LENGTH, { error: `Contact number must be at most ${CONTACT_TEL_MAX_LENGTH} characters` }),
  'Contact number',
)
  .nullish()
  .transform((value) => value || null);

/**
 * PUT /api/user/profile: the profile's Personal Information and Email Preferences. Names and
 * e-mail are required; a blank contact number clears it; emailNotifications, when absent, stays.
 */
export const updateProfileBodySchema = z.object({
  firstName: oneLine(requiredText(FIRST_NAME_REQUIRED, 100), 'First name'),
  lastName: oneLine(requiredText(LAST_NAME_REQUIRED, 100), 'Last name'),
  email: emailField(INVALID_EMAIL),
  contactTel: contactTelField,
  emailNotifications: booleanField('E-mail notifications').optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;
export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Password change

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const currentPassword = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, { error: CURRENT_PASSWORD_REQUIRED })
  .max(200, { error: 'Password must be at most 200 characters' });
const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(200, { error: 'Password must be at most 200 characters' });

const passwordsMatch = (body: { newPassword: string; confirmPassword?: string | undefined }) =>
  body.confirmPassword === undefined || body.newPassword === body.confirmPassword;
const MATCH_RULE = { error: RESET_PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] };

/**
 * PUT /api/user/password and PUT /api/user/change-password: the current and the new password
 * (currentPassword, newPassword); confirmPassword, when sent, must match ("Passwords don't match").
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z.string({ error: CONFIRM_PASSWORD_REQUIRED }).max(200).optional(),
  })
  .refine(passwordsMatch, MATCH_RULE);
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

/** The profile's Password form: the same, with the confirmation required. */
export const changePasswordFormSchema = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z.string({ error: CONFIRM_PASSWORD_REQUIRED }).min(1, { error: CONFIRM_PASSWORD_REQUIRED }).max(200),
  })
  .refine(passwordsMatch, MATCH_RULE);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

// ---------------------------------------------------------------------------------------------------
// Where the generator's map starts

/** Cape Town area: where a user without codes starts. */
export const DEFAULT_USER_LOCATION = { latitude: -33.9, longitude: 18.4 } as const;

/** GET /api/user-location: the mean of the caller's codes ('codes'), else the default ('default'). */
export const userLocationReplySchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(['codes', 'default']),
});
export type UserLocationReply = z.infer<typeof userLocationReplySchema>;

// ---------------------------------------------------------------------------------------------------
// Admin: users (/api/admin/users)

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const ADMIN_USERS_MAX_LIMIT = 100;
export const ADMIN_USERS_PAGE_SIZE = 25;

export const UNKNOWN_ROLE_MESSAGE = `Role must be one of: ${ROLES.join(', ')}`;
export const CONFIRM_EMAIL_MESSAGE = "Type the user's e-mail address to confirm";

const role = z.enum(ROLES, { error: UNKNOWN_ROLE_MESSAGE });

/** GET /api/admin/users: a page of accounts, by a search (name, e-mail, phone), role and status. */
export const adminUsersQuerySchema = z.object({
  page: pageQueryField(),
  limit: limitQueryField(ADMIN_USERS_MAX_LIMIT, ADMIN_USERS_PAGE_SIZE),
  search: optionalSearchField(),
  role: z.preprocess(blankToUndefined, role.optional()),
  status: optionalEnumField('status', USER_STATUSES),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
export type AdminUsersInput = z.input<typeof adminUsersQuerySchema>;

/** An account's id in a path: anything that is not an id is a user not found (404), as an unknown one. */
export const userIdParamsSchema = z.object({ id: z.string().max(100) });

/** What the admin asking may do with this account (features/admin-users/policy.ts decides). */
export const userAccessSchema = z.object({
  canEdit: z.boolean(),
  canChangeRole: z.boolean(),
  canToggle: z.boolean(),
  canSetPassword: z.boolean(),
  canDelete: z.boolean(),
  /** Turn their second factor off (super admins, for someone else's that is on). */
  canTurnOffTotp: z.boolean(),
});
export type UserAccess = z.infer<typeof userAccessSchema>;

export const adminUserSchema = accountSchema.extend({
  zarcodeCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  access: userAccessSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListReplySchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
  /** The roles the caller may give (a super admin: all; an admin: user only). */
  grantableRoles: z.array(role),
});
export type AdminUserListReply = z.infer<typeof adminUserListReplySchema>;

const name = (label: string) => oneLine(requiredText(`${label} is required`, 100), label);

/** POST /api/admin/users: an account made by an admin, ready to sign in with. */
export const createAdminUserBodySchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailField(),
  contactTel: contactTelField,
  password: newPassword,
  role: role.default('user'),
});
export type CreateAdminUserBody = z.output<typeof createAdminUserBodySchema>;
export type CreateAdminUserInput = z.input<typeof createAdminUserBodySchema>;

/** PUT /api/admin/users/{id}: what is sent changes; absent fields stay. Enabling is the toggle's. */
export const updateAdminUserBodySchema = z.object({
  firstName: name('First name').optional(),
  lastName: name('Last name').optional(),
  email: emailField().optional(),
  contactTel: contactTelField.optional(),
  role: role.optional(),
  emailNotifications: booleanField('E-mail notifications').optional(),
});
export type UpdateAdminUserBody = z.output<typeof updateAdminUserBodySchema>;
export type UpdateAdminUserInput = z.input<typeof updateAdminUserBodySchema>;

/** PUT /api/admin/users/{id}/password: a new password; the user's sessions end. */
export const setUserPasswordBodySchema = z
  .object({ password: newPassword, confirmPassword: z.string({ error: 'Please confirm the password' }).max(200) })
  .refine((body) => body.password === body.confirmPassword, { error: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type SetUserPasswordBody = z.output<typeof setUserPasswordBodySchema>;

export const DELETION_REASON_MESSAGE = 'Say why the account is deleted (for example: the person asked by e-mail on 3 December)';
export const DELETION_REASON_MAX_LENGTH = 500;

/**
 * DELETE /api/admin/users/{id}: the admin types the account's e-mail, so the wrong one is never
 * deleted, and the reason (a person's request by e-mail, say), which the audit log keeps.
 */
export const deleteUserBodySchema = z.object({
  confirmEmail: z.string({ error: CONFIRM_EMAIL_MESSAGE }).trim().min(1, { error: CONFIRM_EMAIL_MESSAGE }).max(254).regex(ONE_LINE_PATTERN, { error: CONFIRM_EMAIL_MESSAGE }),
  reason: multiLine(
    z
      .string({ error: DELETION_REASON_MESSAGE })
      .trim()
      .min(1, { error: DELETION_REASON_MESSAGE })
      .max(DELETION_REASON_MAX_LENGTH, { error: `The reason must be at most ${DELETION_REASON_MAX_LENGTH} characters` }),
    'The reason',
  ),
});
export type DeleteUserBody = z.output<typeof deleteUserBodySchema>;

export const adminUserReplySchema = z.object({ user: adminUserSchema, message: z.string() });
export type AdminUserReply = z.infer<typeof adminUserReplySchema>;

/** A code of the user, as their detail page lists it. */
export const userZarcodeSummarySchema = z.object({
  id: z.string(),
  zarcode: z.string(),
  title: z.string(),
  city: z.string(),
  province: z.string(),
  privacy: z.string(),
  isCreatorCode: z.boolean(),
  isVerified: z.boolean(),
  isHidden: z.boolean(),
  views: z.number().int(),
  createdAt: z.string(),
});
export type UserZarcodeSummary = z.infer<typeof userZarcodeSummarySchema>;

export const userCreatorProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  slug: z.string(),
  uniquePrefix: z.string().nullable(),
  useStandardPrefix: z.boolean(),
  isActive: z.boolean(),
  isHidden: z.boolean(),
  createdAt: z.string(),
});

export const userChangeRequestSummarySchema = z.object({
  id: z.string(),
  zarcode: z.string(),
  status: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

/** GET /api/admin/users/{id}/detail: the account and what is theirs (newest first, the latest of each). */
export const adminUserDetailReplySchema = z.object({
  user: adminUserSchema,
  zarcodes: z.array(userZarcodeSummarySchema),
  payments: z.array(adminPaymentRecordSchema),
  paymentCount: z.number().int(),
  bundles: z.array(bundleHistoryItemSchema),
  creatorProfile: userCreatorProfileSchema.nullable(),
  changeRequests: z.array(userChangeRequestSummarySchema),
  grantableRoles: z.array(role),
});
export type AdminUserDetailReply = z.infer<typeof adminUserDetailReplySchema>;

/** How many of each a user's detail page lists. */
export const USER_DETAIL_LIST_LIMIT = 20;
