import { z } from 'zod';
import { emailField, requiredText } from '../api/schemas';
import { PASSWORD_TOO_SHORT, RESET_PASSWORDS_DO_NOT_MATCH } from '../auth/schemas';
import { MIN_PASSWORD_LENGTH } from '../auth/session-rules';

export const userStatsReplySchema = z.object({
  totalCodes: z.number().int(),
  thisMonth: z.number().int(),
  provinces: z.number().int(),
  viewsThisMonth: z.number().int(),
});
export type UserStatsReply = z.infer<typeof userStatsReplySchema>;

// ---------------------------------------------------------------------------------------------------
// Profile (document 2, sections 3 and 5)

/** Section 5's words for the personal details. */
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const INVALID_EMAIL = 'Invalid email address';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const CONTACT_TEL_MAX_LENGTH = 30;

/**
 * PUT /api/user/profile: the Personal Information and Email Preferences of section 2. Names and
 * e-mail are required; a blank contact number clears it; emailNotifications, when absent, stays.
 */
export const updateProfileBodySchema = z.object({
  firstName: requiredText(FIRST_NAME_REQUIRED, 100),
  lastName: requiredText(LAST_NAME_REQUIRED, 100),
  email: emailField(INVALID_EMAIL),
  contactTel: z
    .string({ error: 'Contact number must be text' })
    .trim()
    .max(CONTACT_TEL_MAX_LENGTH, { error: `Contact number must be at most ${CONTACT_TEL_MAX_LENGTH} characters` })
    .nullish()
    .transform((value) => value || null),
  emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;
export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Password change (sections 3 and 5)

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
 * PUT /api/user/password and PUT /api/user/change-password: section 7's payload (currentPassword,
 * newPassword); confirmPassword, when sent, must match ("Passwords don't match").
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z.string({ error: CONFIRM_PASSWORD_REQUIRED }).max(200).optional(),
  })
  .refine(passwordsMatch, MATCH_RULE);
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

/** The profile's Password form (section 3): the same, with the confirmation required. */
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

/** Cape Town area: where a user without codes starts (section 9). */
export const DEFAULT_USER_LOCATION = { latitude: -33.9, longitude: 18.4 } as const;

/** GET /api/user-location: the mean of the caller's codes ('codes'), else the default ('default'). */
export const userLocationReplySchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(['codes', 'default']),
});
export type UserLocationReply = z.infer<typeof userLocationReplySchema>;
