import { describe, expect, it } from 'vitest';
import { cityAndProvince, formatDate, shownRows } from './format';

describe('shownRows', () => {
  it('counts the rows of a middle page', () => expect(shownRows(2, 10, 23)).toEqual({ from: 11, to: 20, total: 23 }));
  it('stops at the total on the last page', () => expect(shownRows(3, 10, 23)).toEqual({ from: 21, to: 23, total: 23 }));
  it('reads zero for no rows', () => expect(shownRows(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 }));
});

describe('cityAndProvince', () => {
  it('joins with a comma', () => expect(cityAndProvince({ city: 'Cape Town', province: 'Western Cape' })).toBe('Cape Town, Western Cape'));
});

describe('formatDate', () => {
  it('writes day, short month and year', () => expect(formatDate('2025-03-05T10:00:00.000Z')).toMatch(/^0?5 Mar 2025$/));
  it('keeps text it cannot read', () => expect(formatDate('soon')).toBe('soon'));
});
