import { describe, expect, it } from 'vitest';
import { fitsOneSms } from '../channels/gsm7';
import { requestLinkPath, requestShareText, requestSmsText, requestStatus } from './location-requests';

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

describe('requestSmsText', () => {
  const link = 'https://zarcode.co.za/r/q1W2e3R4t5Y6u7I8o9P0a1S2';

  it('is the shared text when it fits one SMS', () => {
    expect(requestSmsText('Thandi Nkosi', 'Parcel 4471', link)).toBe(requestShareText('Thandi Nkosi', 'Parcel 4471', link));
  });

  it('cuts a long note, keeping the link whole, in the GSM alphabet', () => {
    const text = requestSmsText('Anké Müller', `Parcel for Nêrens – ${'very '.repeat(40)}long`, link);
    expect(fitsOneSms(text)).toBe(true);
    expect(text).toMatch(/^Anké Müller asks for your location \(Parcel for Nerens - very .*\.\.\.\)\. Tap to share it: /);
    expect(text.endsWith(link)).toBe(true);
  });
});
