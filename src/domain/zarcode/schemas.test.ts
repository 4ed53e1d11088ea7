import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  COORDINATES_OUT_OF_RANGE_MESSAGE,
  COUNTRY_MESSAGE,
  INVALID_COORDINATES_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TERMS_NOT_CONFIRMED_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  UNKNOWN_PROVINCE_MESSAGE,
  adminCreateZarcodeBodySchema,
  createZarcodeBodySchema,
  inBoundsQuerySchema,
  inBoundsReplySchema,
  listZarcodesQuerySchema,
  recentZarcodesQuerySchema,
  recentZarcodesReplySchema,
  searchQuerySchema,
  searchReplySchema,
  searchResultSchema,
  updateZarcodeBodySchema,
  zarcodeFieldsSchema,
  zarcodeListReplySchema,
  zarcodeParamsSchema,
  zarcodeRecordSchema,
  type CreateZarcodeInput,
} from './schemas';

/** The messages of a failed parse, in order, with their paths. */
function issuesOf(schema: z.ZodType, input: unknown): Array<{ path: string; message: string }> {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The first message, which is the one the API answers. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  return issuesOf(schema, input)[0]?.message;
}

const VALID: CreateZarcodeInput = {
  title: 'Front gate',
  description: 'Blue gate, ring twice',
  latitude: -33.9249,
  longitude: 18.4241,
  addressLine1: '12 Long Street',
  addressLine2: '',
  suburb: 'Cape Town City Centre',
  city: 'Cape Town',
  province: 'Western Cape',
  privacy: 'public',
  termsConfirmed: true,
  country: 'South Africa',
  sessionId: 'temp_1722500000000_ab12cd',
  useBundle: true,
};

describe('createZarcodeBodySchema', () => {
  it("accepts the create form's payload and types it", () => {
    // The blank second address line is stored as empty (null); everything else as sent.
    expect(createZarcodeBodySchema.parse(VALID)).toEqual({ ...VALID, addressLine2: null });
  });

  it('accepts coordinates as numeric strings, and keeps 6 decimals', () => {
    const body = createZarcodeBodySchema.parse({ ...VALID, latitude: ' -33.92490049 ', longitude: '18.4240005' });
    expect(body.latitude).toBe(-33.9249);
    expect(body.longitude).toBe(18.424001);
  });

  it('fills in what the payload may leave out', () => {
    const body = createZarcodeBodySchema.parse({
      title: 'Gate',
      latitude: -33.9,
      longitude: 18.4,
      city: 'Cape Town',
      province: 'Western Cape',
      termsConfirmed: true,
    });
    expect(body).toEqual({
      title: 'Gate',
      description: null,
      latitude: -33.9,
      longitude: 18.4,
      addressLine1: null,
      addressLine2: null,
      suburb: null,
      city: 'Cape Town',
      province: 'Western Cape',
      privacy: 'public',
      termsConfirmed: true,
      country: 'South Africa',
      sessionId: null,
      useBundle: false,
    });
  });

  it('trims texts and turns blank optional ones into null', () => {
    const body = createZarcodeBodySchema.parse({
      ...VALID,
      title: '  Gate  ',
      description: '   ',
      addressLine1: null,
      suburb: ' Gardens ',
      city: ' Cape Town ',
    });
    expect(body).toMatchObject({ title: 'Gate', description: null, addressLine1: null, suburb: 'Gardens', city: 'Cape Town' });
  });

  it('reads the province tolerantly and answers its official spelling', () => {
    expect(createZarcodeBodySchema.parse({ ...VALID, province: 'KZN', city: 'Durban' }).province).toBe('KwaZulu-Natal');
    expect(createZarcodeBodySchema.parse({ ...VALID, province: 'gauteng province' }).province).toBe('Gauteng');
  });

  it('accepts 0 as a coordinate (it is not missing)', () => {
    expect(createZarcodeBodySchema.parse({ ...VALID, latitude: 0, longitude: '0' })).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('accepts the limits of the ranges', () => {
    expect(createZarcodeBodySchema.parse({ ...VALID, latitude: 90, longitude: -180 })).toMatchObject({ latitude: 90, longitude: -180 });
    expect(createZarcodeBodySchema.parse({ ...VALID, latitude: '-90', longitude: '180' })).toMatchObject({ latitude: -90, longitude: 180 });
  });

  it('drops fields it does not know', () => {
    expect(createZarcodeBodySchema.parse({ ...VALID, userId: 'x', zarcode: 'ABC-1234' })).not.toHaveProperty('zarcode');
  });

  describe('the create form messages', () => {
    it.each(['title', 'latitude', 'longitude', 'city', 'province'] as const)(
      'asks for all required fields when %s is missing',
      (field) => {
        const { [field]: _removed, ...rest } = VALID;
        expect(issuesOf(createZarcodeBodySchema, rest)).toEqual([{ path: field, message: REQUIRED_FIELDS_MESSAGE }]);
      },
    );

    it.each([
      ['title', ''],
      ['title', '   '],
      ['title', null],
      ['latitude', ''],
      ['latitude', '  '],
      ['latitude', null],
      ['longitude', ''],
      ['city', ''],
      ['city', ' '],
      ['province', ''],
      ['province', null],
    ])('asks for all required fields when %s is %j', (field, value) => {
      expect(issuesOf(createZarcodeBodySchema, { ...VALID, [field]: value })).toEqual([
        { path: field, message: REQUIRED_FIELDS_MESSAGE },
      ]);
    });

    it('marks every missing field, title first', () => {
      expect(issuesOf(createZarcodeBodySchema, { termsConfirmed: true })).toEqual([
        { path: 'title', message: REQUIRED_FIELDS_MESSAGE },
        { path: 'latitude', message: REQUIRED_FIELDS_MESSAGE },
        { path: 'longitude', message: REQUIRED_FIELDS_MESSAGE },
        { path: 'city', message: REQUIRED_FIELDS_MESSAGE },
        { path: 'province', message: REQUIRED_FIELDS_MESSAGE },
      ]);
      expect(firstMessage(createZarcodeBodySchema, {})).toBe(REQUIRED_FIELDS_MESSAGE);
    });

    it.each([
      ['abc', 18.4],
      [-33.9, 'east'],
      ['1e2', 18.4],
      ['0x10', 18.4],
      ['-33,9', 18.4],
      ['Infinity', 18.4],
    ])('asks for numbers when the coordinates are %j, %j', (latitude, longitude) => {
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, latitude, longitude })).toBe(INVALID_COORDINATES_MESSAGE);
    });

    it('asks for numbers when a coordinate is neither a number nor a string', () => {
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, latitude: true })).toBe(INVALID_COORDINATES_MESSAGE);
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, longitude: { value: 18 } })).toBe(INVALID_COORDINATES_MESSAGE);
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, latitude: Number.NaN })).toBe(INVALID_COORDINATES_MESSAGE);
    });

    it('marks each coordinate that is not a number', () => {
      expect(issuesOf(createZarcodeBodySchema, { ...VALID, latitude: 'x', longitude: 'y' })).toEqual([
        { path: 'latitude', message: INVALID_COORDINATES_MESSAGE },
        { path: 'longitude', message: INVALID_COORDINATES_MESSAGE },
      ]);
    });

    it.each([
      [90.000001, 18],
      [-91, 18],
      ['95', '18'],
      [-33, 180.5],
      [-33, '-181'],
    ])('asks for the ranges when the coordinates are %j, %j', (latitude, longitude) => {
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, latitude, longitude })).toBe(COORDINATES_OUT_OF_RANGE_MESSAGE);
    });

    it('marks the coordinate that is out of range', () => {
      expect(issuesOf(createZarcodeBodySchema, { ...VALID, longitude: 200 })).toEqual([
        { path: 'longitude', message: COORDINATES_OUT_OF_RANGE_MESSAGE },
      ]);
    });

    it('checks in the agreed order: required, then numeric, then range', () => {
      // A coordinate that is not a number does not hide a missing city.
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, latitude: 'abc', city: '' })).toBe(REQUIRED_FIELDS_MESSAGE);
      // A missing longitude comes before a latitude that is not a number.
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, latitude: 'abc', longitude: '' })).toBe(REQUIRED_FIELDS_MESSAGE);
      // A longitude that is not a number comes before a latitude out of range.
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, latitude: 95, longitude: 'abc' })).toBe(INVALID_COORDINATES_MESSAGE);
      // Range before our own checks.
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, latitude: 95, province: 'Atlantis', termsConfirmed: false })).toBe(
        COORDINATES_OUT_OF_RANGE_MESSAGE,
      );
    });
  });

  describe('our own rules', () => {
    it('refuses a province that is not one of the nine', () => {
      expect(issuesOf(createZarcodeBodySchema, { ...VALID, province: 'Atlantis' })).toEqual([
        { path: 'province', message: UNKNOWN_PROVINCE_MESSAGE },
      ]);
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, province: 7 })).toBe(UNKNOWN_PROVINCE_MESSAGE);
    });

    it('needs the terms ticked', () => {
      expect(issuesOf(createZarcodeBodySchema, { ...VALID, termsConfirmed: false })).toEqual([
        { path: 'termsConfirmed', message: TERMS_NOT_CONFIRMED_MESSAGE },
      ]);
      const { termsConfirmed: _terms, ...withoutTerms } = VALID;
      expect(firstMessage(createZarcodeBodySchema, withoutTerms)).toBe(TERMS_NOT_CONFIRMED_MESSAGE);
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, termsConfirmed: 'yes' })).toBe('termsConfirmed must be true or false');
    });

    it('takes privacy private or public, public by default', () => {
      expect(createZarcodeBodySchema.parse({ ...VALID, privacy: 'private' }).privacy).toBe('private');
      const { privacy: _privacy, ...withoutPrivacy } = VALID;
      expect(createZarcodeBodySchema.parse(withoutPrivacy).privacy).toBe('public');
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, privacy: 'secret' })).toBe("Privacy must be 'private' or 'public'");
    });

    it('is for South Africa only', () => {
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, country: 'Namibia' })).toBe(COUNTRY_MESSAGE);
      expect(COUNTRY_MESSAGE).toBe('ZARcodes are for places in South Africa only');
    });

    it('takes an image session id of the temp_ form', () => {
      expect(createZarcodeBodySchema.parse({ ...VALID, sessionId: null }).sessionId).toBeNull();
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, sessionId: '../../etc/passwd' })).toBe('Invalid image session');
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, sessionId: 'temp_' })).toBe('Invalid image session');
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, sessionId: `temp_${'a'.repeat(101)}` })).toBe('Invalid image session');
    });

    it('takes useBundle as a boolean', () => {
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, useBundle: 'true' })).toBe('useBundle must be true or false');
    });

    it('limits the lengths of texts', () => {
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, title: 'x'.repeat(201) })).toBe('Title must be at most 200 characters');
      expect(createZarcodeBodySchema.safeParse({ ...VALID, title: 'x'.repeat(200) }).success).toBe(true);
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, description: 'x'.repeat(2001) })).toBe(
        'Description must be at most 2000 characters',
      );
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, addressLine1: 'x'.repeat(201) })).toBe(
        'Address line 1 must be at most 200 characters',
      );
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, suburb: 'x'.repeat(101) })).toBe('Suburb must be at most 100 characters');
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, city: 'x'.repeat(101) })).toBe('City must be at most 100 characters');
    });

    it('says which text field has the wrong type', () => {
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, title: 5 })).toBe('Title must be text');
      expect(firstMessage(createZarcodeBodySchema, { ...VALID, city: ['Cape Town'] })).toBe('City must be text');
    });

    it('refuses a body that is not an object', () => {
      expect(createZarcodeBodySchema.safeParse(null).success).toBe(false);
      expect(createZarcodeBodySchema.safeParse('title').success).toBe(false);
    });
  });
});

describe('zarcodeFieldsSchema', () => {
  it('can be picked from, for forms that show some of the fields', () => {
    const picked = zarcodeFieldsSchema.pick({ title: true, description: true });
    expect(picked.parse({ title: 'Gate' })).toEqual({ title: 'Gate', description: null });
  });
});

describe('adminCreateZarcodeBodySchema', () => {
  it('takes the same payload and an optional user id', () => {
    const userId = '0b6d3c1e-8f5a-4d2b-9c3e-7a1f2e4d5c6b';
    expect(adminCreateZarcodeBodySchema.parse({ ...VALID, userId })).toMatchObject({ userId, title: 'Front gate', latitude: -33.9249 });
    expect(adminCreateZarcodeBodySchema.parse(VALID)).not.toHaveProperty('userId');
  });

  it('refuses a user id that is not one', () => {
    expect(firstMessage(adminCreateZarcodeBodySchema, { ...VALID, userId: 'bob' })).toBe('Choose the owner: the user this code is for');
  });

  it('applies the create rules', () => {
    expect(firstMessage(adminCreateZarcodeBodySchema, { ...VALID, title: '' })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(firstMessage(adminCreateZarcodeBodySchema, { ...VALID, latitude: 'x' })).toBe(INVALID_COORDINATES_MESSAGE);
  });
});

describe('updateZarcodeBodySchema', () => {
  it('accepts an empty update', () => {
    expect(updateZarcodeBodySchema.parse({})).toEqual({});
  });

  it('keeps what is given, trimmed', () => {
    expect(
      updateZarcodeBodySchema.parse({
        title: ' New title ',
        description: 'New',
        privacy: 'private',
        addressLine1: '14 Long Street',
        addressLine2: 'Back door',
        suburb: 'Gardens',
      }),
    ).toEqual({
      title: 'New title',
      description: 'New',
      privacy: 'private',
      addressLine1: '14 Long Street',
      addressLine2: 'Back door',
      suburb: 'Gardens',
    });
  });

  it('clears optional texts given blank or null, and leaves absent ones alone', () => {
    const body = updateZarcodeBodySchema.parse({ description: '', addressLine2: null, suburb: '  ' });
    expect(body).toEqual({ description: null, addressLine2: null, suburb: null });
    expect('addressLine1' in body && body.addressLine1 !== undefined).toBe(false);
  });

  it('needs a title when one is given', () => {
    expect(firstMessage(updateZarcodeBodySchema, { title: '  ' })).toBe(TITLE_REQUIRED_MESSAGE);
    expect(firstMessage(updateZarcodeBodySchema, { title: 'x'.repeat(201) })).toBe('Title must be at most 200 characters');
  });

  it('refuses an unknown privacy', () => {
    expect(firstMessage(updateZarcodeBodySchema, { privacy: 'friends' })).toBe("Privacy must be 'private' or 'public'");
  });

  it('reads coordinates so that the server can see a location change', () => {
    expect(updateZarcodeBodySchema.parse({ latitude: '-33.9', longitude: 18.4 })).toEqual({ latitude: -33.9, longitude: 18.4 });
    expect(updateZarcodeBodySchema.parse({ latitude: '', longitude: null })).toEqual({ latitude: undefined, longitude: undefined });
  });

  it('checks coordinates with the create messages', () => {
    expect(firstMessage(updateZarcodeBodySchema, { latitude: 'abc' })).toBe(INVALID_COORDINATES_MESSAGE);
    expect(firstMessage(updateZarcodeBodySchema, { longitude: true })).toBe(INVALID_COORDINATES_MESSAGE);
    expect(firstMessage(updateZarcodeBodySchema, { latitude: 95 })).toBe(COORDINATES_OUT_OF_RANGE_MESSAGE);
    expect(firstMessage(updateZarcodeBodySchema, { longitude: '-200' })).toBe(COORDINATES_OUT_OF_RANGE_MESSAGE);
    expect(updateZarcodeBodySchema.parse({ latitude: 90, longitude: 180 })).toEqual({ latitude: 90, longitude: 180 });
  });

  it('ignores city and province, which made the prefix', () => {
    expect(updateZarcodeBodySchema.parse({ city: 'Durban', province: 'KwaZulu-Natal' })).toEqual({});
  });
});

describe('listZarcodesQuerySchema', () => {
  it('has the defaults of the My codes filters', () => {
    expect(listZarcodesQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sortBy: 'created-desc', creatorCodes: 'include' });
  });

  it('reads query-string values', () => {
    expect(
      listZarcodesQuerySchema.parse({
        page: '3',
        limit: '25',
        search: ' gate ',
        province: 'Gauteng',
        sortBy: 'title-asc',
        creatorCodes: 'exclude',
      }),
    ).toEqual({ page: 3, limit: 25, search: 'gate', province: 'Gauteng', sortBy: 'title-asc', creatorCodes: 'exclude' });
  });

  it('takes blank values as absent', () => {
    expect(listZarcodesQuerySchema.parse({ page: '', limit: '', search: '  ', province: '' })).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'created-desc',
      creatorCodes: 'include',
    });
  });

  it.each(['created-desc', 'created-asc', 'title-asc', 'title-desc'])('sorts by %s', (sortBy) => {
    expect(listZarcodesQuerySchema.parse({ sortBy }).sortBy).toBe(sortBy);
  });

  it('clears the province filter for all provinces', () => {
    for (const province of ['all', 'All', 'All Provinces', 'all-provinces', 'ALL_PROVINCES']) {
      expect(listZarcodesQuerySchema.parse({ province }).province).toBeUndefined();
    }
  });

  it('reads the province tolerantly', () => {
    expect(listZarcodesQuerySchema.parse({ province: 'kzn' }).province).toBe('KwaZulu-Natal');
    expect(listZarcodesQuerySchema.parse({ province: 'North-West' }).province).toBe('North West');
  });

  it('refuses what it cannot use', () => {
    expect(firstMessage(listZarcodesQuerySchema, { page: '0' })).toBe('page must be a whole number of 1 or more');
    expect(firstMessage(listZarcodesQuerySchema, { page: '-1' })).toBe('page must be a whole number of 1 or more');
    expect(firstMessage(listZarcodesQuerySchema, { page: '1.5' })).toBe('page must be a whole number of 1 or more');
    expect(firstMessage(listZarcodesQuerySchema, { page: 'two' })).toBe('page must be a whole number of 1 or more');
    expect(firstMessage(listZarcodesQuerySchema, { limit: '0' })).toBe('limit must be a whole number from 1 to 100');
    expect(firstMessage(listZarcodesQuerySchema, { limit: '101' })).toBe('limit must be a whole number from 1 to 100');
    expect(listZarcodesQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(firstMessage(listZarcodesQuerySchema, { sortBy: 'views' })).toBe(
      'sortBy must be one of: created-desc, created-asc, title-asc, title-desc',
    );
    expect(firstMessage(listZarcodesQuerySchema, { province: 'Atlantis' })).toBe(UNKNOWN_PROVINCE_MESSAGE);
    expect(firstMessage(listZarcodesQuerySchema, { search: 'x'.repeat(201) })).toBe('search must be at most 200 characters');
  });
});

describe('recentZarcodesQuerySchema', () => {
  it('gives 1 by default and at most 20', () => {
    expect(recentZarcodesQuerySchema.parse({})).toEqual({ limit: 1 });
    expect(recentZarcodesQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(firstMessage(recentZarcodesQuerySchema, { limit: '21' })).toBe('limit must be a whole number from 1 to 20');
    expect(firstMessage(recentZarcodesQuerySchema, { limit: '0' })).toBe('limit must be a whole number from 1 to 20');
  });
});

describe('zarcodeParamsSchema', () => {
  it('passes the code on as typed, for the service to read', () => {
    expect(zarcodeParamsSchema.parse({ code: '1ct7k2m' })).toEqual({ code: '1ct7k2m' });
    expect(zarcodeParamsSchema.safeParse({ code: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('searchQuerySchema', () => {
  it('trims, and finds nothing when blank', () => {
    expect(searchQuerySchema.parse({ q: '  1CT-7K2M ' })).toEqual({ q: '1CT-7K2M' });
    expect(searchQuerySchema.parse({})).toEqual({ q: '' });
    expect(firstMessage(searchQuerySchema, { q: 'x'.repeat(201) })).toBe('q must be at most 200 characters');
  });
});

describe('inBoundsQuerySchema', () => {
  const CAPE_TOWN_VIEW = { ne_lat: '-33.85', ne_lng: '18.55', sw_lat: '-34.0', sw_lng: '18.35' };

  it('reads the corners as numbers', () => {
    expect(inBoundsQuerySchema.parse(CAPE_TOWN_VIEW)).toEqual({ ne_lat: -33.85, ne_lng: 18.55, sw_lat: -34, sw_lng: 18.35 });
  });

  it('clamps a view that reaches beyond the world', () => {
    expect(inBoundsQuerySchema.parse({ ne_lat: '95', ne_lng: '200', sw_lat: '-95', sw_lng: '-200' })).toEqual({
      ne_lat: 90,
      ne_lng: 180,
      sw_lat: -90,
      sw_lng: -180,
    });
  });

  it('accepts a view of a single point', () => {
    expect(inBoundsQuerySchema.safeParse({ ne_lat: 1, ne_lng: 1, sw_lat: 1, sw_lng: 1 }).success).toBe(true);
  });

  it.each(['ne_lat', 'ne_lng', 'sw_lat', 'sw_lng'] as const)('needs %s as a number', (corner) => {
    const { [corner]: _removed, ...rest } = CAPE_TOWN_VIEW;
    expect(firstMessage(inBoundsQuerySchema, rest)).toBe(`${corner} must be a number`);
    expect(firstMessage(inBoundsQuerySchema, { ...CAPE_TOWN_VIEW, [corner]: 'north' })).toBe(`${corner} must be a number`);
    expect(firstMessage(inBoundsQuerySchema, { ...CAPE_TOWN_VIEW, [corner]: '' })).toBe(`${corner} must be a number`);
    expect(firstMessage(inBoundsQuerySchema, { ...CAPE_TOWN_VIEW, [corner]: 'Infinity' })).toBe(`${corner} must be a number`);
  });

  it('needs the north-east corner north and east of the south-west one', () => {
    expect(issuesOf(inBoundsQuerySchema, { ...CAPE_TOWN_VIEW, ne_lat: '-35' })).toEqual([
      { path: 'ne_lat', message: 'ne_lat must not be south of sw_lat' },
    ]);
    expect(issuesOf(inBoundsQuerySchema, { ...CAPE_TOWN_VIEW, ne_lng: '18' })).toEqual([
      { path: 'ne_lng', message: 'ne_lng must not be west of sw_lng' },
    ]);
  });
});

const RECORD = {
  id: '0b6d3c1e-8f5a-4d2b-9c3e-7a1f2e4d5c6b',
  zarcode: '1CT-7K2M',
  title: 'Front gate',
  description: null,
  privacy: 'public',
  latitude: '-33.924900',
  longitude: '18.424100',
  addressLine1: '12 Long Street',
  addressLine2: null,
  suburb: 'Cape Town City Centre',
  city: 'Cape Town',
  province: 'Western Cape',
  country: 'South Africa',
  creatorSlug: null,
  imageCount: 0,
  views: 12,
  createdAt: '2025-08-01T10:00:00.000Z',
  updatedAt: '2025-08-01T10:00:00.000Z',
  isCreatorCode: false,
  isVerified: false,
  user: { firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com' },
  plusCode: '4FRW3CFF+M8',
  canEdit: true,
  canDelete: true,
  canRequestChange: true,
};

describe('zarcodeRecordSchema', () => {
  it('accepts a code record with its Plus Code', () => {
    expect(zarcodeRecordSchema.parse(RECORD)).toEqual(RECORD);
  });

  it('lets the owner be left out or null, and a private title be hidden', () => {
    const { user: _user, ...withoutUser } = RECORD;
    expect(zarcodeRecordSchema.safeParse(withoutUser).success).toBe(true);
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, user: null }).success).toBe(true);
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, privacy: 'private', title: null, description: null }).success).toBe(true);
  });

  it('holds coordinates as numeric strings', () => {
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, latitude: -33.9249 }).success).toBe(false);
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, latitude: '-33.9249' }).success).toBe(true);
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, longitude: '18' }).success).toBe(true);
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, latitude: 'south' }).success).toBe(false);
  });

  it('says what the viewer may do, always', () => {
    const { canEdit: _canEdit, ...withoutCanEdit } = RECORD;
    expect(zarcodeRecordSchema.safeParse(withoutCanEdit).success).toBe(false);
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, canDelete: 'yes' }).success).toBe(false);
  });

  it('holds the code in its stored form and a known province', () => {
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, zarcode: '1ct7k2m' }).success).toBe(false);
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, province: 'KZN' }).success).toBe(false);
  });

  it('holds counts as whole numbers from 0', () => {
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, views: -1 }).success).toBe(false);
    expect(zarcodeRecordSchema.safeParse({ ...RECORD, imageCount: 1.5 }).success).toBe(false);
  });
});

describe('zarcodeListReplySchema and recentZarcodesReplySchema', () => {
  it('hold records and the pagination', () => {
    const reply = { zarcodes: [RECORD], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } };
    expect(zarcodeListReplySchema.parse(reply)).toEqual(reply);
    expect(zarcodeListReplySchema.safeParse({ zarcodes: [RECORD] }).success).toBe(false);
    expect(recentZarcodesReplySchema.parse({ zarcodes: [] })).toEqual({ zarcodes: [] });
  });
});

describe('searchResultSchema', () => {
  it('holds codes and addresses', () => {
    const code = {
      type: 'zarcode',
      id: RECORD.id,
      title: 'Front gate',
      subtitle: 'Cape Town, Western Cape',
      description: null,
      zarcode: '1CT-7K2M',
    };
    const address = {
      type: 'address',
      id: 'place:123',
      title: 'Gardens',
      subtitle: 'Cape Town, Western Cape',
      description: null,
      zarcode: null,
      latitude: -33.935,
      longitude: 18.41,
    };
    expect(searchReplySchema.parse({ results: [code, address] })).toEqual({ results: [code, address] });
    expect(searchResultSchema.safeParse({ ...code, type: 'creator' }).success).toBe(false);
  });
});

describe('inBoundsReplySchema', () => {
  it('holds a count of 0 or more', () => {
    expect(inBoundsReplySchema.parse({ count: 3 })).toEqual({ count: 3 });
    expect(inBoundsReplySchema.safeParse({ count: -1 }).success).toBe(false);
    expect(inBoundsReplySchema.safeParse({ count: '3' }).success).toBe(false);
  });
});
