import type { z } from 'zod';
import { formatCoordinate } from '../../../domain/geo/coordinate-format';
import {
  COORDINATES_OUT_OF_RANGE_MESSAGE,
  DEFAULT_PRIVACY,
  INVALID_COORDINATES_MESSAGE,
  EDITABLE_TEXT_FIELDS,
  REQUIRED_FIELDS_MESSAGE,
  type createZarcodeBodySchema,
  type CreateZarcodeBody,
} from '../../../domain/zarcode/schemas';
import { textValues } from '../form/text-values';

/** The create form as typed (coordinates are the inputs' text) and as checked (the API payload). */
export type GeneratorInput = z.input<typeof createZarcodeBodySchema>;
export type GeneratorValues = CreateZarcodeBody;

/** Fields the map's reverse lookup fills; once filled they are read-only for good. */
export const LOCKABLE_FIELDS = ['suburb', 'city', 'province'] as const;
export type LockableField = (typeof LOCKABLE_FIELDS)[number];

/** What is known about the placed point's address. */
export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; attributions: readonly string[] }
  /** The point is not in South Africa: no code can be made there. */
  | { status: 'outside' }
  /** The lookup did not answer (no network): the person may try again. */
  | { status: 'failed' };

export const EMPTY_FORM: GeneratorInput = {
  title: '',
  description: '',
  latitude: '',
  longitude: '',
  addressLine1: '',
  addressLine2: '',
  suburb: '',
  city: '',
  province: '',
  privacy: DEFAULT_PRIVACY,
  termsConfirmed: false,
};

/** A kept payload back into the form's text fields. */
export function toFormInput(body: GeneratorValues): GeneratorInput {
  return {
    ...EMPTY_FORM,
    ...textValues(body, EDITABLE_TEXT_FIELDS),
    latitude: formatCoordinate(body.latitude),
    longitude: formatCoordinate(body.longitude),
    city: body.city,
    province: body.province,
    privacy: body.privacy,
    termsConfirmed: body.termsConfirmed,
  };
}

/**
 * The three create messages (required, numeric, range) are told by the 'Validation Error' toast and the fields they
 * concern are marked; repeating the same sentence under each of five fields would only add noise.
 * Any other message (a title too long) is shown under its field.
 */
const TOAST_ONLY_MESSAGES = new Set<string>([REQUIRED_FIELDS_MESSAGE, INVALID_COORDINATES_MESSAGE, COORDINATES_OUT_OF_RANGE_MESSAGE]);

export function inlineError(message: string | undefined): string | undefined {
  return message && !TOAST_ONLY_MESSAGES.has(message) ? message : undefined;
}

/** The order fields are checked and reported in: the create rules' order first. */
export const FIELD_ORDER = [
  'title',
  'latitude',
  'longitude',
  'city',
  'province',
  'description',
  'addressLine1',
  'addressLine2',
  'suburb',
  'privacy',
  'termsConfirmed',
] as const;
