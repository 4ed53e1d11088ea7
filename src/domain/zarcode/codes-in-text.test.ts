import { describe, expect, it } from 'vitest';
import { codeOfLink, codesInText, readCodeItem } from './codes-in-text';

const codes = (text: string) => codesInText(text).map((found) => found.code);

describe('codesInText', () => {
  it('picks every code out of a WhatsApp message, in order, however each is written', () => {
    const message = [
      'Morning bra 👋 today\'s drops:',
      '1. Mrs Dlamini – 1CT-7K2M (blue gate)',
      '2. 1ct 7k3n, ring twice!!',
      '3) Spaza by the taxi rank:1CT7K4P.',
      '4. code is 1CT–7K5Q (she sent it with a dash)',
      'Call me on 082 123 4567 if stuck. Goodbye!',
    ].join('\n');
    expect(codes(message)).toEqual(['1CT-7K2M', '1CT-7K3N', '1CT-7K4P', '1CT-7K5Q']);
  });

  it('reads a spreadsheet column, the header and the other columns left out', () => {
    const csv = 'Code,Customer,Parcels\n1CT-7K2M,Thandi Mokoena,2\n"1ct-7k3n","Sipho, Jr",1\n\t4JH-2ABC\tSpar Soweto\t5\n';
    expect(codes(csv)).toEqual(['1CT-7K2M', '1CT-7K3N', '4JH-2ABC']);
  });

  it('reads look-alike characters as the code they stand for, and merges one code written twice', () => {
    const found = codesInText('1CT-7KOM then 1ct 7k0m again, and 15L-7KIM');
    expect(found.map((code) => code.code)).toEqual(['1CT-7KQM', '1SL-7KLM']);
    // The first way it was written is the one kept to show.
    expect(found[0]!.typed).toBe('1CT-7KOM');
  });

  it("takes a code page's link with its delivery key, and skips other links whole", () => {
    const text =
      'Gate details: https://zarcode.co.za/zarcodes/1CT-7K2M?k=abc123DEF. Also https://zarcode.co.za/1ct7k3n and ' +
      'https://maps.google.com/?q=1CT-7K9Z+near and 1CT-7K2M again';
    expect(codesInText(text)).toEqual([
      { typed: '1CT-7K2M', code: '1CT-7K2M', key: 'abc123DEF' },
      { typed: '1ct7k3n', code: '1CT-7K3N', key: null },
    ]);
  });

  it('keeps the delivery key of a code that came plain first and as a link after', () => {
    expect(codesInText('1CT-7K2M\nhttps://zarcode.co.za/1CT-7K2M?k=secret')).toEqual([{ typed: '1CT-7K2M', code: '1CT-7K2M', key: 'secret' }]);
  });

  it("takes a creator's code written with its hyphen in capitals, but not words shaped like a code", () => {
    expect(codes('Drop at ABC-DEFG. The road to one-time Goodbye abcdefg')).toEqual(['ABC-DEFG']);
  });

  it('finds nothing in a text without codes', () => {
    expect(codesInText('')).toEqual([]);
    expect(codesInText('Please deliver before 5pm, thanks')).toEqual([]);
  });
});

describe('codeOfLink', () => {
  it("reads the link a printed plate's QR holds, on any host", () => {
    expect(codeOfLink('https://zarcode.co.za/1CT-7K2M')).toEqual({ typed: '1CT-7K2M', code: '1CT-7K2M', key: null });
    expect(codeOfLink('http://localhost:3000/zarcodes/1ct-7k2m?k=x')).toEqual({ typed: '1ct-7k2m', code: '1CT-7K2M', key: 'x' });
    expect(codeOfLink('https://zarcode.co.za/some-creator/ABC-2345')?.code).toBe('ABC-2345');
  });

  it('answers null for an app page or anything not a link', () => {
    expect(codeOfLink('https://zarcode.co.za/support')).toBeNull();
    expect(codeOfLink('1CT-7K2M')).toBeNull();
    expect(codeOfLink('javascript:alert(1)')).toBeNull();
  });
});

describe('readCodeItem', () => {
  it('reads a code typed any way or a link, and nothing else', () => {
    expect(readCodeItem(' 1ct 7k2m ')?.code).toBe('1CT-7K2M');
    expect(readCodeItem('https://zarcode.co.za/1CT-7K2M?k=k1')).toEqual({ typed: '1CT-7K2M', code: '1CT-7K2M', key: 'k1' });
    expect(readCodeItem('hello')).toBeNull();
  });
});
