import { describe, expect, it } from 'vitest';
import { searchTerms } from './search';

describe('searchTerms', () => {
  it('matches every word whole, and the last also as the start of a word', () => {
    expect(searchTerms(['thandi', 'bakery'])).toBe('thandi & bakery:*');
    expect(searchTerms(['khaye'])).toBe('khaye:*');
  });

  it('reads an abbreviation as its word and a word as its abbreviations, both ways', () => {
    expect(searchTerms(['long', 'st', 'gardens'])).toBe('long & (st | street) & gardens:*');
    expect(searchTerms(['jan', 'smuts', 'avenue'])).toBe('jan & smuts & (avenue:* | ave | av)');
    expect(searchTerms(['kloof', 'street'])).toBe('kloof & (street:* | st | str)');
  });
});
