import { describe, expect, it } from 'vitest';
import { MANAGED_FIELD_MESSAGE, PREFIX_FIXED_MESSAGE, canCreateCreatorCodes, canCreateCreatorProfile, creatorAccess, isCreatorPublic, refusedOwnProfileChange, type CreatorRecord } from './policy';

const owner = { id: 'owner', role: 'user' as const };
const other = { id: 'other', role: 'user' as const };
const admin = { id: 'admin', role: 'admin' as const };
const superAdmin = { id: 'super', role: 'super_admin' as const };

const creator = (overrides: Partial<CreatorRecord> = {}): CreatorRecord => ({
  userId: 'owner',
  uniquePrefix: null,
  useStandardPrefix: false,
  isActive: true,
  hiddenAt: null,
  ...overrides,
});

describe('creatorAccess', () => {
  it('lets the owner see everything and set a prefix only while none is set', () => {
    expect(creatorAccess(owner, creator())).toEqual({ canSeeAll: true, canChangePrefix: true, canManage: false });
    expect(creatorAccess(owner, creator({ uniquePrefix: 'KAY' })).canChangePrefix).toBe(false);
  });

  it('lets admins and super admins do everything, always', () => {
    for (const viewer of [admin, superAdmin]) {
      expect(creatorAccess(viewer, creator({ uniquePrefix: 'KAY' }))).toEqual({ canSeeAll: true, canChangePrefix: true, canManage: true });
    }
  });

  it('lets others and visitors do nothing', () => {
    for (const viewer of [other, null]) {
      expect(creatorAccess(viewer, creator())).toEqual({ canSeeAll: false, canChangePrefix: false, canManage: false });
    }
  });
});

describe('canCreateCreatorProfile', () => {
  it('is an admin act', () => {
    expect(canCreateCreatorProfile(admin)).toBe(true);
    expect(canCreateCreatorProfile(superAdmin)).toBe(true);
    expect(canCreateCreatorProfile(owner)).toBe(false);
    expect(canCreateCreatorProfile(null)).toBe(false);
  });
});

describe('isCreatorPublic and canCreateCreatorCodes', () => {
  it('shows active creators an admin has not hidden', () => {
    expect(isCreatorPublic(creator())).toBe(true);
    expect(isCreatorPublic(creator({ isActive: false }))).toBe(false);
    expect(isCreatorPublic(creator({ hiddenAt: new Date() }))).toBe(false);
  });

  it('needs an active creator with a prefix, unless the standard prefix is on', () => {
    expect(canCreateCreatorCodes(creator())).toBe(false);
    expect(canCreateCreatorCodes(creator({ uniquePrefix: 'KAY' }))).toBe(true);
    expect(canCreateCreatorCodes(creator({ useStandardPrefix: true }))).toBe(true);
    expect(canCreateCreatorCodes(creator({ uniquePrefix: 'KAY', isActive: false }))).toBe(false);
  });
});

describe('refusedOwnProfileChange', () => {
  it('refuses useStandardPrefix or isActive sent by a non-admin, whatever the value', () => {
    expect(refusedOwnProfileChange(owner, creator(), { useStandardPrefix: false })).toBe(MANAGED_FIELD_MESSAGE);
    expect(refusedOwnProfileChange(owner, creator(), { isActive: true })).toBe(MANAGED_FIELD_MESSAGE);
  });

  it('lets a creator set a first prefix, resend the same one, but not change it', () => {
    expect(refusedOwnProfileChange(owner, creator(), { uniquePrefix: 'KAY' })).toBeNull();
    expect(refusedOwnProfileChange(owner, creator({ uniquePrefix: 'KAY' }), { uniquePrefix: 'KAY' })).toBeNull();
    expect(refusedOwnProfileChange(owner, creator({ uniquePrefix: 'KAY' }), { uniquePrefix: 'ZAR' })).toBe(PREFIX_FIXED_MESSAGE);
    expect(refusedOwnProfileChange(owner, creator({ uniquePrefix: 'KAY' }), { uniquePrefix: null })).toBe(PREFIX_FIXED_MESSAGE);
  });

  it('lets admins change anything', () => {
    expect(
      refusedOwnProfileChange(admin, creator({ uniquePrefix: 'KAY' }), { uniquePrefix: 'ZAR', useStandardPrefix: true, isActive: false }),
    ).toBeNull();
  });
});
