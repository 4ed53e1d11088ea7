import { describe, expect, it } from 'vitest';
import { BUNDLES, bundleExpiry, bundleState } from './bundles';

describe('bundles', () => {
  it('sells 5, 10 and 25 codes at 5, 10 and 15 percent off', () => {
    expect(BUNDLES.starter).toMatchObject({ codes: 5, discountPercent: 5 });
    expect(BUNDLES.professional).toMatchObject({ codes: 10, discountPercent: 10 });
    expect(BUNDLES.enterprise).toMatchObject({ codes: 25, discountPercent: 15 });
  });

  it('expires twelve months after purchase', () => {
    expect(bundleExpiry(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2027-11-23T10:00:00.000Z');
  });

  it('is active with codes and time left, used up with no code left (expired since or not), else expired', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const later = new Date('2027-01-01T00:00:00Z');
    const earlier = new Date('2026-11-01T00:00:00Z');
    expect(bundleState({ creditsRemaining: 3, expiresAt: later }, now)).toBe('active');
    expect(bundleState({ creditsRemaining: 0, expiresAt: later }, now)).toBe('used_up');
    expect(bundleState({ creditsRemaining: 0, expiresAt: earlier }, now)).toBe('used_up');
    expect(bundleState({ creditsRemaining: 3, expiresAt: earlier }, now)).toBe('expired');
    expect(bundleState({ creditsRemaining: 3, expiresAt: now }, now)).toBe('expired');
  });
});
