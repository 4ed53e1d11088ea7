import { describe, expect, it } from 'vitest';
import { requestLinkPath, requestShareText, requestStatus } from './location-requests';

describe('requestStatus', () => {
  const now = new Date('2026-03-05T12:00:00Z');
  it('is open until it expires, then expired', () => {
    expect(requestStatus({ answeredAt: null, expiresAt: '2026-03-05T12:00:01Z' }, now)).toBe('open');
    expect(requestStatus({ answeredAt: null, expiresAt: '2026-03-05T12:00:00Z' }, now)).toBe('expired');
  });
  it('is answered once it has an answer, even after it expired', () => {
    expect(requestStatus({ answeredAt: '2026-03-05T11:00:00Z', expiresAt: '2026-03-05T11:30:00Z' }, now)).toBe('answered');
  });
});

describe('requestShareText', () => {
  it('says who asks, why, and the link', () => {
    expect(requestShareText('Thandi Nkosi', 'Parcel from Takealot', 'https://z.co/r/abc')).toBe(
      'Thandi Nkosi asks for your location (Parcel from Takealot). Tap to share it: https://z.co/r/abc',
    );
    expect(requestShareText('Thandi Nkosi', null, 'https://z.co/r/abc')).toBe('Thandi Nkosi asks for your location. Tap to share it: https://z.co/r/abc');
  });
});

describe('requestLinkPath', () => {
  it('puts the token in the path', () => {
    expect(requestLinkPath('a-b_c')).toBe('/r/a-b_c');
  });
});
