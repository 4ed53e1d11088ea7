import { describe, expect, it } from 'vitest';
import { PLACE_NAME_MAX_LENGTH } from './schemas';
import { SMS_MAX_LENGTH, codeShortLink, smsSafe, smsText, spellCode } from './read-aloud';

describe('spellCode', () => {
  it('says digits as words, runs of letters in the NATO alphabet, and pauses at the hyphen', () => {
    expect(spellCode('1CT-7K2M')).toBe('one, Charlie Tango — seven, Kilo, two, Mike');
  });
  it('spells a creator code and every letter of the suffix alphabet', () => {
    expect(spellCode('KOI-ZZ9A')).toBe('Kilo Oscar India — Zulu Zulu, nine, Alpha');
    expect(spellCode('9XJ-W3Y8')).toBe('nine, X-ray Juliet — Whiskey, three, Yankee, eight');
  });
  it('reads a code in any case', () => {
    expect(spellCode('1ct-7k2m')).toBe(spellCode('1CT-7K2M'));
  });
});

describe('smsSafe', () => {
  it('keeps place names in the GSM 7-bit alphabet', () => {
    expect(smsSafe('Daniëlskuil')).toBe('Danielskuil');
    expect(smsSafe('Port Saint John’s')).toBe("Port Saint John's");
    expect(smsSafe('Sea Point – Main Road ★')).toBe('Sea Point - Main Road');
  });
});

describe('smsText', () => {
  const publicUrl = 'https://zarcode.co.za';
  const code = { zarcode: '1CT-7K2M', suburb: 'Sea Point', city: 'Cape Town' };

  it('gives the code, suburb and city, and the short link, one per line', () => {
    expect(smsText(code, publicUrl)).toBe('ZARcode 1CT-7K2M\nSea Point, Cape Town\nhttps://zarcode.co.za/1CT-7K2M');
    expect(codeShortLink(`${publicUrl}/`, '1CT-7K2M')).toBe('https://zarcode.co.za/1CT-7K2M');
  });

  it('names the city once when it is the suburb too, and the city when there is no suburb', () => {
    expect(smsText({ ...code, suburb: 'Cape Town' }, publicUrl)).toBe('ZARcode 1CT-7K2M\nCape Town\nhttps://zarcode.co.za/1CT-7K2M');
    expect(smsText({ ...code, suburb: null }, publicUrl)).toBe('ZARcode 1CT-7K2M\nCape Town\nhttps://zarcode.co.za/1CT-7K2M');
    expect(smsText({ ...code, suburb: null, city: '' }, publicUrl)).toBe('ZARcode 1CT-7K2M\nhttps://zarcode.co.za/1CT-7K2M');
  });

  it('fits one SMS with the longest place in the gazetteer and a long public address', () => {
    // The longest of the offline gazetteer's 1,012 names (src/server/infra/geocoder/gazetteer).
    const longestPlace = 'Louis Trichardt Airforce Base';
    const longUrl = 'https://www.zarcode-staging.example-hosting.co.za';
    const text = smsText({ zarcode: 'XYZ-WWWW', suburb: longestPlace, city: 'Polokwane Local Municipality' }, longUrl);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text).toContain(longestPlace);
    expect(text).toContain(`${longUrl}/XYZ-WWWW`);
  });

  it('cuts a suburb of the longest length the form allows, and keeps code and link whole', () => {
    const suburb = 'Klein Drakenstein '.repeat(10).slice(0, PLACE_NAME_MAX_LENGTH);
    const city = 'C'.repeat(PLACE_NAME_MAX_LENGTH);
    const longUrl = 'https://www.zarcode-staging.example-hosting.co.za';
    const text = smsText({ zarcode: 'XYZ-WWWW', suburb, city }, longUrl);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    const [head, place, link] = text.split('\n');
    expect(head).toBe('ZARcode XYZ-WWWW');
    expect(place).toMatch(/^Klein Drakenstein .*\.\.\.$/);
    expect(link).toBe(`${longUrl}/XYZ-WWWW`);
  });

  it('drops the city before cutting the suburb', () => {
    const suburb = 'S'.repeat(80);
    const longUrl = 'https://www.zarcode-staging.example-hosting.co.za';
    expect(smsText({ zarcode: '1CT-7K2M', suburb, city: 'Cape Town' }, publicUrl).split('\n')[1]).toBe(`${suburb}, Cape Town`);
    expect(smsText({ zarcode: '1CT-7K2M', suburb, city: 'Cape Town' }, longUrl).split('\n')[1]).toBe(suburb);
  });
});
