import { describe, expect, it } from 'vitest';
import { PREFIX_SHAPE_MESSAGE, SLUG_SHAPE_MESSAGE } from './creators';
import {
  CHOOSE_USER_MESSAGE,
  CREATOR_EMAIL_MESSAGE,
  DISPLAY_NAME_REQUIRED_MESSAGE,
  WEBSITE_MESSAGE,
  adminCreateCreatorBodySchema,
  adminUpdateCreatorBodySchema,
  createCreatorProfileBodySchema,
  updateCreatorProfileBodySchema,
} from './schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('createCreatorProfileBodySchema', () => {
  it('needs a display name', () => {
    expect(messagesOf(createCreatorProfileBodySchema.safeParse({}))).toEqual([DISPLAY_NAME_REQUIRED_MESSAGE]);
    expect(messagesOf(createCreatorProfileBodySchema.safeParse({ displayName: '   ' }))).toEqual([DISPLAY_NAME_REQUIRED_MESSAGE]);
  });

  it('upper-cases a 3-letter prefix and clears a blank one', () => {
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya', uniquePrefix: ' kay ' }).uniquePrefix).toBe('KAY');
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya', uniquePrefix: '' }).uniquePrefix).toBeNull();
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya' }).uniquePrefix).toBeUndefined();
  });

  it.each(['KAYA', 'KA', 'K4Y', '123', 'KÄY'])('refuses the prefix %j: exactly 3 letters A-Z', (uniquePrefix) => {
    expect(messagesOf(createCreatorProfileBodySchema.safeParse({ displayName: 'Kaya', uniquePrefix }))).toEqual([PREFIX_SHAPE_MESSAGE]);
  });

  it('takes a website as a valid URL or empty, adding https:// to a bare domain', () => {
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya', website: 'kaya.co.za' }).website).toBe('https://kaya.co.za');
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya', website: '' }).website).toBeNull();
    for (const website of ['not a url', 'javascript:alert(1)', 'ftp://kaya.co.za', 'https://localhost']) {
      expect(messagesOf(createCreatorProfileBodySchema.safeParse({ displayName: 'Kaya', website }))).toEqual([WEBSITE_MESSAGE]);
    }
  });

  it('takes a public e-mail as valid or empty', () => {
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya', email: 'Info@Kaya.co.za' }).email).toBe('info@kaya.co.za');
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya', email: '' }).email).toBeNull();
    expect(messagesOf(createCreatorProfileBodySchema.safeParse({ displayName: 'Kaya', email: 'info@' }))).toEqual([CREATOR_EMAIL_MESSAGE]);
  });

  it('takes a social handle or link, nothing else', () => {
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya', instagram: '@kaya' }).instagram).toBe('@kaya');
    expect(createCreatorProfileBodySchema.parse({ displayName: 'Kaya', facebook: 'https://facebook.com/kaya' }).facebook).toBe(
      'https://facebook.com/kaya',
    );
    expect(messagesOf(createCreatorProfileBodySchema.safeParse({ displayName: 'Kaya', tiktok: 'two words' }))).toEqual([
      'TikTok must be a handle such as @name, or a link',
    ]);
  });

  it('refuses oversized fields', () => {
    expect(createCreatorProfileBodySchema.safeParse({ displayName: 'x'.repeat(101) }).success).toBe(false);
    expect(createCreatorProfileBodySchema.safeParse({ displayName: 'Kaya', xcom: `@${'x'.repeat(200)}` }).success).toBe(false);
  });
});

describe('updateCreatorProfileBodySchema', () => {
  it('leaves absent fields absent and clears blank ones', () => {
    expect(updateCreatorProfileBodySchema.parse({ website: '' })).toEqual({ website: null });
  });
});

describe('admin bodies', () => {
  it('names the user by id or e-mail, exactly one', () => {
    expect(messagesOf(adminCreateCreatorBodySchema.safeParse({ displayName: 'Kaya' }))).toEqual([CHOOSE_USER_MESSAGE]);
    expect(
      messagesOf(
        adminCreateCreatorBodySchema.safeParse({
          displayName: 'Kaya',
          userId: '00000000-0000-4000-8000-000000000000',
          userEmail: 'a@example.com',
        }),
      ),
    ).toEqual([CHOOSE_USER_MESSAGE]);
    expect(adminCreateCreatorBodySchema.safeParse({ displayName: 'Kaya', userEmail: 'a@example.com' }).success).toBe(true);
  });

  it('lower-cases a slug and refuses app paths and code shapes', () => {
    expect(adminUpdateCreatorBodySchema.parse({ slug: 'Kaya-Tours' }).slug).toBe('kaya-tours');
    for (const slug of ['dashboard', 'abc-1234', 'two words']) {
      expect(messagesOf(adminUpdateCreatorBodySchema.safeParse({ slug }))).toEqual([SLUG_SHAPE_MESSAGE]);
    }
  });
});
