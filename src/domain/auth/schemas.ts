import { z } from 'zod';
import { ONE_LINE_PATTERN, emailField, oneLine, requiredText } from '../api/schemas';
import { ROLES } from './roles';
import { CODE_REQUIRED_MESSAGE } from './second-factor';
import { MIN_PASSWORD_LENGTH } from './session-rules';

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const RESET_PASSWORDS_DO_NOT_MATCH = "Passwords don't match";
export const RESET_CONFIRM_REQUIRED = 'Password confirmation is required';
export const NEUTRAL_FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, a password reset link has been sent.';

const password = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(200, { error: 'Password must be at most 200 characters' });

/** A code from an authenticator app (six digits), or a recovery code. */
const codeText = oneLine(z.string({ error: 'Code must be text' }).trim().max(64, { error: 'Code must be at most 64 characters' }), 'Code');

export const loginBodySchema = z.object({
  email: oneLine(requiredText('Email is required', 254), 'Email'),
  password,
  rememberMe: z.boolean({ error: 'rememberMe must be true or false' }).optional().default(false),
  /** The second factor's code, for an account that has one (asked for by a 401 with `totpRequired`); blank is none. */
  totp: codeText.optional().transform((value) => value || undefined),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const registerBodySchema = z
  .object({
    firstName: oneLine(requiredText('First name is required', 100), 'First name'),
    lastName: oneLine(requiredText('Last name is required', 100), 'Last name'),
    email: emailField(),
    contactTel: oneLine(
      z
        .string({ error: 'Contact number must be text' })
        .trim()
        .max(30, { error: 'Contact number must be at most 30 characters' }),
      'Contact number',
    )
      .nullish()
      .transform((value) => value ?? undefined),
    password: password.min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT }),
    confirmPassword: z.string({ error: 'Please confirm your password' }).max(200),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField() });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: requiredText('Invalid Reset Link', 200).regex(ONE_LINE_PATTERN, { error: 'Invalid Reset Link' }),
    password: z
      .string({ error: PASSWORD_TOO_SHORT })
      .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
      .max(200),
    confirmPassword: z
      .string({ error: RESET_CONFIRM_REQUIRED })
      .min(MIN_PASSWORD_LENGTH, { error: RESET_CONFIRM_REQUIRED })
      .max(200),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: RESET_PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** A code of the second factor, to turn it on or off. */
export const totpCodeBodySchema = z.object({ code: codeText.min(1, { error: CODE_REQUIRED_MESSAGE }) });
export type TotpCodeBody = z.infer<typeof totpCodeBodySchema>;

/** A refused sign-in: `totpRequired` when the password was right and the second factor's code is missing or wrong. */
export const loginRefusalReplySchema = z.object({ message: z.string(), totpRequired: z.literal(true).optional() });
export type LoginRefusalReply = z.infer<typeof loginRefusalReplySchema>;

/**
 * A second factor being set up: its secret (base32, to type into the app), the otpauth:// link
 * apps read from a QR code, and that QR code as a picture (a data: URL of an SVG).
 */
export const totpEnrolmentReplySchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrImage: z.string() });
export type TotpEnrolmentReply = z.infer<typeof totpEnrolmentReplySchema>;

/** An account as its holder and admins both see it; userSchema and the admins' adminUserSchema (user/schemas.ts) add to it. */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactTel: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  emailNotifications: z.boolean(),
  hasCreatorProfile: z.boolean(),
  /** Signs in with a second factor (an authenticator app's code). */
  hasTotp: z.boolean(),
});

export const userSchema = accountSchema.extend({
  createdAt: z.string(),
  /** An admin who must set up the second factor before using the admin area (ADMIN_MFA); acts as a user until then. */
  mustEnrolTotp: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userReplySchema = z.object({ user: userSchema });
export type UserReply = z.infer<typeof userReplySchema>;
export const loginReplySchema = z.object({ token: z.string(), user: userSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;
export const tokenReplySchema = z.object({ token: z.string() });
export type TokenReply = z.infer<typeof tokenReplySchema>;

/** The second factor turned on: the ten recovery codes (shown this once) and the account as it is now. */
export const totpConfirmReplySchema = z.object({ recoveryCodes: z.array(z.string()), user: userSchema });
export type TotpConfirmReply = z.infer<typeof totpConfirmReplySchema>;
/** The second factor turned off, and the account as it is now. */
export const totpOffReplySchema = z.object({ message: z.string(), user: userSchema });
export type TotpOffReply = z.infer<typeof totpOffReplySchema>;
