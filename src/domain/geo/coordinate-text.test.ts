import { describe, expect, it } from 'vitest';
import { parseCoordinateText } from './coordinate-text';

describe('parseCoordinateText', () => {
  it('gives null for words, and the result for coordinates', () => {
    expect(parseCoordinateText('Sea Point')).toBeNull();
    expect(parseCoordinateText('')).toBeNull();
    expect(parseCoordinateText('-33.9, 18.4')).toEqual({ kind: 'coordinates', latitude: -33.9, longitude: 18.4, source: 'decimal' });
  });
});
