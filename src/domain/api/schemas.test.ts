import { describe, expect, it } from 'vitest';
import { typedNumberField } from './schemas';

const MESSAGE = 'Rate must be a number from 0 to 100 with at most two decimals';
const rate = typedNumberField({ message: MESSAGE, min: 0, max: 100, decimals: 2, blank: 0 });
const count = typedNumberField({ message: 'Count must be a whole number from 0 to 10', min: 0, max: 10 });

describe('typedNumberField', () => {
  it.each([
    [15, 15],
    ['15', 15],
    [' 15.5 ', 15.5],
    ['15,25', 15.25],
    ['.5', 0.5],
    ['100', 100],
    ['0', 0],
  ])('reads %j as %j', (typed, value) => {
    expect(rate.parse(typed)).toBe(value);
  });

  it('reads blank, spaces or null as its blank value where it has one', () => {
    expect(rate.parse('')).toBe(0);
    expect(rate.parse('   ')).toBe(0);
    expect(rate.parse(null)).toBe(0);
  });

  it.each([['150'], [150], [-0.01], ['-1'], ['15.123'], ['abc'], ['1e2'], ['0x10'], ['15%'], ['1 5'], [true], [{}], [Infinity], [NaN]])(
    'refuses %j with its message, never turning it into another number',
    (typed) => {
      const parsed = rate.safeParse(typed);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MESSAGE]);
    },
  );

  it('refuses blank where blank has no meaning, and a fraction where whole numbers are asked', () => {
    expect(count.safeParse('').error?.issues[0]?.message).toBe('Count must be a whole number from 0 to 10');
    expect(count.safeParse(null).success).toBe(false);
    expect(count.safeParse('2.5').success).toBe(false);
    expect(count.parse('10')).toBe(10);
  });
});
