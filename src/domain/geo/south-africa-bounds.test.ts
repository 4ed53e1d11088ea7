import { describe, expect, it } from 'vitest';
import { PRINCE_EDWARD_ISLANDS_BOUNDS, SOUTH_AFRICA_BOUNDS, isInSouthAfricaBox } from './south-africa-bounds';

describe('isInSouthAfricaBox', () => {
  it.each([
    ['Cape Town', -33.9249, 18.4241],
    ['Johannesburg', -26.2041, 28.0473],
    ['Durban', -29.8587, 31.0218],
    ['Gqeberha', -33.9608, 25.6022],
    ['Polokwane', -23.9045, 29.4689],
    ['Musina, near the northern border', -22.3475, 30.0422],
    ['Cape Agulhas, the southern tip', -34.8292, 20.0],
    ['Alexander Bay, the far west', -28.6, 16.4833],
    ['Kosi Bay, the far east', -26.9, 32.87],
    ['Marion Island', -46.9, 37.75],
    ['Prince Edward Island', -46.63, 37.95],
  ])('holds %s', (_name, latitude, longitude) => {
    expect(isInSouthAfricaBox(latitude, longitude)).toBe(true);
  });

  it.each([
    ['London', 51.5074, -0.1278],
    ['Harare', -17.8252, 31.0335],
    ['Lusaka', -15.3875, 28.3228],
    ['Nairobi', -1.2921, 36.8219],
    ['Antananarivo', -18.8792, 47.5079],
    ['Tristan da Cunha', -37.1052, -12.2777],
    ['the Atlantic west of Cape Town', -33.9, 15],
    ['the sea between the mainland and Marion Island', -40, 30],
    ['Null Island', 0, 0],
  ])('does not hold %s', (_name, latitude, longitude) => {
    expect(isInSouthAfricaBox(latitude, longitude)).toBe(false);
  });

  it('is two boxes that do not overlap', () => {
    expect(SOUTH_AFRICA_BOUNDS.south).toBeGreaterThan(PRINCE_EDWARD_ISLANDS_BOUNDS.north);
  });
});
