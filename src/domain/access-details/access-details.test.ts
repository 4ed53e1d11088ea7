import { describe, expect, it } from 'vitest';
import { accessDetailsLength, deliveryLinkUrl, hasNoAccessDetails } from './access-details';

const empty = { unitFloor: null, gateCode: null, entrance: null, openingHours: null, landmark: null, driverNote: null };

describe('access details', () => {
  it('counts the characters of every field together', () => {
    expect(accessDetailsLength({ gateCode: '1234#', driverNote: 'Ring twice' })).toBe(15);
    expect(accessDetailsLength(empty)).toBe(0);
  });

  it('knows when nothing is filled in', () => {
    expect(hasNoAccessDetails(empty)).toBe(true);
    expect(hasNoAccessDetails({ ...empty, landmark: 'Blue water tank' })).toBe(false);
  });

  it("makes a delivery link of the code's page and the secret", () => {
    expect(deliveryLinkUrl('https://zarcode.co.za/', '1CT-7K2M', 'a_b-c')).toBe('https://zarcode.co.za/1CT-7K2M?k=a_b-c');
  });
});
