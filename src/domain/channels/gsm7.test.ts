import { describe, expect, it } from 'vitest';
import { fitLines, fitsOneSms, gsm7Length, isGsm7, SMS_SEPTETS, septetsOf, toGsm7 } from './gsm7';

describe('the GSM 7-bit alphabet', () => {
  it('counts one septet for a basic character and two for an extension one', () => {
    expect(gsm7Length('1CT-7K2M')).toBe(8);
    expect(gsm7Length('R19 [€]')).toBe(10);
    expect(gsm7Length('Café à Zürich, £5 @ 12')).toBe(22);
  });

  it('knows a character outside the alphabet', () => {
    expect(isGsm7('Nêrens')).toBe(false);
    expect(isGsm7('Daniëlskuil')).toBe(false);
    expect(gsm7Length('Sea Point ★')).toBeNull();
    expect(isGsm7('Kaapstad, Bo-Kaap')).toBe(true);
  });

  it('fits 160 septets in one SMS, counting extension characters twice', () => {
    expect(fitsOneSms('a'.repeat(160))).toBe(true);
    expect(fitsOneSms('a'.repeat(161))).toBe(false);
    expect(fitsOneSms(`${'a'.repeat(159)}€`)).toBe(false);
    expect(fitsOneSms('ê')).toBe(false);
  });
});

describe('toGsm7', () => {
  it('writes accents the alphabet lacks as their letter, keeping those it has', () => {
    expect(toGsm7('Daniëlskuil, Nêrens, Café, Zürich')).toBe('Danielskuil, Nerens, Café, Zürich');
  });

  it('straightens curly quotes and dashes and drops what has no plain form', () => {
    expect(toGsm7('Port Saint John’s – “Main” Road ★ …')).toBe('Port Saint John\'s - "Main" Road ...');
  });

  it('answers text every phone sends in 7 bits', () => {
    expect(isGsm7(toGsm7('Ōkahandja · Mōrewa 🙂 Łódź'))).toBe(true);
  });
});

describe('fitLines', () => {
  const length = (text: string) => text.length;

  it('keeps every line, in order, when they fit', () => {
    const lines = [
      { text: 'one', priority: 0 },
      { text: 'two', priority: 2 },
      { text: 'three', priority: 1 },
    ];
    expect(fitLines(lines, 20, length)).toBe('one\ntwo\nthree');
  });

  it('leaves out the lowest-priority lines first, keeping priority 0 always', () => {
    const lines = [
      { text: 'HEADING', priority: 0 },
      { text: 'x'.repeat(20), priority: 3 },
      { text: 'y'.repeat(5), priority: 1 },
      { text: 'LINK', priority: 0 },
    ];
    expect(fitLines(lines, 20, length)).toBe('HEADING\nyyyyy\nLINK');
  });

  it('cuts a cuttable line to the room left at the end of a word, with ...', () => {
    const lines = [
      { text: 'HEADING', priority: 0 },
      { text: 'A long title that does not fit', priority: 1, isCuttable: true },
      { text: 'LINK', priority: 0 },
    ];
    const fitted = fitLines(lines, 30, length);
    expect(fitted).toBe('HEADING\nA long title...\nLINK');
    expect(fitted.length).toBeLessThanOrEqual(30);
  });

  it('leaves a cuttable line out when fewer than 8 of its characters would stay', () => {
    const lines = [
      { text: 'HEADING', priority: 0 },
      { text: 'A long title that does not fit', priority: 1, isCuttable: true },
    ];
    expect(fitLines(lines, 15, length)).toBe('HEADING');
  });

  it('measures in septets, extension characters twice', () => {
    const lines = [
      { text: 'x'.repeat(150), priority: 0 },
      { text: '€€€€€', priority: 1 },
      { text: 'abcd', priority: 2 },
    ];
    const fitted = fitLines(lines, SMS_SEPTETS, septetsOf);
    expect(fitted).toBe(`${'x'.repeat(150)}\nabcd`);
    expect(fitsOneSms(fitted)).toBe(true);
  });

  it('leaves empty lines out', () => {
    expect(fitLines([{ text: 'a', priority: 0 }, { text: ' ', priority: 0 }, { text: 'b', priority: 1 }], 10, length)).toBe('a\nb');
  });
});
