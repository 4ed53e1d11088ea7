import { describe, expect, it } from 'vitest';
import { formatCode, isCodeShaped } from './code-shape';

describe('isCodeShaped', () => {
  it.each(['1CT-7K2M', '1ct7k2m', '1CT 7K2M', ' 9ab-cdef ', 'ABC-1234', 'abc1234', 'XYZ-ABCD'])(
    'accepts %s',
    (input) => expect(isCodeShaped(input)).toBe(true),
  );
  it.each([
    ['0CT-7K2M', 'first character 0'],
    ['12T-7K2M', 'digit in the letter pair'],
    ['1CT-7K2', 'six characters'],
    ['1CT-7K2MX', 'eight characters'],
    ['AB1-1234', 'digit among the three letters'],
    ['1CT-7K_M', 'symbol'],
    ['dashboard', 'an app path'],
    ['', 'empty'],
  ])('rejects %s (%s)', (input) => expect(isCodeShaped(input)).toBe(false));
});

describe('formatCode', () => {
  it('writes the code as 3 characters, a hyphen and 4', () => {
    expect(formatCode('1ct 7k2m')).toBe('1CT-7K2M');
    expect(formatCode('abc-1234')).toBe('ABC-1234');
    expect(formatCode('hello')).toBeNull();
  });
});
