import { describe, expect, it } from 'vitest';
import { APP_SEGMENTS, firstSegment } from '../domain/app-paths';
import { RESERVED_SLUGS } from '../domain/creators/creators';
import { pathAfterLogin, paths } from './paths';

describe('pathAfterLogin', () => {
  it('sends admins and super admins to /a, creators to /creator-dashboard, others to /dashboard', () => {
    expect(pathAfterLogin({ role: 'admin', hasCreatorProfile: true, mustEnrolTotp: false })).toBe('/a');
    expect(pathAfterLogin({ role: 'super_admin', hasCreatorProfile: false, mustEnrolTotp: false })).toBe('/a');
    expect(pathAfterLogin({ role: 'user', hasCreatorProfile: true, mustEnrolTotp: false })).toBe('/creator-dashboard');
    expect(pathAfterLogin({ role: 'user', hasCreatorProfile: false, mustEnrolTotp: false })).toBe('/dashboard');
  });

  it('sends an admin who must still set up the second factor to its page', () => {
    expect(pathAfterLogin({ role: 'super_admin', hasCreatorProfile: false, mustEnrolTotp: true })).toBe('/profile/security');
  });
});

describe('paths', () => {
  it('builds the product-named paths from the brand constant', () => {
    expect(paths.code('1CT-7K2M')).toBe('/zarcodes/1CT-7K2M');
    expect(paths.codesIndex()).toBe('/zarcodes');
    expect(paths.creatorEditCode('1CT-7K2M')).toBe('/creator/edit-zarcode/1CT-7K2M');
    expect(paths.admin.codes()).toBe('/a/zarcodes');
  });
  it('adds only the query values that are set', () => {
    expect(paths.resetPassword('a b')).toBe('/reset-password?token=a+b');
    expect(paths.generator({ address: 'Main Rd', placeId: undefined })).toBe('/generator?address=Main+Rd');
    expect(paths.generator()).toBe('/generator');
    expect(paths.payment({ bundle: 'starter' })).toBe('/payment?bundle=starter');
    expect(paths.payment()).toBe('/payment');
  });
});

/** Every path builder, called with sample arguments, but those whose first segment is a code or a slug. */
function builtPaths(group: Record<string, unknown>): string[] {
  return Object.entries(group).flatMap(([name, value]) => {
    if (typeof value === 'object' && value !== null) return builtPaths(value as Record<string, unknown>);
    if (['shortCode', 'creatorPublic', 'creatorCode', 'landing'].includes(name)) return [];
    return [(value as (...args: string[]) => string)('1CT-7K2M', '1CT-7K2M')];
  });
}

describe('APP_SEGMENTS', () => {
  it('holds the first segment of every path the app builds, so that the server never reads one as a code or a slug', () => {
    const built = builtPaths(paths);
    expect(built.length).toBeGreaterThan(20);
    for (const path of built) expect(APP_SEGMENTS.has(firstSegment(path.split(/[?#]/)[0]!)), path).toBe(true);
  });
});

describe('reserved creator slugs', () => {
  it("hold the first segment of every path the app builds, so no creator's page can take one", () => {
    for (const path of builtPaths(paths)) {
      expect(RESERVED_SLUGS.has(path.split(/[/?#]/)[1]!), path).toBe(true);
    }
  });
});
