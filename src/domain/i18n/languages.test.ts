import { describe, expect, it } from 'vitest';
import { chooseLanguage, cookieValue, languageCookie, languageFromAcceptLanguage, languageFromPreferences } from './languages';

describe('choosing the language', () => {
  it("reads the browser's Accept-Language by quality, then order, among our languages only", () => {
    expect(languageFromAcceptLanguage('af-ZA,af;q=0.9,en;q=0.8')).toBe('af');
    expect(languageFromAcceptLanguage('fr-FR, en-GB;q=0.5, zu;q=0.7')).toBe('zu');
    expect(languageFromAcceptLanguage('xh, en')).toBe('xh');
    expect(languageFromAcceptLanguage('fr, de;q=0.8')).toBeNull();
    expect(languageFromAcceptLanguage('af;q=0, en')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromPreferences(['de-DE', 'AF-za', 'en'])).toBe('af');
  });

  it('prefers a link being followed, then the remembered choice, then the browser, then English', () => {
    expect(chooseLanguage({ requested: 'zu', remembered: 'af', browser: 'xh' })).toBe('zu');
    expect(chooseLanguage({ requested: 'fr', remembered: 'af', browser: 'xh' })).toBe('af');
    expect(chooseLanguage({ requested: null, remembered: 'nonsense', browser: 'xh' })).toBe('xh');
    expect(chooseLanguage({})).toBe('en');
  });

  it('remembers the choice in a cookie for a year, read back from the Cookie header', () => {
    expect(languageCookie('af')).toBe('lang=af; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookieValue('signed_in=1; lang=xh; other=a%20b', 'lang')).toBe('xh');
    expect(cookieValue('other=a%20b', 'other')).toBe('a b');
    expect(cookieValue('langx=af', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });
});
