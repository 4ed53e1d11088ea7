import { z } from 'zod';
import { ONE_LINE_PATTERN, multiLine, oneLine, paginationSchema, wholeNumberField } from '../api/schemas';
import { PHONE_NUMBER_MESSAGE, readPhoneNumber } from '../channels/phone-numbers';
import { INVALID_COORDINATES_MESSAGE } from '../geo/coordinate-checks';
import { ANSWER_NOTE_MAX_LENGTH, ANSWER_SOURCES, EXPIRES_IN_HOURS_DEFAULT, EXPIRES_IN_HOURS_MAX, EXPIRES_IN_HOURS_MIN, LOCATION_REQUEST_NOTE_MAX_LENGTH, REQUEST_STATUSES } from './location-requests';

export const EXPIRES_IN_HOURS_MESSAGE = `expiresInHours must be a whole number of hours from ${EXPIRES_IN_HOURS_MIN} to ${EXPIRES_IN_HOURS_MAX}`;
export const REQUEST_NOTE_MESSAGE = `The note must be at most ${LOCATION_REQUEST_NOTE_MAX_LENGTH} characters`;
export const ANSWER_NOTE_MESSAGE = `The note must be at most ${ANSWER_NOTE_MAX_LENGTH} characters`;
export const ANSWER_POINT_MESSAGE = 'Please share a position or pick a ZARcode';
export const ANSWER_CODE_MESSAGE = 'Please type or pick a ZARcode';

/** The requester's note is one line ('Parcel 4471'); the answer's note may be several ('Blue gate, ring twice'). */
const optionalNote = (limit: number, message: string, lines: 'one' | 'many') => {
  const text = z.string({ error: message }).trim().max(limit, { error: message });
  return (lines === 'one' ? oneLine(text, 'The note') : multiLine(text, 'The note'))
    .nullish()
    .transform((value) => value || null);
};

/**
 * A number to send a link to by SMS: a South African cell number written any usual way, or an
 * international one with +; read as E.164. Empty is none.
 */
export const sendToField = z
  .string({ error: PHONE_NUMBER_MESSAGE })
  .max(40, { error: PHONE_NUMBER_MESSAGE })
  .regex(ONE_LINE_PATTERN, { error: PHONE_NUMBER_MESSAGE })
  .nullish()
  .transform((value, ctx) => (value?.trim() ? readPhoneNumber(value, ctx) : null));

/**
 * POST /api/location-requests (and /api/v1/location-requests): why, for how long the link takes an
 * answer, and a number the server sends the link to by SMS (when SMS is set up).
 */
export const createLocationRequestBodySchema = z
  .object({
    note: optionalNote(LOCATION_REQUEST_NOTE_MAX_LENGTH, REQUEST_NOTE_MESSAGE, 'one'),
    expiresInHours: wholeNumberField(EXPIRES_IN_HOURS_MESSAGE, EXPIRES_IN_HOURS_MIN, EXPIRES_IN_HOURS_MAX).default(EXPIRES_IN_HOURS_DEFAULT),
    sendTo: sendToField,
  })
  .meta({ example: { note: 'Parcel 4471 from Takealot', expiresInHours: 24, sendTo: '+27821234567' } });
export type CreateLocationRequestInput = z.input<typeof createLocationRequestBodySchema>;
export type CreateLocationRequestBody = z.output<typeof createLocationRequestBodySchema>;

const latitude = z.number({ error: INVALID_COORDINATES_MESSAGE }).min(-90, { error: INVALID_COORDINATES_MESSAGE }).max(90, { error: INVALID_COORDINATES_MESSAGE });
const longitude = z
  .number({ error: INVALID_COORDINATES_MESSAGE })
  .min(-180, { error: INVALID_COORDINATES_MESSAGE })
  .max(180, { error: INVALID_COORDINATES_MESSAGE });

/**
 * POST /api/r/{token}/answer: the phone's position (`device`, with its accuracy), a pin moved on the
 * map (`pin`), or an existing code (`zarcode`, whose point is used); and a note.
 */
export const answerLocationRequestBodySchema = z
  .object({
    source: z.enum(ANSWER_SOURCES, { error: "source must be 'device', 'pin' or 'zarcode'" }),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    accuracyMeters: z
      .number({ error: 'accuracyMeters must be a number of metres' })
      .min(0, { error: 'accuracyMeters must be a number of metres' })
      .max(100_000, { error: 'accuracyMeters must be a number of metres' })
      .transform(Math.round)
      .nullish()
      .transform((value) => value ?? null),
    zarcode: z.string({ error: ANSWER_CODE_MESSAGE }).trim().max(40, { error: ANSWER_CODE_MESSAGE }).nullish(),
    note: optionalNote(ANSWER_NOTE_MAX_LENGTH, ANSWER_NOTE_MESSAGE, 'many'),
  })
  .check((ctx) => {
    const { source, zarcode } = ctx.value;
    if (source === 'zarcode' && !zarcode) ctx.issues.push({ code: 'custom', message: ANSWER_CODE_MESSAGE, input: ctx.value, path: ['zarcode'] });
    if (source !== 'zarcode' && (ctx.value.latitude === undefined || ctx.value.longitude === undefined)) {
      ctx.issues.push({ code: 'custom', message: ANSWER_POINT_MESSAGE, input: ctx.value, path: ['latitude'] });
    }
  });
export type AnswerLocationRequestInput = z.input<typeof answerLocationRequestBodySchema>;
export type AnswerLocationRequestBody = z.output<typeof answerLocationRequestBodySchema>;

export const locationAnswerSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracyMeters: z.number().int().nullable(),
  source: z.enum(ANSWER_SOURCES),
  /** The code picked, when the answer was one. */
  zarcode: z.string().nullable(),
  note: z.string().nullable(),
  plusCode: z.string(),
  answeredAt: z.string(),
});
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;

/** A request as its requester (or an admin) sees it. */
export const locationRequestSchema = z
  .object({
    id: z.string(),
    note: z.string().nullable(),
    status: z.enum(REQUEST_STATUSES),
    createdAt: z.string(),
    expiresAt: z.string(),
    answer: locationAnswerSchema.nullable(),
  })
  .meta({
    example: {
      id: '6f1c1c1e-0f4e-4d35-9d49-3b1d8c1f9a10',
      note: 'Parcel 4471 from Takealot',
      status: 'answered',
      createdAt: '2026-03-05T08:00:00.000Z',
      expiresAt: '2026-03-06T08:00:00.000Z',
      answer: {
        latitude: -26.2041,
        longitude: 28.0473,
        accuracyMeters: 12,
        source: 'device',
        zarcode: null,
        note: 'Blue gate, ring twice',
        plusCode: '5G5CQ2WW+9W',
        answeredAt: '2026-03-05T08:14:00.000Z',
      },
    },
  });
export type LocationRequest = z.infer<typeof locationRequestSchema>;

/**
 * POST /api/location-requests (and .../{id}/replace-link): the request, and its link, shown this once (only
 * a hash of the token is kept).
 */
export const createLocationRequestReplySchema = z
  .object({
    request: locationRequestSchema,
    token: z.string(),
    url: z.string(),
    /** The SMS the server sent the link in, when asked to (`sendTo`): to whom (masked), and whether it went. */
    sms: z.object({ to: z.string(), status: z.enum(['sent', 'failed']) }).nullable(),
  })
  .meta({
    example: {
      request: {
        id: '6f1c1c1e-0f4e-4d35-9d49-3b1d8c1f9a10',
        note: 'Parcel 4471 from Takealot',
        status: 'open',
        createdAt: '2026-03-05T08:00:00.000Z',
        expiresAt: '2026-03-06T08:00:00.000Z',
        answer: null,
      },
      token: 'q1W2e3R4t5Y6u7I8o9P0a1S2',
      url: 'https://zarcode.co.za/r/q1W2e3R4t5Y6u7I8o9P0a1S2',
      sms: { to: '+27 82 *** **67', status: 'sent' },
    },
  });
export type CreateLocationRequestReply = z.infer<typeof createLocationRequestReplySchema>;

export const listLocationRequestsQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number of 1 or more' }).int({ error: 'page must be a whole number of 1 or more' }).min(1, { error: 'page must be a whole number of 1 or more' }).default(1),
});

export const locationRequestListReplySchema = z.object({
  requests: z.array(locationRequestSchema),
  pagination: paginationSchema,
});
export type LocationRequestListReply = z.infer<typeof locationRequestListReplySchema>;

export const locationRequestParamsSchema = z.object({ id: z.string().max(64) });
export const requestTokenParamsSchema = z.object({ token: z.string().max(100) });

/** GET /api/r/{token}: what the person who opened the link is told before sharing anything. */
export const publicLocationRequestSchema = z.object({
  requestedBy: z.string(),
  note: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  expiresAt: z.string(),
});
export type PublicLocationRequest = z.infer<typeof publicLocationRequestSchema>;
