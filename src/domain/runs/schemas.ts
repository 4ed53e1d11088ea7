import { z } from 'zod';
import { ACCESS_VIAS } from '../access-details/access-details';
import { accessDetailValuesSchema } from '../access-details/schemas';
import { oneLine } from '../api/schemas';
import { INVALID_COORDINATES_MESSAGE } from '../geo/coordinate-checks';
import { STORED_CODE_PATTERN } from '../zarcode/zarcode';
import { RUN_MAX_CODES, RUN_MAX_STOPS, RUN_NAME_MAX_LENGTH, RUN_ORDER_MESSAGE, STOP_STATES } from './runs';

export const RUN_CODES_MESSAGE = `codes must be a list of 1 to ${RUN_MAX_CODES} codes or code links`;
export const RUN_NAME_MESSAGE = `The run's name must be at most ${RUN_NAME_MAX_LENGTH} characters`;
export const STOP_CHANGES_MESSAGE = `stops must be a list of at most ${RUN_MAX_STOPS} changes, each a code, a state and when`;

/** Codes as a courier has them: each typed any way, or a code page's link (its `?k=` delivery key kept). */
const codesField = z
  .array(z.string({ error: RUN_CODES_MESSAGE }).max(2_000, { error: RUN_CODES_MESSAGE }), { error: RUN_CODES_MESSAGE })
  .min(1, { error: RUN_CODES_MESSAGE })
  .max(RUN_MAX_CODES, { error: RUN_CODES_MESSAGE });

const nameField = oneLine(z.string({ error: RUN_NAME_MESSAGE }).trim().max(RUN_NAME_MAX_LENGTH, { error: RUN_NAME_MESSAGE }), "The run's name")
  .nullish()
  .transform((value) => value || null);

const latitude = z.number({ error: INVALID_COORDINATES_MESSAGE }).min(-90, { error: INVALID_COORDINATES_MESSAGE }).max(90, { error: INVALID_COORDINATES_MESSAGE });
const longitude = z.number({ error: INVALID_COORDINATES_MESSAGE }).min(-180, { error: INVALID_COORDINATES_MESSAGE }).max(180, { error: INVALID_COORDINATES_MESSAGE });
const pointSchema = z.object({ latitude, longitude }, { error: 'The starting point must be a latitude and a longitude' });

/** POST /api/runs/resolve: the codes of a text, to make a run of. */
export const resolveRunCodesBodySchema = z.object({ codes: codesField }).meta({ example: { codes: ['1CT-7K2M', '1ct 7k3n', 'https://zarcode.co.za/1CT-7K4P?k=Zq3...'] } });
export type ResolveRunCodesInput = z.input<typeof resolveRunCodesBodySchema>;

/** POST /api/runs: a run of these codes in this order. */
export const createRunBodySchema = z
  .object({ name: nameField, codes: codesField })
  .meta({ example: { name: 'Soweto, Tuesday', codes: ['1CT-7K2M', '1CT-7K3N'] } });
export type CreateRunInput = z.input<typeof createRunBodySchema>;
export type CreateRunBody = z.output<typeof createRunBodySchema>;

/** POST /api/v1/runs: as POST /api/runs, ordered from `origin` (the depot) when given. */
export const v1CreateRunBodySchema = z
  .object({ name: nameField, codes: codesField, origin: pointSchema.nullish() })
  .meta({ example: { name: 'Route 12, Soweto', codes: ['1CT-7K2M', 'https://zarcode.co.za/1CT-7K3N?k=Zq3...'], origin: { latitude: -26.2485, longitude: 27.854 } } });
export type V1CreateRunBody = z.output<typeof v1CreateRunBodySchema>;

/** One stop's new state, with when the courier marked it (the phone's clock; changes made offline arrive later). */
export const stopChangeSchema = z.object({
  zarcode: z.string().regex(STORED_CODE_PATTERN, { error: STOP_CHANGES_MESSAGE }),
  state: z.enum(STOP_STATES, { error: "state must be 'pending', 'done' or 'failed'" }),
  at: z.iso.datetime({ error: 'at must be a date and time (ISO 8601)' }),
});
export type StopChange = z.infer<typeof stopChangeSchema>;

/**
 * PATCH /api/runs/{id} (and a courier's run link): stops marked, and the whole order when the courier
 * moved stops. Sent again as they are when the phone had no signal: a change older than the one kept
 * for its stop is left out.
 */
export const updateRunBodySchema = z
  .object({
    stops: z.array(stopChangeSchema, { error: STOP_CHANGES_MESSAGE }).max(RUN_MAX_STOPS, { error: STOP_CHANGES_MESSAGE }).default([]),
    order: z
      .array(z.string().regex(STORED_CODE_PATTERN, { error: RUN_ORDER_MESSAGE }), { error: RUN_ORDER_MESSAGE })
      .max(RUN_MAX_STOPS, { error: RUN_ORDER_MESSAGE })
      .nullish(),
  })
  .meta({ example: { stops: [{ zarcode: '1CT-7K2M', state: 'done', at: '2026-03-05T09:14:00.000Z' }], order: ['1CT-7K3N', '1CT-7K2M'] } });
export type UpdateRunInput = z.input<typeof updateRunBodySchema>;
export type UpdateRunBody = z.output<typeof updateRunBodySchema>;

export const runParamsSchema = z.object({ id: z.string().max(100) });
export const runLinkParamsSchema = z.object({ token: z.string().max(200) });

/** What a courier at the door may see of a code's access details, and by what right. */
const stopAccessSchema = z.object({ via: z.enum(ACCESS_VIAS), details: accessDetailValuesSchema });

/**
 * A stop: the code as the web shows it to someone holding the code (a private code without its
 * title), its access details when this caller may see them, and its state.
 */
export const runStopSchema = z.object({
  zarcode: z.string(),
  title: z.string().nullable(),
  privacy: z.enum(['public', 'private']),
  latitude: z.number(),
  longitude: z.number(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  access: stopAccessSchema.nullable(),
  /** The delivery link the stop came with opens nothing now (revoked, expired). */
  isAccessLinkDead: z.boolean(),
  state: z.enum(STOP_STATES),
  stateAt: z.string().nullable(),
});
export type RunStop = z.infer<typeof runStopSchema>;

/** A code of a text that names no code, with the public codes one slip away ("Did you mean"). */
export const unknownCodeSchema = z.object({
  typed: z.string(),
  suggestions: z.array(z.object({ zarcode: z.string(), title: z.string(), suburb: z.string().nullable(), city: z.string() })),
});
export type UnknownCode = z.infer<typeof unknownCodeSchema>;

/** POST /api/runs/resolve: the stops the codes name, each once, and those that name none. */
export const resolveRunCodesReplySchema = z.object({ stops: z.array(runStopSchema), unknown: z.array(unknownCodeSchema) });
export type ResolveRunCodesReply = z.infer<typeof resolveRunCodesReplySchema>;

/** A run with its stops in order, and what the caller may do with it. */
export const runSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  stops: z.array(runStopSchema),
  /** The caller may mark stops and move them (its courier, or a courier's link). */
  canWork: z.boolean(),
  /** A read-only link for a colleague is live (its courier sees this). */
  isShared: z.boolean(),
});
export type Run = z.infer<typeof runSchema>;

/** POST /api/runs: the run, and the codes that named none. */
export const createRunReplySchema = z.object({ run: runSchema, unknown: z.array(unknownCodeSchema) });

/** GET /api/runs: the caller's runs, newest first. */
export const runListReplySchema = z.object({
  runs: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
      stops: z.number().int(),
      done: z.number().int(),
      failed: z.number().int(),
      isShared: z.boolean(),
    }),
  ),
});
export type RunListReply = z.infer<typeof runListReplySchema>;

/** PATCH: every stop's state as kept now, and the order. */
export const runStatesReplySchema = z.object({
  updatedAt: z.string(),
  stops: z.array(z.object({ zarcode: z.string(), state: z.enum(STOP_STATES), stateAt: z.string().nullable() })),
});
export type RunStatesReply = z.infer<typeof runStatesReplySchema>;

/** POST /api/runs/{id}/share: the read-only link, shown this once. */
export const runShareReplySchema = z.object({ url: z.string() });

/** POST /api/v1/runs: the link to open on the courier's phone, and the codes that named no code. */
export const v1CreateRunReplySchema = z
  .object({ id: z.string(), url: z.string(), stops: z.number().int(), unknown: z.array(z.string()) })
  .meta({ example: { id: '0b5c7a7e-3d0a-4b9e-9a3c-7f1e2d4c5b6a', url: 'https://zarcode.co.za/runs/link/q8Zr...', stops: 2, unknown: [] } });
