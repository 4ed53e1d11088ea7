import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, maskPhoneNumberIn, normalisePhoneNumber } from './phone-numbers';

describe('normalisePhoneNumber', () => {
  it.each([
    ['082 123 4567', '+27821234567'],
    ['0821234567', '+27821234567'],
    ['+27 82 123 4567', '+27821234567'],
    ['27821234567', '+27821234567'],
    ['0027 (82) 123-4567', '+27821234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1.415.555.0100', '+14155550100'],
  ])('reads %s as %s', (written, e164) => {
    expect(normalisePhoneNumber(written)).toBe(e164);
  });

  it.each([[''], ['hello'], ['082 123 456'], ['+27 82 123 45678'], ['+27 082 123 4567'], ['821234567'], ['+123'], ['+0123456789'], [null]])(
    'refuses %j',
    (written) => {
      expect(normalisePhoneNumber(written)).toBeNull();
    },
  );
});

describe('maskPhoneNumber', () => {
  it('keeps the first four digits and the last two', () => {
    expect(maskPhoneNumber('+27821234567')).toBe('+27 82 *** **67');
    expect(maskPhoneNumber('+442079460958')).toBe('+44 20 **** **58');
  });
});

describe('maskPhoneNumberIn', () => {
  it('masks the number however a provider echoes it, and leaves other numbers', () => {
    expect(maskPhoneNumberIn('Invalid destination +27821234567 (code 114)', '+27821234567')).toBe('Invalid destination +27 82 *** **67 (code 114)');
    expect(maskPhoneNumberIn('{"to":"27821234567","alt":"0821234567"}', '+27821234567')).toBe('{"to":"+27 82 *** **67","alt":"+27 82 *** **67"}');
    expect(maskPhoneNumberIn('Recipient 0829999999 not allowed', '+27821234567')).toBe('Recipient 0829999999 not allowed');
  });
});
