import { z } from 'zod';
import { ONE_LINE_PATTERN, blankToUndefined, limitQueryField, multiLine, oneLine, pageQueryField, paginationSchema } from '../api/schemas';
import { PRODUCT_NAME_PLURAL } from '../brand';
import { COORDINATES_OUT_OF_RANGE_MESSAGE, INVALID_COORDINATES_MESSAGE, parseCoordinateValue } from '../geo/coordinate-checks';
import { roundCoordinate } from '../geo/coordinate-format';
import { PROVINCES, findProvince, type Province } from '../geo/provinces';
import { IMAGE_SESSION_ID_PATTERN } from '../images/images';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, RECENT_MAX_LIMIT, STORED_CODE_PATTERN } from './zarcode';

// ---------------------------------------------------------------------------------------------------
// Messages and limits

/** The create form's messages, word for word (docs/rules.md#validation). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields: title, latitude, longitude, city, and province';
export { COORDINATES_OUT_OF_RANGE_MESSAGE, INVALID_COORDINATES_MESSAGE };
/** Our words: the web only disables the submit button until the terms are ticked; the API needs a message. */
export const TERMS_NOT_CONFIRMED_MESSAGE = 'Please accept the terms of service';
export const UNKNOWN_PROVINCE_MESSAGE = 'Province must be one of the nine South African provinces';
export const COUNTRY_MESSAGE = `${PRODUCT_NAME_PLURAL} are for places in South Africa only`;
export const TITLE_REQUIRED_MESSAGE = 'Title is required';

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const PLACE_NAME_MAX_LENGTH = 100;
export const SEARCH_MAX_LENGTH = 200;

export const PRIVACY_VALUES = ['private', 'public'] as const;
export type Privacy = (typeof PRIVACY_VALUES)[number];
/** What a new code gets when the payload does not say: the database's default too. */
export const DEFAULT_PRIVACY: Privacy = 'public';

/** My ZARcodes sort options, Newest First being the default. */
export const SORT_OPTIONS = ['created-desc', 'created-asc', 'title-asc', 'title-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'created-desc';

export const COUNTRY = 'South Africa';

// ---------------------------------------------------------------------------------------------------
// Building blocks

const max = (limit: number, label: string) => ({ error: `${label} must be at most ${limit} characters` });

/** Text of a code: one line, but for the description (lines: 'many'). */
const codeText = (limit: number, label: string, lines: 'one' | 'many' = 'one') => {
  const text = z.string({ error: `${label} must be text` }).trim().max(limit, max(limit, label));
  return lines === 'one' ? oneLine(text, label) : multiLine(text, label);
};

/** Optional text: trimmed; blank or null becomes null. */
const optionalText = (limit: number, label: string, lines: 'one' | 'many' = 'one') =>
  codeText(limit, label, lines)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Optional text in an update: absent means "leave it", blank or null means "clear it" (null).
 */
const updatableText = (limit: number, label: string, lines: 'one' | 'many' = 'one') =>
  codeText(limit, label, lines)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A coordinate as it arrives: a number or a numeric string; checked by the create rules. */
const rawCoordinate = z.union([z.number(), z.string()], { error: INVALID_COORDINATES_MESSAGE }).nullish();

const privacyField = z.enum(PRIVACY_VALUES, { error: "Privacy must be 'private' or 'public'" });

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Coordinates are kept to the 6 decimals that are stored. */
const toStoredPrecision = roundCoordinate;

// ---------------------------------------------------------------------------------------------------
// Create

/**
 * The create form's fields before the create rules run: presence, numbers and ranges are checked by
 * `createZarcodeBodySchema`, in their agreed order, so that the first message is the one the user must
 * see first. Use this one to `pick` or `extend` (a schema with rules cannot be picked).
 */
export const zarcodeFieldsSchema = z.object({
  title: codeText(TITLE_MAX_LENGTH, 'Title').nullish(),
  description: optionalText(DESCRIPTION_MAX_LENGTH, 'Description', 'many'),
  latitude: rawCoordinate,
  longitude: rawCoordinate,
  addressLine1: optionalText(ADDRESS_LINE_MAX_LENGTH, 'Address line 1'),
  addressLine2: optionalText(ADDRESS_LINE_MAX_LENGTH, 'Address line 2'),
  suburb: optionalText(PLACE_NAME_MAX_LENGTH, 'Suburb'),
  city: codeText(PLACE_NAME_MAX_LENGTH, 'City').nullish(),
  province: z
    .string({ error: UNKNOWN_PROVINCE_MESSAGE })
    .trim()
    .max(PLACE_NAME_MAX_LENGTH, { error: UNKNOWN_PROVINCE_MESSAGE })
    .regex(ONE_LINE_PATTERN, { error: UNKNOWN_PROVINCE_MESSAGE })
    .nullish(),
  privacy: privacyField.default(DEFAULT_PRIVACY),
  termsConfirmed: z.boolean({ error: 'termsConfirmed must be true or false' }).default(false),
  country: z.literal(COUNTRY, { error: COUNTRY_MESSAGE }).default(COUNTRY),
  sessionId: z
    .string({ error: 'Invalid image session' })
    .trim()
    .regex(IMAGE_SESSION_ID_PATTERN, { error: 'Invalid image session' })
    .nullish()
    .transform((value) => value ?? null),
  useBundle: z.boolean({ error: 'useBundle must be true or false' }).default(false),
});
type ZarcodeFields = z.output<typeof zarcodeFieldsSchema>;

type Issue = { message: string; path: string[] };

/**
 * The create rules, in their agreed order (docs/rules.md#validation): all required fields present,
 * then both coordinates numeric, then both in range; then our own: a known province and ticked terms. Only the first stage that fails
 * reports, with one issue per field it concerns, so a form can mark each field and the API's first
 * message is the first of the agreed ones.
 */
function createRuleIssues(fields: ZarcodeFields): Issue[] {
  const required = (['title', 'latitude', 'longitude', 'city', 'province'] as const)
    .filter((key) => isBlank(fields[key]))
    .map((key) => ({ message: REQUIRED_FIELDS_MESSAGE, path: [key] }));
  if (required.length > 0) return required;

  const latitude = parseCoordinateValue(fields.latitude);
  const longitude = parseCoordinateValue(fields.longitude);
  const notNumeric = [
    ...(latitude === null ? ['latitude'] : []),
    ...(longitude === null ? ['longitude'] : []),
  ].map((key) => ({ message: INVALID_COORDINATES_MESSAGE, path: [key] }));
  if (notNumeric.length > 0) return notNumeric;

  const outOfRange = [
    ...(Math.abs(latitude!) > 90 ? ['latitude'] : []),
    ...(Math.abs(longitude!) > 180 ? ['longitude'] : []),
  ].map((key) => ({ message: COORDINATES_OUT_OF_RANGE_MESSAGE, path: [key] }));
  if (outOfRange.length > 0) return outOfRange;

  if (findProvince(fields.province) === null) return [{ message: UNKNOWN_PROVINCE_MESSAGE, path: ['province'] }];
  if (fields.termsConfirmed !== true) return [{ message: TERMS_NOT_CONFIRMED_MESSAGE, path: ['termsConfirmed'] }];
  return [];
}

/** The typed payload once the rules passed: numbers, the official province spelling, no nulls where required. */
function toCreateBody<T extends ZarcodeFields>(fields: T) {
  return {
    ...fields,
    title: fields.title!,
    latitude: toStoredPrecision(parseCoordinateValue(fields.latitude)!),
    longitude: toStoredPrecision(parseCoordinateValue(fields.longitude)!),
    city: fields.city!,
    province: findProvince(fields.province)! as Province,
    termsConfirmed: true as const,
  };
}

function withCreateRules<T extends z.ZodType<ZarcodeFields>>(fields: T) {
  return fields
    .check((ctx) => {
      for (const issue of createRuleIssues(ctx.value)) {
        ctx.issues.push({ code: 'custom', input: ctx.value, ...issue });
      }
    })
    .transform((value) => toCreateBody(value as z.output<T> & ZarcodeFields));
}

/**
 * POST /api/zarcodes: the create form's payload. Latitude and longitude may be numbers or
 * numeric strings and come out as numbers with 6 decimals; the province is read tolerantly ('KZN',
 * 'Gauteng Province') and comes out in its official spelling; blank optional texts become null.
 */
export const createZarcodeBodySchema = withCreateRules(zarcodeFieldsSchema);
export type CreateZarcodeInput = z.input<typeof createZarcodeBodySchema>;
export type CreateZarcodeBody = z.output<typeof createZarcodeBodySchema>;

/** POST /api/admin/zarcodes: the same payload, for the user given (the caller when absent). */
export const adminCreateZarcodeBodySchema = withCreateRules(
  zarcodeFieldsSchema.extend({
    userId: z.uuid({ error: 'Choose the owner: the user this code is for' }).optional(),
  }),
);
export type AdminCreateZarcodeBody = z.output<typeof adminCreateZarcodeBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Update

/** A coordinate in an update: absent, null or blank means "not changing it"; otherwise checked. */
const updatableCoordinate = (limit: 90 | 180) =>
  rawCoordinate.transform((value, ctx) => {
    if (isBlank(value)) return undefined;
    const parsed = parseCoordinateValue(value);
    if (parsed === null) {
      ctx.issues.push({ code: 'custom', message: INVALID_COORDINATES_MESSAGE, input: value });
      return z.NEVER;
    }
    if (Math.abs(parsed) > limit) {
      ctx.issues.push({ code: 'custom', message: COORDINATES_OUT_OF_RANGE_MESSAGE, input: value });
      return z.NEVER;
    }
    return toStoredPrecision(parsed);
  });

/**
 * PUT /api/zarcodes/{code}: what the edit page changes. Every field is optional: absent leaves it as
 * it is. City and province are not here: they made the code's prefix. Latitude and longitude are
 * accepted (and checked) only so that the server can see a location change and refuse it.
 */
/** The free-text fields of a code that its edit forms change. */
export const EDITABLE_TEXT_FIELDS = ['title', 'description', 'addressLine1', 'addressLine2', 'suburb'] as const;

export const updateZarcodeBodySchema = z.object({
  title: codeText(TITLE_MAX_LENGTH, 'Title').min(1, { error: TITLE_REQUIRED_MESSAGE }).optional(),
  description: updatableText(DESCRIPTION_MAX_LENGTH, 'Description', 'many'),
  privacy: privacyField.optional(),
  addressLine1: updatableText(ADDRESS_LINE_MAX_LENGTH, 'Address line 1'),
  addressLine2: updatableText(ADDRESS_LINE_MAX_LENGTH, 'Address line 2'),
  suburb: updatableText(PLACE_NAME_MAX_LENGTH, 'Suburb'),
  latitude: updatableCoordinate(90),
  longitude: updatableCoordinate(180),
});
export type UpdateZarcodeInput = z.input<typeof updateZarcodeBodySchema>;
export type UpdateZarcodeBody = z.output<typeof updateZarcodeBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Queries and params

/** 'all', 'All Provinces' and blank all mean no province filter. */
const ALL_PROVINCES = /^all(?:[\s_-]*provinces)?$/i;

/** A province filter of a list: blank, 'all' or 'All Provinces' mean none; otherwise one of the nine. */
export const provinceFilter = z
  .string({ error: UNKNOWN_PROVINCE_MESSAGE })
  .trim()
  .max(PLACE_NAME_MAX_LENGTH, { error: UNKNOWN_PROVINCE_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    if (!value || ALL_PROVINCES.test(value)) return undefined;
    const province = findProvince(value);
    if (province === null) {
      ctx.issues.push({ code: 'custom', message: UNKNOWN_PROVINCE_MESSAGE, input: value });
      return z.NEVER;
    }
    return province;
  });

/** GET /api/zarcodes: the caller's codes, a page at a time, by the My codes filters. */
export const listZarcodesQuerySchema = z.object({
  page: pageQueryField(),
  limit: limitQueryField(LIST_MAX_LIMIT, LIST_DEFAULT_LIMIT),
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(SEARCH_MAX_LENGTH, max(SEARCH_MAX_LENGTH, 'search'))
    .optional()
    .transform((value) => value || undefined),
  province: provinceFilter,
  sortBy: z.enum(SORT_OPTIONS, { error: `sortBy must be one of: ${SORT_OPTIONS.join(', ')}` }).default(DEFAULT_SORT),
  /** My codes leaves out creator codes, before paging, so its pages stay full. */
  creatorCodes: z
    .enum(['include', 'exclude'], { error: "creatorCodes must be 'include' or 'exclude'" })
    .default('include'),
});
export type ListZarcodesInput = z.input<typeof listZarcodesQuerySchema>;
export type ListZarcodesQuery = z.output<typeof listZarcodesQuerySchema>;

/** GET /api/zarcodes/recent?limit: the caller's newest codes (1 by default). */
export const recentZarcodesQuerySchema = z.object({
  limit: limitQueryField(RECENT_MAX_LIMIT, 1),
});
export type RecentZarcodesQuery = z.output<typeof recentZarcodesQuerySchema>;

/**
 * A code in a path (`/api/zarcodes/{code}`), as typed: the service reads it with normaliseCode and
 * answers 404 for anything that is not a code, as it would for a code that does not exist.
 */
export const zarcodeParamsSchema = z.object({
  code: z.string().max(200),
});
export type ZarcodeParams = z.infer<typeof zarcodeParamsSchema>;

/** A code sent to /api/v1 or to print, as typed by a person or a spreadsheet: any case, spaces, with or without the hyphen. */
export const typedCodeSchema = z.string({ error: 'Each code must be text' }).max(40, { error: 'Each code must be at most 40 characters' });

/** GET /api/zarcodes/search?q= and GET /api/search/combined?q=. Blank finds nothing. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(SEARCH_MAX_LENGTH, max(SEARCH_MAX_LENGTH, 'q'))
    .default(''),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

type Corner = 'ne_lat' | 'ne_lng' | 'sw_lat' | 'sw_lng';

/**
 * A corner of the map's view. Values beyond the world are clamped (to -90..90 and -180..180) rather
 * than refused: a map zoomed far out reports bounds such as longitude 200, and they mean "everything".
 */
const corner = (name: Corner, limit: 90 | 180) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .transform((value) => Math.min(limit, Math.max(-limit, value))),
  );

/** GET /api/zarcodes/in-bounds: the north-east and south-west corners of the view. */
export const inBoundsQuerySchema = z
  .object({
    ne_lat: corner('ne_lat', 90),
    ne_lng: corner('ne_lng', 180),
    sw_lat: corner('sw_lat', 90),
    sw_lng: corner('sw_lng', 180),
  })
  .check((ctx) => {
    const { ne_lat, ne_lng, sw_lat, sw_lng } = ctx.value;
    if (ne_lat < sw_lat) {
      ctx.issues.push({ code: 'custom', message: 'ne_lat must not be south of sw_lat', input: ctx.value, path: ['ne_lat'] });
    }
    if (ne_lng < sw_lng) {
      ctx.issues.push({ code: 'custom', message: 'ne_lng must not be west of sw_lng', input: ctx.value, path: ['ne_lng'] });
    }
  });
export type InBoundsQuery = z.output<typeof inBoundsQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// Replies

/** A coordinate in a reply: a numeric string with up to 6 decimals, as the database's numeric gives it. */
export const coordinateStringSchema = z.string().regex(/^-?\d{1,3}(?:\.\d{1,6})?$/);

export const zarcodeOwnerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ZarcodeOwner = z.infer<typeof zarcodeOwnerSchema>;

/**
 * A code as the API answers it (docs/rules.md#records, plus its Plus Code). Title and description are
 * null when the code is private and the viewer is neither its owner nor an admin; user is given only
 * to those who may see it.
 */
export const zarcodeRecordSchema = z.object({
  id: z.string(),
  zarcode: z.string().regex(STORED_CODE_PATTERN),
  title: z.string().nullable(),
  description: z.string().nullable(),
  privacy: z.enum(PRIVACY_VALUES),
  latitude: coordinateStringSchema,
  longitude: coordinateStringSchema,
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string(),
  province: z.enum(PROVINCES),
  country: z.string(),
  creatorSlug: z.string().nullable(),
  imageCount: z.number().int().min(0),
  views: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  isCreatorCode: z.boolean(),
  /** An admin checked that the point is the place (the code page shows 'Verified location'). */
  isVerified: z.boolean(),
  user: zarcodeOwnerSchema.nullish(),
  /** The full Plus Code of the point, e.g. '4FRW3CFF+M8'. */
  plusCode: z.string(),
  /** What the viewer may do with the code (its owner and admins may): the web shows what this says. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Only the owner asks an admin to move the code (a change request). */
  canRequestChange: z.boolean(),
});
export type ZarcodeRecord = z.infer<typeof zarcodeRecordSchema>;

/** GET, PUT /api/zarcodes/{code} and POST /api/zarcodes answer the record. */
export const zarcodeReplySchema = zarcodeRecordSchema;
export type ZarcodeReply = ZarcodeRecord;

/** GET /api/zarcodes: a page of codes. */
export const zarcodeListReplySchema = z.object({
  zarcodes: z.array(zarcodeRecordSchema),
  pagination: paginationSchema,
});
export type ZarcodeListReply = z.infer<typeof zarcodeListReplySchema>;

/** GET /api/zarcodes/recent. */
export const recentZarcodesReplySchema = z.object({ zarcodes: z.array(zarcodeRecordSchema) });
export type RecentZarcodesReply = z.infer<typeof recentZarcodesReplySchema>;

export const SEARCH_RESULT_TYPES = ['zarcode', 'address'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/**
 * One search hit: a code, or an address (a place) that may have none. A private code's
 * title and description are hidden (title becomes the code itself, description null). Coordinates are
 * optional, for results that a map can show at once.
 */
export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  zarcode: z.string().nullable(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchReplySchema = z.object({ results: z.array(searchResultSchema) });
export type SearchReply = z.infer<typeof searchReplySchema>;

/** A public code offered for a mistyped one, with what tells it apart from the others. */
export const codeSuggestionSchema = z.object({
  id: z.string(),
  zarcode: z.string().regex(STORED_CODE_PATTERN),
  title: z.string(),
  suburb: z.string().nullable(),
  city: z.string(),
  province: z.string(),
});
export type CodeSuggestion = z.infer<typeof codeSuggestionSchema>;

/** GET /api/zarcodes/{code}/suggestions: "Did you mean", best known first. */
export const codeSuggestionsReplySchema = z.object({ suggestions: z.array(codeSuggestionSchema) });

/** GET /api/zarcodes/search: public codes (and any by its whole code) matching a text. */
export const zarcodeSearchReplySchema = z.object({ zarcodes: z.array(zarcodeRecordSchema) });
export type ZarcodeSearchReply = z.infer<typeof zarcodeSearchReplySchema>;
export type CodeSuggestionsReply = z.infer<typeof codeSuggestionsReplySchema>;

/** GET /api/zarcodes/in-bounds: how many codes lie in the view. */
export const inBoundsReplySchema = z.object({ count: z.number().int().min(0) });
export type InBoundsReply = z.infer<typeof inBoundsReplySchema>;
