import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvLine, csvTable, toCsv, type CsvColumn } from './csv';

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans alone', () => {
    expect(csvCell('Cape Town')).toBe('Cape Town');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('-33.924900')).toBe('-33.924900');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each(['=HYPERLINK("x")', '+27 21 000', '-1+2', '@SUM(A1)', '\t=1', '\r=1'])('defuses the formula %j', (text) => {
    expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
  });

  it('defuses a formula that also needs quoting, inside the quotes', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('toCsv', () => {
  const columns: CsvColumn<{ name: string; total: number | null }>[] = [
    ['Name', (row) => row.name],
    ['Total', (row) => row.total],
  ];

  it('writes a header and one CRLF line per row', () => {
    expect(toCsv(columns, [{ name: 'Sipho, Jr', total: 2 }, { name: '=cmd', total: null }])).toBe(
      'Name,Total\r\n"Sipho, Jr",2\r\n\'=cmd,\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(columns, [])).toBe('Name,Total\r\n');
    expect(csvLine([])).toBe('\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after what it holds and the day', () => {
    expect(csvFileName('zarcodes', '2025-03-05')).toBe('zarcodes-2025-03-05.csv');
  });
});

describe('csvTable', () => {
  it('writes the header and rows with CRLF', () => {
    expect(csvTable(['code', 'n'], [['1CT-7K2M', 2], ['a,b', null]])).toBe('code,n\r\n1CT-7K2M,2\r\n"a,b",\r\n');
  });
});
