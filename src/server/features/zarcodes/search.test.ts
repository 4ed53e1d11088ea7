import { describe, expect, it } from 'vitest';
import { completedTerms, searchTerms } from './search';

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

describe('completedTerms', () => {
  it('puts the whole words a code holds in place of the last word being typed, with its abbreviations', () => {
    expect(completedTerms(['thandi', 'bak'], ['bakers', 'bakery'])).toBe("'thandi' & ('bakers' | 'bakery')");
    expect(completedTerms(['kloof', 'street'], ['street', 'streets'])).toBe(
      "'kloof' & ('street' | 'streets' | 'st' | 'str')",
    );
    expect(completedTerms(['long', 'st', 'gar'], ['garden'])).toBe("'long' & ('st' | 'street') & 'garden'");
  });

  it('quotes each word so that tsquery input takes it as it is', () => {
    expect(completedTerms(['o'], ["o'reilly", 'a\\b'])).toBe("('o''reilly' | 'a\\\\b')");
  });

  it('matches nothing when no code holds a word the last could become', () => {
    expect(completedTerms(['thandi', 'zzq'], [])).toBeNull();
  });
});
