import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('writes the values in their order, encoded', () => {
    expect(queryString({ q: 'Cape Town & co', page: 2, active: false })).toBe('?q=Cape+Town+%26+co&page=2&active=false');
  });
  it('leaves out undefined, null and empty text, but keeps 0', () => {
    expect(queryString({ a: undefined, b: null, c: '', d: 0 })).toBe('?d=0');
  });
  it('is empty when nothing is left', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ search: '' })).toBe('');
    expect(queryString()).toBe('');
  });
});
