import { describe, expect, it } from 'vitest';
import { PROVINCES, PROVINCE_DIGITS, findProvince, isProvince, provinceDigit, provinceForDigit } from './provinces';

describe('PROVINCES', () => {
  it('lists the nine provinces with their agreed spellings and order', () => {
    expect(PROVINCES).toEqual([
      'Eastern Cape',
      'Free State',
      'Gauteng',
      'KwaZulu-Natal',
      'Limpopo',
      'Mpumalanga',
      'Northern Cape',
      'North West',
      'Western Cape',
    ]);
  });
});

describe('PROVINCE_DIGITS', () => {
  it('gives each province its prefix digit', () => {
    expect(PROVINCE_DIGITS).toEqual({
      'Western Cape': 1,
      'Eastern Cape': 2,
      'Northern Cape': 3,
      'Free State': 4,
      'KwaZulu-Natal': 5,
      'North West': 6,
      Gauteng: 7,
      Mpumalanga: 8,
      Limpopo: 9,
    });
  });

  it('uses each digit 1 to 9 once', () => {
    const digits = PROVINCES.map((province) => provinceDigit(province)).sort();
    expect(digits).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('isProvince', () => {
  it('accepts the official spellings only', () => {
    for (const province of PROVINCES) expect(isProvince(province)).toBe(true);
    expect(isProvince('KZN')).toBe(false);
    expect(isProvince('gauteng')).toBe(false);
    expect(isProvince('Kwazulu-Natal')).toBe(false);
    expect(isProvince(' Gauteng')).toBe(false);
    expect(isProvince(7)).toBe(false);
    expect(isProvince(null)).toBe(false);
  });
});

describe('findProvince', () => {
  it('finds every official name, in any case', () => {
    for (const province of PROVINCES) {
      expect(findProvince(province)).toBe(province);
      expect(findProvince(province.toUpperCase())).toBe(province);
      expect(findProvince(province.toLowerCase())).toBe(province);
    }
  });

  it.each([
    // KwaZulu-Natal, written every way people write it
    ['KZN', 'KwaZulu-Natal'],
    ['kzn', 'KwaZulu-Natal'],
    ['Kwazulu Natal', 'KwaZulu-Natal'],
    ['Kwazulu-Natal', 'KwaZulu-Natal'],
    ['KwaZulu Natal', 'KwaZulu-Natal'],
    ['Kwa-Zulu Natal', 'KwaZulu-Natal'],
    ['kwa zulu natal', 'KwaZulu-Natal'],
    ['KwaZulu–Natal', 'KwaZulu-Natal'], // en dash
    ['KwaZulu-Natál', 'KwaZulu-Natal'], // accent
    ['KwaZulu-Natal Province', 'KwaZulu-Natal'],
    ['Province of KwaZulu-Natal', 'KwaZulu-Natal'],
    ['ZA-KZN', 'KwaZulu-Natal'],
    ['NL', 'KwaZulu-Natal'], // ISO 3166-2 before 2006
    ['Natal', 'KwaZulu-Natal'],
    // Gauteng
    ['Gauteng Province', 'Gauteng'],
    ['GP', 'Gauteng'],
    ['gp', 'Gauteng'],
    ['GT', 'Gauteng'],
    ['ZA-GP', 'Gauteng'],
    ['ZA-GT', 'Gauteng'],
    ['  gauteng  ', 'Gauteng'],
    ['Gauteng, South Africa', 'Gauteng'],
    ['PWV', 'Gauteng'],
    // Western Cape
    ['WC', 'Western Cape'],
    ['W Cape', 'Western Cape'],
    ['W. Cape', 'Western Cape'],
    ['Province of the Western Cape', 'Western Cape'],
    ['Western Cape Province', 'Western Cape'],
    ['western-cape', 'Western Cape'],
    ['WesternCape', 'Western Cape'],
    ['Wes-Kaap', 'Western Cape'],
    ['ZA-WC', 'Western Cape'],
    // Eastern Cape
    ['EC', 'Eastern Cape'],
    ['E Cape', 'Eastern Cape'],
    ['Oos-Kaap', 'Eastern Cape'],
    // Northern Cape
    ['NC', 'Northern Cape'],
    ['N Cape', 'Northern Cape'],
    ['Noord-Kaap', 'Northern Cape'],
    // North West
    ['NW', 'North West'],
    ['North-West', 'North West'],
    ['Northwest', 'North West'],
    ['North West Province', 'North West'],
    ['Noordwes', 'North West'],
    // Free State
    ['FS', 'Free State'],
    ['Freestate', 'Free State'],
    ['Orange Free State', 'Free State'],
    ['OFS', 'Free State'],
    ['Vrystaat', 'Free State'],
    // Limpopo
    ['LP', 'Limpopo'],
    ['Limpopo Province', 'Limpopo'],
    ['Northern Province', 'Limpopo'],
    ['NP', 'Limpopo'],
    ['Northern Transvaal', 'Limpopo'],
    // Mpumalanga
    ['MP', 'Mpumalanga'],
    ['Eastern Transvaal', 'Mpumalanga'],
  ])('reads %j as %s', (input, expected) => {
    expect(findProvince(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'Province',
    'South Africa',
    'Cape', // Western, Eastern or Northern?
    'Northern',
    'Transvaal', // split into four provinces in 1994
    'Cape Town',
    'Western Australia',
    'Gautengg',
    'KZN2',
  ])('finds no province in %j', (input) => {
    expect(findProvince(input)).toBeNull();
  });

  it('finds nothing in null or undefined', () => {
    expect(findProvince(null)).toBeNull();
    expect(findProvince(undefined)).toBeNull();
  });
});

describe('provinceForDigit', () => {
  it('turns a prefix digit back into its province', () => {
    for (const province of PROVINCES) {
      expect(provinceForDigit(PROVINCE_DIGITS[province])).toBe(province);
      expect(provinceForDigit(String(PROVINCE_DIGITS[province]))).toBe(province);
    }
  });

  it.each([0, 10, 1.5, -1, '0', '10', 'a', '', ' 1'])('gives null for %j', (digit) => {
    expect(provinceForDigit(digit)).toBeNull();
  });
});
