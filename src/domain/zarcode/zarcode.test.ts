import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_LENGTH,
  PREFIX_LENGTH,
  STORED_CODE_PATTERN,
  SUFFIX_ALPHABET,
  SUFFIX_LENGTH,
  cityConsonant,
  cityInitial,
  compactCode,
  generateCode,
  hasCodeFormat,
  isCodeShaped,
  isStoredCode,
  normaliseCode,
  normaliseCreatorPrefix,
  prefixFor,
  randomString,
  randomSuffix,
  standardPrefix,
  type RandomBytes,
} from './zarcode';

/** A byte source that hands out the given bytes in order, then zeros. */
function bytesFrom(values: number[]): RandomBytes & { calls: number } {
  const queue = [...values];
  const source = Object.assign(
    (bytes: Uint8Array) => {
      source.calls++;
      for (let i = 0; i < bytes.length; i++) bytes[i] = queue.shift() ?? 0;
    },
    { calls: 0 },
  );
  return source;
}

describe('code constants', () => {
  it('has 7 characters: a 3-character prefix and a 4-character suffix', () => {
    expect(CODE_LENGTH).toBe(7);
    expect(PREFIX_LENGTH).toBe(3);
    expect(SUFFIX_LENGTH).toBe(4);
  });

  it('draws suffixes from 32 distinct capitals and digits without 0, 1, I or O', () => {
    expect(SUFFIX_ALPHABET).toHaveLength(32);
    expect(new Set(SUFFIX_ALPHABET).size).toBe(32);
    expect(SUFFIX_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const confusable of ['0', '1', 'I', 'O']) expect(SUFFIX_ALPHABET).not.toContain(confusable);
  });

  it('stores codes as 3 capitals or digits, a hyphen and 4 more', () => {
    expect(STORED_CODE_PATTERN.test('1CT-7K2M')).toBe(true);
    expect(STORED_CODE_PATTERN.test('1ct-7k2m')).toBe(false);
    expect(STORED_CODE_PATTERN.test('1CT7K2M')).toBe(false);
  });
});

describe('compactCode', () => {
  it('removes spaces and hyphens and upper-cases', () => {
    expect(compactCode(' 1ct - 7k2m ')).toBe('1CT7K2M');
    expect(compactCode('1CT–7K2M')).toBe('1CT7K2M');
  });
});

describe('normaliseCode', () => {
  it.each([
    ['1CT-7K2M', '1CT-7K2M'],
    ['1ct-7k2m', '1CT-7K2M'],
    ['1CT7K2M', '1CT-7K2M'],
    ['1ct7k2m', '1CT-7K2M'],
    ['  1CT-7K2M  ', '1CT-7K2M'],
    ['1CT 7K2M', '1CT-7K2M'],
    ['1 C T 7 K 2 M', '1CT-7K2M'],
    ['1-C-T-7-K-2-M', '1CT-7K2M'],
    ['1CT--7K2M', '1CT-7K2M'],
    ['1CT\t7K2M', '1CT-7K2M'],
    ['1CT\u00a07K2M', '1CT-7K2M'], // non-breaking space
    ['1CT\u20137K2M', '1CT-7K2M'], // en dash, as word processors write it
    ['1CT\u20147K2M', '1CT-7K2M'], // em dash
    ['1CT\u22127K2M', '1CT-7K2M'], // minus sign
    ['1CT\u20117K2M', '1CT-7K2M'], // non-breaking hyphen
    ['abc-1234', 'ABC-1234'],
    ['Abc-DeFg', 'ABC-DEFG'],
    ['0AB-1234', '0AB-1234'], // the stored format allows it even though no code is generated so
    ['123-4567', '123-4567'],
  ])('reads %j as %j', (input, expected) => {
    expect(normaliseCode(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '-',
    '1CT-7K2',
    '1CT-7K2M9',
    '1CT7K2',
    '1CT_7K2M',
    '1CT.7K2M',
    '1CT/7K2M',
    '1CT-7K2M!',
    '\u0131CT-7K2M', // dotless i upper-cases to I: still not ASCII
    '\u00dfCT7K2M', // sharp s upper-cases to SS
    '１CT-7K2M', // full-width digit
    'ÉCT-7K2M',
  ])('refuses %j', (input) => {
    expect(normaliseCode(input)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(normaliseCode(null)).toBeNull();
    expect(normaliseCode(undefined)).toBeNull();
    expect(normaliseCode(1234567 as unknown as string)).toBeNull();
  });

  it('is idempotent', () => {
    const once = normaliseCode(' 7jn 2abc ');
    expect(once).toBe('7JN-2ABC');
    expect(normaliseCode(once)).toBe(once);
  });
});

describe('isCodeShaped (the search and routing shapes)', () => {
  it.each([
    '1CT-7K2M',
    '1CT7K2M',
    '1ct7k2m',
    '1 ct 7k2m',
    '9ZZ-ZZZZ',
    '7JN-2345',
    '5DB-ABCD',
    'ABC-1234',
    'abc1234',
    'KOI-0000', // a creator's prefix may hold I and O
    'XYZ-9999',
    '1CT\u20137K2M',
  ])('accepts %j', (input) => {
    expect(isCodeShaped(input)).toBe(true);
  });

  it.each([
    ['0CT-7K2M', 'a province digit is 1 to 9'],
    ['12T-7K2M', 'the second character must be a letter'],
    ['1C2-7K2M', 'the third character must be a letter'],
    ['A1C-1234', 'three letters or a digit and two letters'],
    ['AB1-1234', 'three letters or a digit and two letters'],
    ['123-4567', 'only digits'],
    ['1CT-7K2', 'too short'],
    ['1CT-7K2MX', 'too long'],
    ['1CT-7K!M', 'not alphanumeric'],
    ['1CT_7K2M', 'underscores are not separators'],
    ['', 'empty'],
    ['\u0131CT-7K2M', 'not ASCII'],
    ['Cape Town', 'a place name'],
  ])('refuses %j (%s)', (input) => {
    expect(isCodeShaped(input)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isCodeShaped(null)).toBe(false);
    expect(isCodeShaped(undefined)).toBe(false);
  });
});

describe('isStoredCode', () => {
  it.each(['1CT-7K2M', 'ABC-1234'])('accepts the exact stored form %j', (input) => {
    expect(isStoredCode(input)).toBe(true);
  });

  it.each<[unknown, string]>([
    ['1ct-7k2m', 'lower case'],
    ['1CT7K2M', 'no hyphen'],
    [' 1CT-7K2M', 'a leading space'],
    ['1CT-7K2M\n', 'a trailing line break'],
    [1, 'not a string'],
    [null, 'nothing'],
  ])('refuses %j (%s)', (input) => {
    expect(isStoredCode(input)).toBe(false);
  });
});

describe('hasCodeFormat (the single-segment route rule)', () => {
  it.each(['1CT-7K2M', '1ct-7k2m', 'abc-defg', '123-4567'])(
    'accepts %j: 3 letters or digits, a hyphen and 4, in any case',
    (input) => {
      expect(hasCodeFormat(input)).toBe(true);
    },
  );

  it.each([
    ['1CT7K2M', 'the hyphen is required here'],
    ['jane-doe', 'a creator slug'],
    ['my-shop', 'a creator slug'],
    ['abcd-123', 'four before the hyphen and three after'],
    ['1CT-7K2M-', 'a trailing hyphen'],
    ['', 'empty'],
  ])('refuses %j (%s)', (input) => {
    expect(hasCodeFormat(input)).toBe(false);
  });
});

describe('cityInitial', () => {
  it.each([
    ['Cape Town', 'C'],
    ['cape town', 'C'],
    ['  Durban', 'D'],
    ['eMalahleni', 'E'],
    ['uMhlathuze', 'U'],
    ['Émile', 'E'],
    ['E\u0301mile', 'E'], // decomposed accent
    ['Ümlaut', 'U'],
    ['Yzerfontein', 'Y'],
  ])('%j starts with %j', (city, expected) => {
    expect(cityInitial(city)).toBe(expected);
  });

  it.each([
    ['Oudtshoorn', 'O looks like 0'],
    ['oudtshoorn', 'lower-case o'],
    ['Idutywa', 'I looks like 1'],
    ['iXopo', 'lower-case i'],
    ['Ōsaka', 'O with an accent is still O'],
    ['1st Avenue', 'a digit'],
    ["'s-Hertogenbosch", 'an apostrophe'],
    ['(Old) Town', 'a bracket'],
    ['Æbeltoft', 'a letter outside A-Z'],
    ['Σparta', 'a non-Latin letter'],
    ['', 'nothing'],
    ['   ', 'only spaces'],
  ])('%j gives A (%s)', (city) => {
    expect(cityInitial(city)).toBe('A');
  });
});

describe('cityConsonant', () => {
  it.each([
    ['Cape Town', 'T'], // C, P, T
    ['CAPE TOWN', 'T'],
    ['cape town', 'T'],
    ['Johannesburg', 'N'], // J, H, N
    ['Durban', 'B'], // D, R, B
    ['Pretoria', 'T'], // P, R, T
    ['Port Elizabeth', 'T'], // P, R, T
    ['Gqeberha', 'B'], // G, Q, B
    ['Bloemfontein', 'M'], // B, L, M
    ['Kimberley', 'B'], // K, M, B
    ['Polokwane', 'K'], // P, L, K
    ['Mbombela', 'M'], // M, B, M: repeats count
    ['Mahikeng', 'K'], // M, H, K
    ['East London', 'L'], // S, T, L
    ['Oudtshoorn', 'S'], // D, T, S
    ['Pietermaritzburg', 'R'], // P, T, R
    ['Ga-Rankuwa', 'N'], // G, R, N: the hyphen is ignored
    ["Gariep's Dam", 'P'], // G, R, P: the apostrophe is ignored
    ['Kyalami', 'L'], // K, Y, L: Y is a consonant
    ['Nçwalini', 'W'], // N, C (from ç), W: accents are dropped, the letter counts
    ['Ixopo', 'B'], // X, P: only two
    ['Ai', 'B'],
    ['Io', 'B'],
    ['', 'B'],
    ['123', 'B'],
  ])('%j has third consonant %j', (city, expected) => {
    expect(cityConsonant(city)).toBe(expected);
  });
});

describe('standardPrefix', () => {
  it("gives '1CT' for Cape Town, the README's example code 1CT-7K2M", () => {
    expect(standardPrefix('Western Cape', 'Cape Town')).toBe('1CT');
  });

  it.each([
    ['Western Cape', 'Stellenbosch', '1SL'],
    ['Eastern Cape', 'Gqeberha', '2GB'],
    ['Eastern Cape', 'East London', '2EL'],
    ['Northern Cape', 'Kimberley', '3KB'],
    ['Free State', 'Bloemfontein', '4BM'],
    ['KwaZulu-Natal', 'Durban', '5DB'],
    ['North West', 'Mahikeng', '6MK'],
    ['Gauteng', 'Johannesburg', '7JN'],
    ['Gauteng', 'Pretoria', '7PT'],
    ['Mpumalanga', 'Mbombela', '8MM'],
    ['Limpopo', 'Polokwane', '9PK'],
    ['Western Cape', 'Oudtshoorn', '1AS'],
    ['KwaZulu-Natal', 'Ixopo', '5AB'],
  ])('%s, %s -> %s', (province, city, expected) => {
    expect(standardPrefix(province, city)).toBe(expected);
  });

  it.each([
    ['KZN', 'Durban', '5DB'],
    ['gauteng province', 'Johannesburg', '7JN'],
    ['WC', 'cape town', '1CT'],
  ])('reads the province tolerantly: %s, %s -> %s', (province, city, expected) => {
    expect(standardPrefix(province, city)).toBe(expected);
  });

  it('gives A and B after the digit for a blank city', () => {
    expect(standardPrefix('Western Cape', '')).toBe('1AB');
  });

  it.each(['', 'Atlantis'])('gives null when the province %j is not one of the nine', (province) => {
    expect(standardPrefix(province, 'Cape Town')).toBeNull();
  });

  it('always gives a prefix of the searchable shape', () => {
    for (const city of ['Cape Town', 'Oudtshoorn', '', '1st', 'Æ', 'Ai']) {
      const prefix = standardPrefix('Limpopo', city)!;
      expect(isCodeShaped(`${prefix}2345`)).toBe(true);
    }
  });
});

describe('normaliseCreatorPrefix', () => {
  it.each([
    ['abc', 'ABC'],
    ['ABC', 'ABC'],
    [' xyz ', 'XYZ'],
    ['KoI', 'KOI'],
  ])('reads %j as %j', (input, expected) => {
    expect(normaliseCreatorPrefix(input)).toBe(expected);
  });

  it.each(['', 'AB', 'ABCD', 'A1C', '1CT', 'A C', 'ÅBC', 'A-B'])('refuses %j', (input) => {
    expect(normaliseCreatorPrefix(input)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(normaliseCreatorPrefix(null)).toBeNull();
    expect(normaliseCreatorPrefix(undefined)).toBeNull();
  });
});

describe('prefixFor', () => {
  const capeTown = { province: 'Western Cape', city: 'Cape Town' };

  it('gives a user without a creator profile the standard prefix', () => {
    expect(prefixFor(capeTown)).toBe('1CT');
    expect(prefixFor(capeTown, null)).toBe('1CT');
  });

  it("gives a creator their unique prefix, upper-cased", () => {
    expect(prefixFor(capeTown, { useStandardPrefix: false, uniquePrefix: 'ZAR' })).toBe('ZAR');
    expect(prefixFor(capeTown, { useStandardPrefix: false, uniquePrefix: 'zar' })).toBe('ZAR');
  });

  it('gives the standard prefix when an admin set useStandardPrefix', () => {
    expect(prefixFor(capeTown, { useStandardPrefix: true, uniquePrefix: 'ZAR' })).toBe('1CT');
  });

  it('falls back to the standard prefix while a creator has no valid unique prefix', () => {
    expect(prefixFor(capeTown, { useStandardPrefix: false, uniquePrefix: null })).toBe('1CT');
    expect(prefixFor(capeTown, { useStandardPrefix: false, uniquePrefix: undefined })).toBe('1CT');
    expect(prefixFor(capeTown, { useStandardPrefix: false, uniquePrefix: 'A1' })).toBe('1CT');
  });

  it("needs no province for a creator's unique prefix", () => {
    expect(prefixFor({ province: '', city: '' }, { useStandardPrefix: false, uniquePrefix: 'ZAR' })).toBe('ZAR');
    expect(prefixFor({ province: '', city: '' })).toBeNull();
  });
});

describe('randomString', () => {
  it('maps bytes onto the alphabet', () => {
    expect(randomString('ABCD', 4, bytesFrom([0, 1, 2, 3]))).toBe('ABCD');
    expect(randomString('ABCD', 4, bytesFrom([4, 5, 254, 255]))).toBe('ABCD');
  });

  it('redraws bytes that would bias the result (no modulo bias)', () => {
    // 256 % 3 = 1: byte 255 would make 'A' likelier than 'B' and 'C', so it is thrown away.
    expect(randomString('ABC', 3, bytesFrom([255, 255, 1, 255, 2, 0]))).toBe('BCA');
    // 256 % 10 = 6: bytes 250..255 are thrown away.
    expect(randomString('0123456789', 2, bytesFrom([250, 251, 252, 253, 254, 255, 7, 9]))).toBe('79');
  });

  it('gives every character exactly the same share of the byte values', () => {
    for (const alphabet of ['AB', 'ABC', '0123456789', SUFFIX_ALPHABET, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']) {
      const limit = 256 - (256 % alphabet.length);
      const counts = new Map<string, number>();
      // Every byte value once, in one buffer refill of 256.
      const all = Array.from({ length: 256 }, (_, i) => i);
      const result = randomString(alphabet, limit, bytesFrom(all));
      for (const character of result) counts.set(character, (counts.get(character) ?? 0) + 1);
      expect([...counts.values()].every((count) => count === limit / alphabet.length)).toBe(true);
      expect(counts.size).toBe(alphabet.length);
    }
  });

  it('keeps drawing until it has enough characters', () => {
    const source = bytesFrom(new Array(40).fill(255)); // all rejected for a 3-letter alphabet
    expect(randomString('ABC', 2, source)).toBe('AA'); // then zeros
    expect(source.calls).toBeGreaterThan(1);
  });

  it('gives an empty string for length 0', () => {
    expect(randomString('AB', 0, bytesFrom([]))).toBe('');
  });

  it('refuses alphabets it cannot use and impossible lengths', () => {
    expect(() => randomString('A', 4)).toThrow(RangeError);
    expect(() => randomString('', 4)).toThrow(RangeError);
    expect(() => randomString('A'.repeat(257), 4)).toThrow(RangeError);
    expect(() => randomString('AB', -1)).toThrow(RangeError);
    expect(() => randomString('AB', 1.5)).toThrow(RangeError);
  });
});

describe('randomSuffix', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives 4 characters of the suffix alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const suffix = randomSuffix();
      expect(suffix).toHaveLength(4);
      expect([...suffix].every((character) => SUFFIX_ALPHABET.includes(character))).toBe(true);
    }
  });

  it('draws from crypto.getRandomValues by default', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    randomSuffix();
    expect(spy).toHaveBeenCalled();
  });

  it('uses every character of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    const draws = 8000; // 32,000 characters, 1,000 expected per character
    for (let i = 0; i < draws; i++) {
      for (const character of randomSuffix()) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    const expected = (draws * 4) / 32;
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 31 degrees of freedom: the 99.99th percentile is about 70.
    expect(chiSquare).toBeLessThan(70);
  });
});

describe('generateCode', () => {
  it('joins the prefix and a random suffix with a hyphen', () => {
    expect(generateCode('1CT', bytesFrom([0, 1, 2, 3]))).toBe('1CT-2345');
    expect(generateCode('ZAR', bytesFrom([31, 30, 29, 28]))).toBe('ZAR-ZYXW');
  });

  it('gives stored, searchable codes that read back unchanged', () => {
    for (let i = 0; i < 100; i++) {
      const code = generateCode('7JN');
      expect(code).toMatch(/^7JN-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      expect(isStoredCode(code)).toBe(true);
      expect(isCodeShaped(code)).toBe(true);
      expect(normaliseCode(code.toLowerCase().replace('-', ' '))).toBe(code);
    }
  });

  it('rarely repeats itself', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateCode('1CT')));
    // 1,048,576 suffixes: a thousand draws repeat about once in two runs.
    expect(codes.size).toBeGreaterThanOrEqual(995);
  });

  it.each(['1ct', '0CT', '12C', '1C2', 'AB', 'ABCD', 'A1C', '', '1CT-', ' 1CT'])('refuses the prefix %j', (prefix) => {
    expect(() => generateCode(prefix)).toThrow(RangeError);
  });
});
