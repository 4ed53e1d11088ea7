import { describe, expect, it } from 'vitest';
import { isNotModified } from './conditional-get';

describe('isNotModified', () => {
  it('matches the tag itself, a weak form of it, any tag of a list, or *', () => {
    expect(isNotModified('"abc-256"', '"abc-256"')).toBe(true);
    expect(isNotModified('W/"abc-256"', '"abc-256"')).toBe(true);
    expect(isNotModified('"other", W/"abc-256"', '"abc-256"')).toBe(true);
    expect(isNotModified('*', '"abc-256"')).toBe(true);
    expect(isNotModified('W/"page"', 'W/"page"')).toBe(true);
  });

  it('does not match another tag, or no header', () => {
    expect(isNotModified('"abc-128"', '"abc-256"')).toBe(false);
    expect(isNotModified(undefined, '"abc-256"')).toBe(false);
    expect(isNotModified('', '"abc-256"')).toBe(false);
  });
});
