import { describe, expect, it } from 'vitest';
import { csvTable } from './csv';
import { parseCsv } from './parse';

describe('parseCsv', () => {
  it('reads what toCsv writes', () => {
    const rows = [['code', 'note'], ['1CT-7K2M', 'say "hi", twice'], ['2EC-4PQ9', 'one\ntwo']];
    expect(parseCsv(csvTable(rows[0]!, rows.slice(1)))).toEqual(rows);
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
