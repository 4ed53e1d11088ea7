/**
 * ZARcode beyond the browser: codes looked up and shared on WhatsApp, by SMS and by USSD. The
 * rules every channel shares.
 */

import { PRODUCT_NAME } from '../brand';

export const CHANNELS = ['whatsapp', 'sms', 'ussd'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Each channel's name as staff read it. */
export const CHANNEL_NAMES: Readonly<Record<Channel, string>> = { whatsapp: 'WhatsApp', sms: 'SMS', ussd: 'USSD' };

/** One USSD screen: 182 characters of the GSM alphabet, after the `CON `/`END ` that says what follows. */
export const USSD_SCREEN_LENGTH = 182;

/** A shared location pin is answered with the public codes this near it... */
export const NEARBY_RADIUS_METERS = 200;
/** ...at most this many, the nearest first. */
export const NEARBY_CODES_MAX = 3;

/**
 * How long a conversation keeps the number in full, for staff answering a complaint or a provider's
 * query: then only its hash (to keep the language and honour STOP) and its masked form stay.
 */
export const FULL_NUMBER_RETENTION_DAYS = 30;

/** A number that has not written for this long is forgotten (its language), unless it asked us to STOP. */
export const CONTACT_RETENTION_DAYS = 365;

/**
 * Messages one number may send a channel in a window: far above a person looking up codes, and a
 * stop to a script (each answer costs a message). Code lookups are limited besides, by the web's
 * code lookup limit, counted per number.
 */
export const MESSAGES_PER_NUMBER = { max: 30, windowMinutes: 10 } as const;

/**
 * Webhook calls refused (a wrong signature or secret) one address may make in a window before it
 * is answered 429 without being checked.
 */
export const REFUSED_CALLS_PER_ADDRESS = { max: 20, windowMinutes: 10 } as const;

/**
 * Location-request links sent by SMS: per requester (each SMS costs money), and per number asked
 * (no one is sent a flood of requests).
 */
export const REQUEST_SMS_PER_USER = { max: 30, windowMinutes: 60 } as const;
export const REQUEST_SMS_PER_NUMBER = { max: 3, windowMinutes: 60 } as const;

/** What a conversation turn was about ('test': a super admin's test message from System Settings). */
export const TURN_KINDS = ['code', 'location', 'help', 'stop', 'language', 'menu', 'unknown', 'limited', 'location_request', 'test'] as const;
export type TurnKind = (typeof TURN_KINDS)[number];

/**
 * Where an answer stands: received (not answered yet), answered (USSD: on the screen), no answer
 * (none was due: a number past its limit, or one that asked us to STOP), then for the messages sent:
 * sent (the provider took it), delivered, read (WhatsApp says so), failed.
 */
export const DELIVERY_STATUSES = ['received', 'answered', 'not_sent', 'sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why a webhook call was refused, as counted for staff. */
export const REFUSAL_REASONS = ['missing_signature', 'bad_signature', 'bad_secret', 'bad_verify_token'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * How a turn came about: a message in, a USSD lookup's SMS, a location request sent from /requests,
 * a super admin's test message from System Settings.
 */
export const TURN_ORIGINS = ['inbound', 'ussd', 'location_request', 'test'] as const;
export type TurnOrigin = (typeof TURN_ORIGINS)[number];

/** The answer of a channel's route while its settings are not given. */
export const channelOffMessage = (channel: Channel) => `${CHANNEL_NAMES[channel]} is not set up on this server`;
export const SMS_OFF_MESSAGE = 'Sending SMS is not set up on this server. Send the link by WhatsApp or copy it.';
export const NUMBER_OPTED_OUT_MESSAGE = 'This number asked us to send it no more SMS. Send the link another way.';
/** A requester past the SMS limits: when to try again. */
export const tooManySmsMessage = (retryAfterSeconds: number) =>
  `Too many SMS sent. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s), or send the link another way.`;
/** The channels a super admin may send a test message on: USSD only answers sessions a phone opens. */
export const TESTABLE_CHANNELS = ['whatsapp', 'sms'] as const satisfies readonly Channel[];
export type TestableChannel = (typeof TESTABLE_CHANNELS)[number];
export const isTestableChannel = (channel: Channel): channel is TestableChannel => (TESTABLE_CHANNELS as readonly Channel[]).includes(channel);
export const USSD_NOT_TESTABLE_MESSAGE = 'USSD sends nothing on its own: it answers the sessions a phone opens. Dial the service code from a phone to try it.';
/** The test message itself: plain GSM-7, one SMS. */
export const testMessageText = (channel: TestableChannel) =>
  `This is a test message from ${PRODUCT_NAME}, sent from System Settings. If you can read it, ${CHANNEL_NAMES[channel]} works.`;
/** A test message refused: the number sent STOP on that channel. */
export const numberStoppedMessage = (channel: Channel) =>
  `This number sent STOP on ${CHANNEL_NAMES[channel]}: nothing is sent to it there until it writes again.`;

export const SIGNATURE_MISSING_MESSAGE = 'The X-Hub-Signature-256 header is missing';
export const SIGNATURE_WRONG_MESSAGE = 'The X-Hub-Signature-256 signature does not match the body';
export const WEBHOOK_SECRET_MESSAGE = 'A valid webhook secret is required (X-Webhook-Secret header or secret parameter)';
export const VERIFY_TOKEN_MESSAGE = 'The verify token does not match';
