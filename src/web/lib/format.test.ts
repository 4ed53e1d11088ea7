import { describe, expect, it } from 'vitest';
import { cityAndProvince, formatDate, showingText } from './format';

describe('showingText', () => {
  it('counts the rows of a middle page', () => expect(showingText(2, 10, 23)).toBe('Showing 11 to 20 of 23 results'));
  it('stops at the total on the last page', () => expect(showingText(3, 10, 23)).toBe('Showing 21 to 23 of 23 results'));
  it('reads zero for no rows', () => expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 results'));
});

describe('cityAndProvince', () => {
  it('joins with a comma', () => expect(cityAndProvince({ city: 'Cape Town', province: 'Western Cape' })).toBe('Cape Town, Western Cape'));
});

describe('formatDate', () => {
  it('writes day, short month and year', () => expect(formatDate('2025-03-05T10:00:00.000Z')).toMatch(/^0?5 Mar 2025$/));
  it('keeps text it cannot read', () => expect(formatDate('soon')).toBe('soon'));
});
