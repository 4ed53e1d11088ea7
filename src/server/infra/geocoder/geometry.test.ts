import { describe, expect, it } from 'vitest';
import { AreaIndex, ringContains } from './geometry';
import { laterWordKeys, normaliseName } from './normalise';

const square = (x0: number, y0: number, size: number): [number, number][] => [
  [x0, y0],
  [x0 + size, y0],
  [x0 + size, y0 + size],
  [x0, y0 + size],
  [x0, y0],
];

describe('ringContains', () => {
  const ring = new Float64Array(square(0, 0, 1).flat());

  it('tells inside from outside', () => {
    expect(ringContains(ring, 0.5, 0.5)).toBe(true);
    expect(ringContains(ring, 1.5, 0.5)).toBe(false);
    expect(ringContains(ring, -0.01, 0.5)).toBe(false);
  });
});

describe('AreaIndex', () => {
  // A 2-degree square with a hole in the middle (like Lesotho in South Africa's outline), and a
  // second area filling the hole.
  const index = new AreaIndex([
    { code: 'A', name: 'Outer', polygons: [[square(20, -30, 2), square(20.5, -29.5, 1)]] },
    { code: 'B', name: 'Island', polygons: [[square(30, -30, 0.1)], [square(20.6, -29.4, 0.2)]] },
  ]);

  it('finds the area containing a point, leaving out holes', () => {
    expect(index.find(20.2, -29.8)?.code).toBe('A');
    expect(index.find(21, -29)?.code).toBe(undefined);
    expect(index.find(20.7, -29.3)?.code).toBe('B');
    expect(index.find(30.05, -29.95)?.code).toBe('B');
    expect(index.find(25, -25)).toBeUndefined();
  });

  it('finds the nearest edge within a distance in kilometres', () => {
    // 0.1 degree of longitude east of the square at 29 degrees south is about 9.7 km.
    const near = index.nearest(22.1, -29, 25);
    expect(near?.area.code).toBe('A');
    expect(near?.distanceKm).toBeGreaterThan(9.5);
    expect(near?.distanceKm).toBeLessThan(10);
    expect(index.nearest(22.5, -29, 25)).toBeUndefined();
  });
});

describe('normaliseName', () => {
  it('drops accents, case and everything but letters and digits', () => {
    expect(normaliseName('Ga-Rankuwa')).toBe('garankuwa');
    expect(normaliseName('Pretória')).toBe('pretoria');
    expect(normaliseName("King William's Town")).toBe('kingwilliamstown');
    expect(normaliseName('Port Saint John’s')).toBe('portsaintjohns');
  });

  it('makes keys of the later words of a name', () => {
    expect(laterWordKeys('Mitchells Plain')).toEqual(['plain']);
    expect(laterWordKeys("King William's Town")).toEqual(['williamstown', 'town']);
    expect(laterWordKeys('Umlazi')).toEqual([]);
  });
});
