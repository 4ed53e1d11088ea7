import { describe, expect, it } from 'vitest';
import { NEAREST_CODE_RADIUS_METERS, nearestKeptCode, searchKeptCodes, whereAmIText, type AreaCodeRow } from './field';

/** Rows as a kept area holds them: [code, title, latitude, longitude, addressLine1, suburb, city, province]. */
const spaza: AreaCodeRow = ['1CT-7K2M', 'Spaza by the taxi rank', '-33.943100', '18.527500', '4 Bhunga Avenue', 'Langa', 'Cape Town', 'Western Cape'];
const creche: AreaCodeRow = ['1CT-7K9P', 'Crèche Masiphumelele', '-33.943400', '18.527500', null, 'Langa', 'Cape Town', 'Western Cape'];
const church: AreaCodeRow = ['2DB-4QRT', 'Green church', '-33.950000', '18.530000', 'Washington Street', 'Langa', 'Cape Town', 'Western Cape'];
const gate: AreaCodeRow = ['3EF-8WXY', null, '-33.960000', '18.540000', null, null, 'Cape Town', 'Western Cape'];
const area = [church, creche, gate, spaza];

const codesOf = (found: { zarcode: string }[]) => found.map((code) => code.zarcode);

describe('searchKeptCodes', () => {
  it('finds a whole code however it is typed, before the codes it only begins', () => {
    expect(codesOf(searchKeptCodes(area, '1ct 7k2m'))).toEqual(['1CT-7K2M']);
    expect(codesOf(searchKeptCodes(area, '1ct-7k'))).toEqual(['1CT-7K2M', '1CT-7K9P']);
    expect(codesOf(searchKeptCodes(area, '1CT7K9P'))).toEqual(['1CT-7K9P']);
  });

  it('puts the code typed whole first, then those it begins, then those whose words hold it', () => {
    const named: AreaCodeRow = ['9ZZ-1111', 'Opposite 1CT-7K2M', '-33.9', '18.5', null, null, 'Cape Town', 'Western Cape'];
    expect(codesOf(searchKeptCodes([named, spaza], '1ct-7k2m'))).toEqual(['1CT-7K2M', '9ZZ-1111']);
    expect(codesOf(searchKeptCodes([named, spaza], '1ct'))).toEqual(['1CT-7K2M', '9ZZ-1111']);
  });

  it('finds codes whose title, street, suburb or city hold every word, in any case and without accents', () => {
    expect(codesOf(searchKeptCodes(area, 'spaza rank'))).toEqual(['1CT-7K2M']);
    expect(codesOf(searchKeptCodes(area, 'creche'))).toEqual(['1CT-7K9P']);
    expect(codesOf(searchKeptCodes(area, 'washington'))).toEqual(['2DB-4QRT']);
    expect(codesOf(searchKeptCodes(area, 'LANGA'))).toEqual(['1CT-7K2M', '1CT-7K9P', '2DB-4QRT']);
    expect(codesOf(searchKeptCodes(area, 'spaza church'))).toEqual([]);
  });

  it('answers with the code as its page shows it, and lists at most the limit', () => {
    expect(searchKeptCodes(area, '1CT-7K2M')[0]).toEqual({
      zarcode: '1CT-7K2M',
      title: 'Spaza by the taxi rank',
      latitude: '-33.943100',
      longitude: '18.527500',
      addressLine1: '4 Bhunga Avenue',
      suburb: 'Langa',
      city: 'Cape Town',
      province: 'Western Cape',
    });
    expect(searchKeptCodes(area, 'cape town', 2)).toHaveLength(2);
  });

  it('finds nothing for a text of only spaces or signs', () => {
    expect(searchKeptCodes(area, '  ')).toEqual([]);
    expect(searchKeptCodes(area, '—')).toEqual([]);
  });
});

describe('nearestKeptCode', () => {
  it('names the nearest kept code within the radius, with its distance', () => {
    // 0.0002° of latitude is about 22 m north of the spaza, 11 m south of the crèche.
    const found = nearestKeptCode(area, { latitude: -33.9433, longitude: 18.5275 });
    expect(found?.code.zarcode).toBe('1CT-7K9P');
    expect(found?.distanceMeters).toBeCloseTo(11.1, 0);
  });

  it(`names none farther than ${NEAREST_CODE_RADIUS_METERS} m, or a smaller radius asked for`, () => {
    // About 56 m south of the crèche, the nearest.
    expect(nearestKeptCode(area, { latitude: -33.9439, longitude: 18.5275 })).toBeNull();
    expect(nearestKeptCode(area, { latitude: -33.9433, longitude: 18.5275 }, 10)).toBeNull();
    expect(nearestKeptCode([], { latitude: -33.9433, longitude: 18.5275 })).toBeNull();
  });
});

describe('whereAmIText', () => {
  const labels = { intro: 'I am here:', plusCode: 'Plus Code', accuracy: 'accurate to 12 m' };
  const here = { plusCode: '4FRW3G4G+Q2', latitude: -33.9431, longitude: 18.5275, accuracyMeters: 12 };

  it('sends the code, the Plus Code, the coordinates with their accuracy and a maps link, one a line', () => {
    expect(whereAmIText({ ...here, zarcode: '1CT-7K2M' }, labels).split('\n')).toEqual([
      'I am here:',
      'ZARcode 1CT-7K2M',
      'Plus Code: 4FRW3G4G+Q2',
      '-33.943100, 18.527500 (accurate to 12 m)',
      'https://www.google.com/maps/search/?api=1&query=-33.943100,18.527500',
    ]);
  });

  it('leaves the code line out where there is no code', () => {
    expect(whereAmIText({ ...here, zarcode: null }, labels).split('\n')).toEqual([
      'I am here:',
      'Plus Code: 4FRW3G4G+Q2',
      '-33.943100, 18.527500 (accurate to 12 m)',
      'https://www.google.com/maps/search/?api=1&query=-33.943100,18.527500',
    ]);
  });
});
