import { describe, expect, it } from 'vitest';
import { charactersAllowedAt, codeReadings, fitsCodeAlphabet, isTypedCode, oneEditNeighbours, readLookAlikes, suggestionCandidates } from './typed-code';
import { SUFFIX_ALPHABET, generateCode } from './zarcode';

describe('readLookAlikes', () => {
  it('leaves a code that needs no reading as it is, in stored form', () => {
    expect(readLookAlikes('1ct 7k2m')).toBe('1CT-7K2M');
    expect(readLookAlikes('BOB-7K2M')).toBe('BOB-7K2M');
  });

  describe('position 1: a province digit or a creator letter, so nothing is read', () => {
    it.each(['1', 'I', 'L', '5', 'S', '2', 'Z', '8', 'B', 'O', 'Q'])('keeps %s as typed', (first) => {
      expect(readLookAlikes(`${first}CT7K2M`)).toBe(`${first}CT-7K2M`);
    });
    it('cannot read 0 (O or Q of a creator prefix, and there is no province 0)', () => {
      expect(readLookAlikes('0CT7K2M')).toBeNull();
    });
  });

  describe('positions 2 and 3 after a province digit (no I or O in a standard prefix)', () => {
    it.each([
      ['1', 'L'],
      ['I', 'L'],
      ['0', 'Q'],
      ['O', 'Q'],
      ['5', 'S'],
      ['2', 'Z'],
      ['8', 'B'],
    ])('reads %s as %s', (typed, read) => {
      expect(readLookAlikes(`1${typed}T7K2M`)).toBe(`1${read}T-7K2M`);
      expect(readLookAlikes(`1C${typed}7K2M`)).toBe(`1C${read}-7K2M`);
    });
    it('reads a whole mistyped prefix: 15l is Stellenbosch 1SL, 181 is Bellville 1BL', () => {
      expect(readLookAlikes('15l7k2m')).toBe('1SL-7K2M');
      expect(readLookAlikes('1817k2m')).toBe('1BL-7K2M');
    });
  });

  describe('positions 2 and 3 after a letter (a creator prefix may hold any letter)', () => {
    it.each([
      ['5', 'S'],
      ['2', 'Z'],
      ['8', 'B'],
    ])('reads %s as %s', (typed, read) => {
      expect(readLookAlikes(`A${typed}B7K2M`)).toBe(`A${read}B-7K2M`);
      expect(readLookAlikes(`AB${typed}7K2M`)).toBe(`AB${read}-7K2M`);
    });
    it.each(['1', '0'])('cannot read %s (I or L; O or Q)', (typed) => {
      expect(readLookAlikes(`A${typed}B7K2M`)).toBeNull();
      expect(readLookAlikes(`AB${typed}7K2M`)).toBeNull();
    });
    it('keeps I and O, which a creator prefix may have', () => {
      expect(readLookAlikes('KOI7K2M')).toBe('KOI-7K2M');
    });
  });

  describe('positions 4 to 7: the suffix alphabet has no 0, 1, I or O', () => {
    it.each([
      ['0', 'Q'],
      ['O', 'Q'],
      ['1', 'L'],
      ['I', 'L'],
    ])('reads %s as %s at every suffix place', (typed, read) => {
      for (let place = 0; place < 4; place++) {
        const suffix = (chars: string) => '7K2M'.slice(0, place) + chars + '7K2M'.slice(place + 1);
        expect(readLookAlikes(`1CT${suffix(typed)}`)).toBe(`1CT-${suffix(read)}`);
      }
    });
    it.each(['S', '5', 'Z', '2', 'B', '8', 'L', 'Q'])('keeps %s: both of its group are in the alphabet', (typed) => {
      expect(readLookAlikes(`1CT7K2${typed}`)).toBe(`1CT-7K2${typed}`);
    });
  });

  it('refuses what is not 7 letters and digits', () => {
    for (const input of ['1CT-7K2', '1CT-7K2MM', '1CT-7K!M', '', null, undefined]) {
      expect(readLookAlikes(input)).toBeNull();
    }
  });

  it('reads every character it is allowed to read into one a generated code can have there', () => {
    const everyCharacter = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const first of '123456789ABKOQ') {
      for (const typed of everyCharacter) {
        for (let position = 1; position < 7; position++) {
          const compact = `${first}CT7K2M`.split('');
          compact[position] = typed;
          const read = readLookAlikes(compact.join(''));
          if (read !== null) expect(fitsCodeAlphabet(read), `${compact.join('')} -> ${read}`).toBe(true);
        }
      }
    }
  });
});

describe('codeReadings', () => {
  it('tries the code as typed first, then its reading', () => {
    expect(codeReadings('1ct 7k0m')).toEqual(['1CT-7K0M', '1CT-7KQM']);
  });
  it('has one reading when nothing is read or the reading is not sure', () => {
    expect(codeReadings('1CT7K2M')).toEqual(['1CT-7K2M']);
    expect(codeReadings('B0B-7K2M')).toEqual(['B0B-7K2M']);
  });
  it('has none for a text that is not a code', () => {
    expect(codeReadings('Long Street')).toEqual([]);
  });
});

describe('isTypedCode', () => {
  it.each(['1ct7k2m', '1CT 7K2M', '12t-7k2m', '1c5 7k2m', '1CT-7K0M', 'abc 1234'])('takes %j as a code', (input) => {
    expect(isTypedCode(input)).toBe(true);
  });
  it.each(['0CT-7K2M', 'A1C-7K2M', 'AB0-7K2M', '123-4567', 'Cape Town', 'dashboard'])('does not take %j', (input) => {
    expect(isTypedCode(input)).toBe(false);
  });
});

describe('fitsCodeAlphabet', () => {
  it('holds for generated codes, standard and creator', () => {
    for (let i = 0; i < 200; i++) {
      expect(fitsCodeAlphabet(generateCode('1CT'))).toBe(true);
      expect(fitsCodeAlphabet(generateCode('KOI'))).toBe(true);
    }
  });
  it('fails for what a generated code never has', () => {
    for (const code of ['0CT-7K2M', '1OT-7K2M', '1CI-7K2M', '1CT-7K0M', '1CT-1K2M', '12T-7K2M', '1CT-7K2']) {
      expect(fitsCodeAlphabet(code), code).toBe(false);
    }
  });
  it('allows by position: a standard prefix letter has no I or O', () => {
    expect(charactersAllowedAt(1, '1')).not.toMatch(/[IO]/);
    expect(charactersAllowedAt(1, 'K')).toMatch(/I/);
    expect(charactersAllowedAt(4, 'K')).toBe(SUFFIX_ALPHABET);
  });
});

describe('oneEditNeighbours', () => {
  const neighbours = oneEditNeighbours('1CT-7K2M');

  it('has every one-character change and neighbour swap that a code could be', () => {
    expect(neighbours).toContain('1CT-7K2N'); // last character
    expect(neighbours).toContain('2CT-7K2M'); // province digit
    expect(neighbours).toContain('ACT-7K2M'); // a creator prefix
    expect(neighbours).toContain('1CT-K72M'); // swapped
    expect(neighbours).toContain('1CT-72KM'); // swapped
    expect(neighbours).toContain('1TC-7K2M'); // swapped in the prefix
  });

  it('leaves out the code itself, duplicates, and what no code can be', () => {
    expect(neighbours).not.toContain('1CT-7K2M');
    expect(new Set(neighbours).size).toBe(neighbours.length);
    expect(neighbours.every(fitsCodeAlphabet)).toBe(true);
    expect(neighbours).not.toContain('1CT-7K0M');
    expect(neighbours).not.toContain('1OT-7K2M');
    expect(neighbours).not.toContain('C1T-7K2M'); // swap of digit and letter
    expect(neighbours).not.toContain('1C7-TK2M'); // swap across the hyphen puts a digit in the prefix
  });

  it('is bounded: 34 + 2 x 23 (no I, O after a digit) + 4 x 31 substitutions and 4 valid swaps', () => {
    expect(neighbours).toHaveLength(34 + 23 + 23 + 4 * 31 + 4);
  });

  it('never exceeds 7 places x 35 characters + 6 swaps, whatever the code', () => {
    for (const code of ['KOI-ZZZZ', 'AAA-AAAA', '9ZZ-2222', '1CT-7K0M']) {
      expect(oneEditNeighbours(code).length).toBeLessThanOrEqual(7 * 35 + 6);
    }
  });
});

describe('suggestionCandidates', () => {
  it('holds the neighbours of the code as typed and of its reading, but not the readings', () => {
    const candidates = suggestionCandidates('1ct 7k0x');
    expect(candidates).toContain('1CT-7KQM'); // 0 read as Q, then one slip X for M
    expect(candidates).toContain('1CT-7K2X'); // one slip from the code as typed
    expect(candidates).not.toContain('1CT-7KQX');
  });
  it('offers both readings of an ambiguous character', () => {
    const candidates = suggestionCandidates('B0B-7K2M');
    expect(candidates).toContain('BOB-7K2M');
    expect(candidates).toContain('BQB-7K2M');
  });
  it('is empty for a text that is not a code', () => {
    expect(suggestionCandidates('Cape Town')).toEqual([]);
  });
});
