import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accessDetailsBodySchema, createAccessGrantBodySchema, createDeliveryLinkBodySchema } from '../access-details/schemas';
import { forgotPasswordBodySchema, loginBodySchema, registerBodySchema, resetPasswordBodySchema, totpCodeBodySchema } from '../auth/schemas';
import { TOTP_ALREADY_ON_MESSAGE, TOTP_NOT_ON_MESSAGE, TOTP_NOT_STARTED_MESSAGE, TOTP_REQUIRED_MESSAGE, UNREADABLE_TOTP_MESSAGE, USED_TOTP_MESSAGE, WRONG_TOTP_MESSAGE } from '../auth/second-factor';
import { INVALID_CREDENTIALS_MESSAGE } from '../auth/session-rules';
import { requestChangeBodySchema } from '../change-requests/schemas';
import { NUMBER_OPTED_OUT_MESSAGE, SMS_OFF_MESSAGE, tooManySmsMessage } from '../channels/channels';
import { contactBodySchema } from '../contact/schemas';
import { PREFIX_TAKEN_MESSAGE } from '../creators/creators';
import { createCreatorProfileBodySchema, creatorApplicationBodySchema } from '../creators/schemas';
import { createApiKeyBodySchema } from '../developers/schemas';
import { SHORTENED_URL_MESSAGE, UNREADABLE_MAP_LINK_MESSAGE } from '../geo/map-search-result';
import { IMAGE_TOASTS, imageTooLargeMessage, imageTooManyPixelsMessage, notAnImageMessage, tooManyImagesMessage, unreadableImageMessage, uploadFailedStatusMessage } from '../images/images';
import { REQUEST_ALREADY_ANSWERED_MESSAGE, REQUEST_EXPIRED_MESSAGE, REQUEST_LINK_INVALID_MESSAGE } from '../location-requests/location-requests';
import { ANSWER_CODE_MESSAGE, createLocationRequestBodySchema } from '../location-requests/schemas';
import { LAST_SUPER_ADMIN_ACCOUNT_MESSAGE, WRONG_PASSWORD_MESSAGE, nextExportMessage } from '../privacy/privacy';
import { deleteAccountBodySchema } from '../privacy/schemas';
import { EMAIL_TAKEN_MESSAGE, WRONG_CURRENT_PASSWORD, changePasswordFormSchema, updateProfileBodySchema } from '../user/schemas';
import { COUNTRY_MESSAGE, createZarcodeBodySchema, updateZarcodeBodySchema } from '../zarcode/schemas';
import { createWebhookBodySchema } from '../webhooks/schemas';
import {
  WEBHOOK_CREDENTIALS_MESSAGE,
  WEBHOOK_HTTPS_ONLY_MESSAGE,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_REDIRECT_MESSAGE,
  WEBHOOK_STILL_TRYING_MESSAGE,
  hostNotFoundMessage,
  privateAddressMessage,
} from '../webhooks/webhooks';
import { timeLeftText } from '../change-requests/change-requests';
import { CATALOGUES, type CatalogueTexts } from './catalogues';
import { matchMessage } from './messages';

// The shared schemas answer in English, and the pages show their messages through the `messages`
// catalogue (lib/i18n.ts localMessage): a message it lacks shows in English on a page in another
// language. Each form's schema is given the wrong input a person can type, and every message it
// answers must be found in the catalogue, as must the API's messages the pages show.

const english = CATALOGUES.en.messages as CatalogueTexts;

/** Wrong input a form's fields can hold (text, as inputs give it): blank, too long, on two lines, not an e-mail. */
const WRONG_VALUES = ['', '   ', 'x'.repeat(6000), 'two\nlines\u0007', 'not-an-email', '-1000', 'abc'];

function messagesOf(schema: z.ZodType, fields: string[]): string[] {
  const messages = new Set<string>();
  for (const value of WRONG_VALUES) {
    const input = Object.fromEntries(fields.map((field) => [field, value]));
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
  }
  // Each field wrong on its own, the others right, reaches the rules that compare fields.
  const result = schema.safeParse({ password: 'secret1', confirmPassword: 'secret2', newPassword: 'secret1', currentPassword: 'x' });
  if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
  return [...messages];
}

const FORMS: [string, z.ZodType, string[]][] = [
  ['sign in', loginBodySchema, ['email', 'password', 'totp']],
  ['second-factor code', totpCodeBodySchema, ['code']],
  ['register', registerBodySchema, ['firstName', 'lastName', 'email', 'contactTel', 'password', 'confirmPassword']],
  ['forgot password', forgotPasswordBodySchema, ['email']],
  ['reset password', resetPasswordBodySchema, ['token', 'password', 'confirmPassword']],
  ['contact', contactBodySchema, ['name', 'email', 'subject', 'message']],
  ['create a code', createZarcodeBodySchema, ['title', 'description', 'latitude', 'longitude', 'addressLine1', 'suburb', 'city', 'province']],
  ['edit a code', updateZarcodeBodySchema, ['title', 'description', 'addressLine1', 'addressLine2', 'suburb']],
  ['ask for a change', requestChangeBodySchema, ['reason']],
  ['profile', updateProfileBodySchema, ['firstName', 'lastName', 'email', 'contactTel']],
  ['change password', changePasswordFormSchema, ['currentPassword', 'newPassword', 'confirmPassword']],
  ['creator profile', createCreatorProfileBodySchema, ['displayName', 'uniquePrefix', 'website', 'email']],
  ['creator application', creatorApplicationBodySchema, ['message']],
  ['access details', accessDetailsBodySchema, ['unitFloor', 'gateCode', 'entrance', 'openingHours', 'landmark', 'driverNote']],
  ['delivery link', createDeliveryLinkBodySchema, ['recipientName']],
  ['named account', createAccessGrantBodySchema, ['email']],
  ['location request', createLocationRequestBodySchema, ['note', 'sendTo']],
  ['API key', createApiKeyBodySchema, ['name']],
  ['delete my account', deleteAccountBodySchema, ['password']],
  ['webhook', createWebhookBodySchema, ['url']],
];

/** Messages of the API and of the domain's rules that the pages show as they are given. */
const SHOWN_MESSAGES = [
  INVALID_CREDENTIALS_MESSAGE,
  TOTP_REQUIRED_MESSAGE,
  WRONG_TOTP_MESSAGE,
  USED_TOTP_MESSAGE,
  UNREADABLE_TOTP_MESSAGE,
  TOTP_ALREADY_ON_MESSAGE,
  TOTP_NOT_STARTED_MESSAGE,
  TOTP_NOT_ON_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  WRONG_CURRENT_PASSWORD,
  `${COUNTRY_MESSAGE}`,
  SHORTENED_URL_MESSAGE,
  UNREADABLE_MAP_LINK_MESSAGE,
  REQUEST_EXPIRED_MESSAGE,
  REQUEST_LINK_INVALID_MESSAGE,
  REQUEST_ALREADY_ANSWERED_MESSAGE,
  ANSWER_CODE_MESSAGE,
  SMS_OFF_MESSAGE,
  NUMBER_OPTED_OUT_MESSAGE,
  tooManySmsMessage(42 * 60),
  PREFIX_TAKEN_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  LAST_SUPER_ADMIN_ACCOUNT_MESSAGE,
  nextExportMessage('2026-12-04 09:30 SAST'),
  WEBHOOK_HTTPS_ONLY_MESSAGE,
  WEBHOOK_CREDENTIALS_MESSAGE,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_STILL_TRYING_MESSAGE,
  WEBHOOK_REDIRECT_MESSAGE,
  privateAddressMessage('intranet.example.co.za (10.0.0.7)'),
  hostNotFoundMessage('dispatch.example.co.za'),
  ...Object.values(IMAGE_TOASTS).filter((text) => text !== IMAGE_TOASTS.authenticationRequired),
  uploadFailedStatusMessage(500),
  notAnImageMessage('gate.gif'),
  imageTooLargeMessage('gate.jpg'),
  imageTooManyPixelsMessage('gate.jpg'),
  unreadableImageMessage('gate.jpg'),
  tooManyImagesMessage(2, 10),
  timeLeftText(0),
  timeLeftText(30_000),
  timeLeftText(5 * 60_000),
  timeLeftText(2 * 60 * 60_000),
  timeLeftText(2 * 60 * 60_000 + 5 * 60_000),
];

describe('the messages catalogue', () => {
  for (const [form, schema, fields] of FORMS) {
    it(`holds every message of the ${form} form`, () => {
      const missing = messagesOf(schema, fields).filter((message) => matchMessage(english, message) === null);
      expect(missing).toEqual([]);
    });
  }

  it('holds the messages of the API and the rules that the pages show', () => {
    expect(SHOWN_MESSAGES.filter((message) => matchMessage(english, message) === null)).toEqual([]);
  });
});
