import { describe, expect, it } from 'vitest';
import type { V1Place } from '../../../domain/api-v1/schemas';
import { parseCsv } from '../../../domain/csv/parse';
import { codesFromCsv, lookupResultsToCsv, nearestResultsToCsv, pointsFromCsv, readNumber } from './batch-csv';

const place: V1Place = {
  zarcode: '1CT-7K2M',
  url: 'https://example.com/1CT-7K2M',
  title: 'Blue gate, Long Street',
  privacy: 'public',
  latitude: -33.9249,
  longitude: 18.4241,
  plusCode: '4FRW3C8F+2J',
  address: { line1: '12 Long Street', line2: null, suburb: 'City Centre', city: 'Cape Town', province: 'Western Cape', country: 'South Africa' },
};

describe('codesFromCsv', () => {
  it('takes the code column when the first row names one', () => {
    expect(codesFromCsv(parseCsv('Order,ZARcode\n1001,1CT-7K2M\n1002, 7jn 4pq9 \n'))).toEqual(['1CT-7K2M', '7jn 4pq9']);
  });
  it('takes the first column of every row when there is no header', () => {
    expect(codesFromCsv(parseCsv('1CT-7K2M,x\n2EC-4PQ9\n'))).toEqual(['1CT-7K2M', '2EC-4PQ9']);
  });
});

describe('pointsFromCsv', () => {
  it('reads named columns in any order, with decimal commas', () => {
    expect(pointsFromCsv(parseCsv('lng;lat;reference\n18,4241;-33,9249;A1\n'))).toEqual([
      { id: 'A1', latitudeText: '-33,9249', longitudeText: '18,4241', point: { id: 'A1', latitude: -33.9249, longitude: 18.4241 } },
    ]);
  });
  it('reads latitude, longitude and id without a header, and marks rows it cannot read', () => {
    const rows = pointsFromCsv(parseCsv('-33.9,18.4,x\nnorth,18\n-95,18\n'));
    expect(rows.map((row) => row.point)).toEqual([{ id: 'x', latitude: -33.9, longitude: 18.4 }, null, null]);
  });
});

describe('readNumber', () => {
  it.each([
    ['-33.92', -33.92],
    ['18,42', 18.42],
    ['+5', 5],
    ['', null],
    ['1e3', null],
    ['12.3.4', null],
  ])('reads %j as %j', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });
});

describe('lookupResultsToCsv', () => {
  it('writes each code as sent, its status and its place', () => {
    const csv = lookupResultsToCsv([
      { input: '1ct7k2m', status: 'found', zarcode: '1CT-7K2M', place },
      { input: '7JN-4PQ9', status: 'private', zarcode: '7JN-4PQ9', place: null },
    ]);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(['input', 'status', 'zarcode', 'title', 'latitude', 'longitude', 'plus_code', 'address_line1', 'address_line2', 'suburb', 'city', 'province', 'url']);
    expect(rows[1]).toEqual(['1ct7k2m', 'found', '1CT-7K2M', 'Blue gate, Long Street', '-33.9249', '18.4241', '4FRW3C8F+2J', '12 Long Street', '', 'City Centre', 'Cape Town', 'Western Cape', 'https://example.com/1CT-7K2M']);
    expect(rows[2]!.slice(0, 4)).toEqual(['7JN-4PQ9', 'private', '7JN-4PQ9', '']);
  });
});

describe('nearestResultsToCsv', () => {
  it('writes one line per row read, unreadable ones as invalid', () => {
    const rows = pointsFromCsv(parseCsv('id,lat,lng\nA,-33.9249,18.4241\nB,x,18\n'));
    const csv = nearestResultsToCsv(rows, [
      { id: 'A', latitude: -33.9249, longitude: 18.4241, status: 'found', distanceMeters: 3.5, place },
      null,
    ]);
    const lines = parseCsv(csv);
    expect(lines[1]!.slice(0, 6)).toEqual(['A', '-33.9249', '18.4241', 'found', '3.5', '1CT-7K2M']);
    expect(lines[2]!.slice(0, 5)).toEqual(['B', 'x', '18', 'invalid', '']);
  });
});
