import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('badgeText', () => {
  it('hides the badge at nothing, counts up to 99, then says 99+', () => {
    expect([0, -1, Number.NaN, 1, 99, 100, 2500].map(badgeText)).toEqual([null, null, null, '1', '99', '99+', '99+']);
  });
});
