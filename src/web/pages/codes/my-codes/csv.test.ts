import { describe, expect, it } from 'vitest';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { csvFileName, zarcodesToCsv } from './csv';

const code: ZarcodeRecord = {
  id: 'id-1',
  zarcode: '1CT-7K2M',
  title: 'Blue gate, "the big one"',
  description: 'Ring twice\nthen wait',
  privacy: 'public',
  latitude: '-33.924900',
  longitude: '18.424100',
  addressLine1: '12 Long Street',
  addressLine2: null,
  suburb: 'City Centre',
  city: 'Cape Town',
  province: 'Western Cape',
  country: 'South Africa',
  creatorSlug: null,
  imageCount: 2,
  views: 7,
  createdAt: '2025-03-05T10:00:00.000Z',
  updatedAt: '2025-03-05T10:00:00.000Z',
  isCreatorCode: false,
  isVerified: false,
  user: null,
  plusCode: '4FRW3CFF+M8',
  canEdit: true,
  canDelete: true,
  canRequestChange: true,
};

describe('zarcodesToCsv', () => {
  it('writes a header and one row per code, with a link to each page', () => {
    const lines = zarcodesToCsv([code], 'https://example.com').split('\r\n');
    expect(lines[0]).toMatch(/^ZARcode,Title,Description,/);
    expect(lines[1]).toContain('1CT-7K2M,"Blue gate, ""the big one""","Ring twice\nthen wait",public,12 Long Street,,');
    expect(lines[1]).toContain('-33.924900,18.424100,4FRW3CFF+M8,2,7,2025-03-05T10:00:00.000Z,https://example.com/zarcodes/1CT-7K2M');
    expect(lines[2]).toBe('');
  });
});

describe('csvFileName', () => {
  it('names the file after the day', () => {
    expect(csvFileName(new Date(2025, 2, 5))).toBe('zarcodes-2025-03-05.csv');
  });
});
