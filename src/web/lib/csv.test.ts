import { describe, expect, it } from 'vitest';
import { csvCell, datedFileName, parseCsv, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Cape Town')).toBe('Cape Town');
    expect(csvCell(3)).toBe('3');
    expect(csvCell('-33.924900')).toBe('-33.924900');
  });
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
  });
  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
  it.each(['=HYPERLINK("x")', '+27 21 000', '-1+2', '@SUM(A1)'])('defuses the formula %j', (text) => {
    expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
  });
});

describe('toCsv', () => {
  it('writes the header and rows with CRLF', () => {
    expect(toCsv(['code', 'n'], [['1CT-7K2M', 2], ['a,b', null]])).toBe('code,n\r\n1CT-7K2M,2\r\n"a,b",\r\n');
  });
});

describe('parseCsv', () => {
  it('reads what toCsv writes', () => {
    const rows = [['code', 'note'], ['1CT-7K2M', 'say "hi", twice'], ['2EC-4PQ9', 'one\ntwo']];
    expect(parseCsv(toCsv(rows[0]!, rows.slice(1)))).toEqual(rows);
  });
  it('reads LF lines, a BOM, blank lines and a last line without an end', () => {
    expect(parseCsv('\uFEFFcode\n1CT-7K2M\n\n2EC-4PQ9')).toEqual([['code'], ['1CT-7K2M'], ['2EC-4PQ9']]);
  });
  it('reads semicolon files, as spreadsheets with a decimal comma save them', () => {
    expect(parseCsv('id;latitude;longitude\r\nA;-33,92;18,42\r\n')).toEqual([
      ['id', 'latitude', 'longitude'],
      ['A', '-33,92', '18,42'],
    ]);
  });
  it('keeps empty cells', () => {
    expect(parseCsv('a,,c\n,,x\n')).toEqual([['a', '', 'c'], ['', '', 'x']]);
  });
});

describe('datedFileName', () => {
  it('names the file after the day', () => {
    expect(datedFileName('lookup', new Date(2025, 2, 5))).toBe('lookup-2025-03-05.csv');
    expect(datedFileName('plates', new Date(2025, 11, 25), 'pdf')).toBe('plates-2025-12-25.pdf');
  });
});
