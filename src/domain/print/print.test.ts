import { describe, expect, it } from 'vitest';
import { mmToPt, printFileName } from './print';

describe('printFileName', () => {
  it('names one code and a selection', () => {
    expect(printFileName('plate', ['1CT-7K2M'])).toBe('ZARcode-1CT-7K2M-plate.pdf');
    expect(printFileName('label', ['1CT-7K2M', '2EC-4PQ9'])).toBe('ZARcode-labels-2-codes.pdf');
    expect(printFileName('stickers', ['1CT-7K2M', '2EC-4PQ9'])).toBe('ZARcode-stickers-2-codes.pdf');
  });
});

describe('mmToPt', () => {
  it('converts millimetres to points', () => {
    expect(mmToPt(25.4)).toBe(72);
    expect(mmToPt(148)).toBeCloseTo(419.53, 2);
  });
});
