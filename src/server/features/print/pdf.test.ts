import { describe, expect, it } from 'vitest';
import { MIN_MODULE_MM_AT_2M } from '../../../domain/print/print';
import { PLATE_QR_MM, qrMatrix, qrModuleMm, renderCodesPdf } from './pdf';

const item = {
  code: '1CT-7K2M',
  title: 'Thandi bakery – “best vetkoek” 🍩',
  place: 'Khayelitsha, Cape Town, Western Cape',
  plusCode: '4FRW3C8F+2J',
  url: 'https://zarcode.co.za/1CT-7K2M',
};

describe('the plate QR', () => {
  it.each(['https://zarcode.co.za/1CT-7K2M', 'https://www.zarcode.co.za/1CT-7K2M', 'http://localhost:3000/1CT-7K2M'])(
    'has modules large enough to scan from 2 m for %s',
    (url) => {
      expect(qrModuleMm(url, PLATE_QR_MM)).toBeGreaterThanOrEqual(MIN_MODULE_MM_AT_2M);
    },
  );

  it('holds the link as a standard QR code (version 3 for a short link)', () => {
    expect(qrMatrix('https://zarcode.co.za/1CT-7K2M').size).toBe(29);
  });
});

describe('renderCodesPdf', () => {
  it('writes a PDF for each format, text outside the standard fonts left out rather than failing', async () => {
    for (const format of ['plate', 'stickers', 'label'] as const) {
      const pdf = await renderCodesPdf(format, [item]);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    }
  });
});
