import { describe, expect, it } from 'vitest';
import { BUNDLES, bundleExpiry } from './bundles';

describe('bundles', () => {
  it('sells 5, 10 and 25 codes at 5, 10 and 15 percent off', () => {
    expect(BUNDLES.starter).toMatchObject({ codes: 5, discountPercent: 5 });
    expect(BUNDLES.professional).toMatchObject({ codes: 10, discountPercent: 10 });
    expect(BUNDLES.enterprise).toMatchObject({ codes: 25, discountPercent: 15 });
  });

  it('expires twelve months after purchase', () => {
    expect(bundleExpiry(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2027-11-23T10:00:00.000Z');
  });
});
