import { describe, expect, it } from 'vitest';
import { ADDRESS_MATCH_POINTS, addressWords, parseStreetLine, scoreAddressMatch, type AddressFields } from './address-match';

const LONG_STREET: AddressFields = {
  addressLine1: '12 Long Street',
  addressLine2: null,
  suburb: 'Cape Town City Centre',
  city: 'Cape Town',
};

const KLOOF_STREET: AddressFields = {
  addressLine1: 'Unit 5, 101 Kloof Street',
  addressLine2: 'Rheezicht Building',
  suburb: 'Gardens',
  city: 'Cape Town',
};

describe('ADDRESS_MATCH_POINTS', () => {
  it('are the agreed points', () => {
    expect(ADDRESS_MATCH_POINTS).toEqual({ streetNumber: 40, street: 30, suburb: 20, word: 5 });
  });
});

describe('addressWords', () => {
  it('lower-cases, drops punctuation and accents, and reads abbreviations as words', () => {
    expect(addressWords('12 Long St., Cape Town')).toEqual(['12', 'long', 'street', 'cape', 'town']);
    expect(addressWords('Kloof Rd / Camps Bay')).toEqual(['kloof', 'road', 'camps', 'bay']);
    expect(addressWords('Jan Smuts Ave')).toEqual(['jan', 'smuts', 'avenue']);
    expect(addressWords('Beach Blvd')).toEqual(['beach', 'boulevard']);
    expect(addressWords('Paarl-Wes')).toEqual(['paarl', 'wes']);
    expect(addressWords('Lörrach Crés')).toEqual(['lorrach', 'crescent']);
    expect(addressWords('Mamelodi Ext 5')).toEqual(['mamelodi', 'extension', '5']);
    expect(addressWords('12A Long Street')).toEqual(['12a', 'long', 'street']);
  });

  it('gives no words for nothing', () => {
    expect(addressWords('')).toEqual([]);
    expect(addressWords(null)).toEqual([]);
    expect(addressWords(undefined)).toEqual([]);
    expect(addressWords(' , - ')).toEqual([]);
  });
});

describe('parseStreetLine', () => {
  it.each([
    ['12 Long Street', '12', ['long', 'street']],
    ['12A Long St', '12a', ['long', 'street']],
    ['Unit 5, 101 Kloof Street', '101', ['kloof', 'street']],
    ['Flat 3 / 7 Main Rd', '7', ['main', 'road']],
    ['Long Street', null, ['long', 'street']],
    ['Farm Rietfontein 123', null, ['farm', 'rietfontein', '123']],
    ['', null, []],
  ])('reads %j', (line, streetNumber, street) => {
    expect(parseStreetLine(line)).toEqual({ streetNumber, street });
  });

  it('reads nothing from no line', () => {
    expect(parseStreetLine(null)).toEqual({ streetNumber: null, street: [] });
  });
});

describe('scoreAddressMatch', () => {
  it('gives every point to the same address', () => {
    const match = scoreAddressMatch('12 Long Street, Cape Town City Centre', LONG_STREET);
    expect(match).toEqual({
      score: 40 + 30 + 20 + 5 * 6, // long, street, cape, town, city, centre
      streetNumber: true,
      street: true,
      suburb: true,
      matchedWords: ['long', 'street', 'cape', 'town', 'city', 'centre'],
    });
  });

  it('gives street 30 and the number 40 for the same street and number', () => {
    const match = scoreAddressMatch('12 Long Street', LONG_STREET);
    expect(match.street).toBe(true);
    expect(match.streetNumber).toBe(true);
    expect(match.suburb).toBe(false);
    expect(match.score).toBe(40 + 30 + 5 + 5);
  });

  it('reads abbreviations and case alike', () => {
    expect(scoreAddressMatch('12 LONG ST', LONG_STREET).score).toBe(scoreAddressMatch('12 long street', LONG_STREET).score);
  });

  it('gives no number points for the same number on another street', () => {
    const match = scoreAddressMatch('12 Short Street', LONG_STREET);
    expect(match.streetNumber).toBe(false);
    expect(match.street).toBe(false);
    expect(match.score).toBe(5); // 'street'
  });

  it('ranks the right street with another number above the right number on another street', () => {
    const sameStreet = scoreAddressMatch('14 Long Street', LONG_STREET).score;
    const sameNumber = scoreAddressMatch('12 Short Street', LONG_STREET).score;
    expect(sameStreet).toBe(30 + 5 + 5);
    expect(sameStreet).toBeGreaterThan(sameNumber);
  });

  it('finds the number after a unit number', () => {
    const match = scoreAddressMatch('101 Kloof St Gardens', KLOOF_STREET);
    expect(match).toMatchObject({ streetNumber: true, street: true, suburb: true });
    expect(match.score).toBe(40 + 30 + 20 + 5 * 3); // kloof, street, gardens
  });

  it('does not give the number points for the number written elsewhere', () => {
    // '5' is the unit, not the street number
    expect(scoreAddressMatch('5 Kloof Street', KLOOF_STREET).streetNumber).toBe(false);
  });

  it('gives the suburb 20 when the suburb is named', () => {
    const match = scoreAddressMatch('Gardens', KLOOF_STREET);
    expect(match.suburb).toBe(true);
    expect(match.score).toBe(20 + 5);
  });

  it('needs the whole suburb name, in order', () => {
    expect(scoreAddressMatch('Cape Town', LONG_STREET).suburb).toBe(false); // suburb is 'Cape Town City Centre'
    expect(scoreAddressMatch('Centre City Town Cape', LONG_STREET).suburb).toBe(false);
  });

  it('gives 5 for each word of more than 2 letters the address has, once each', () => {
    const match = scoreAddressMatch('Rheezicht Rheezicht building in Cape Town', KLOOF_STREET);
    expect(match.matchedWords).toEqual(['rheezicht', 'building', 'cape', 'town']);
    expect(match.score).toBe(4 * 5);
  });

  it('does not count short words or bare numbers as words', () => {
    const address: AddressFields = { addressLine1: '7 De La Rey Rd', suburb: 'Rivonia', city: 'Sandton' };
    const match = scoreAddressMatch('7 de la rey', address);
    expect(match.matchedWords).toEqual(['rey']);
    expect(match.street).toBe(false); // 'road' is missing
    expect(match.score).toBe(5);
  });

  it('gives 0 for nothing in common', () => {
    expect(scoreAddressMatch('Durban beachfront', LONG_STREET)).toEqual({
      score: 0,
      streetNumber: false,
      street: false,
      suburb: false,
      matchedWords: [],
    });
    expect(scoreAddressMatch('', LONG_STREET).score).toBe(0);
  });

  it('scores a code without an address by its words only', () => {
    expect(scoreAddressMatch('12 Long Street', {}).score).toBe(0);
    expect(scoreAddressMatch('Cape Town', { city: 'Cape Town' }).score).toBe(10);
  });

  it('orders codes from best to worst match', () => {
    const codes: AddressFields[] = [
      { addressLine1: '14 Long Street', suburb: 'Cape Town City Centre', city: 'Cape Town' },
      { addressLine1: '12 Short Street', suburb: 'Woodstock', city: 'Cape Town' },
      LONG_STREET,
      { addressLine1: '3 Bree Street', suburb: 'Cape Town City Centre', city: 'Cape Town' },
    ];
    const ranked = [...codes]
      .sort((a, b) => scoreAddressMatch('12 Long Street Cape Town City Centre', b).score - scoreAddressMatch('12 Long Street Cape Town City Centre', a).score)
      .map((code) => code.addressLine1);
    expect(ranked).toEqual(['12 Long Street', '14 Long Street', '3 Bree Street', '12 Short Street']);
  });
});
