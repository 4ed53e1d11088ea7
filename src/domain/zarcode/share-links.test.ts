import { describe, expect, it } from 'vitest';
import { fullAddress, placeLine, pointOf, regionLine, streetLine } from './code-place';
import { codePageUrl, embedSnippet, geoUri, googleMapsDirectionsUrl, qrFileName, shareText, smsUrl, wazeUrl, whatsAppTextUrl, whatsAppUrl } from './share-links';

const code = {
  zarcode: '1CT-7K2M',
  title: 'Blue gate next to the spaza shop',
  privacy: 'public' as const,
  latitude: '-33.9249',
  longitude: '18.424100',
  addressLine1: '12 Long Street',
  addressLine2: null,
  suburb: 'City Centre',
  city: 'Cape Town',
  province: 'Western Cape' as const,
  country: 'South Africa',
};
const origin = 'https://zarcode.example';

describe('share links', () => {
  it('links to the code page', () => {
    expect(codePageUrl(origin, '1CT-7K2M')).toBe('https://zarcode.example/zarcodes/1CT-7K2M');
  });

  it('navigates with Google Maps and Waze to the 6-decimal coordinates', () => {
    expect(googleMapsDirectionsUrl(code)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.924900,18.424100',
    );
    expect(wazeUrl(code)).toBe('https://waze.com/ul?ll=-33.924900,18.424100&navigate=yes');
  });

  it('shares a public code with its title, place and link on WhatsApp', () => {
    const url = new URL(whatsAppUrl(origin, code));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      'Blue gate next to the spaza shop\nZARcode 1CT-7K2M · City Centre, Cape Town, Western Cape\nhttps://zarcode.example/zarcodes/1CT-7K2M',
    );
  });

  it('leaves a private code title out of shared text, even when the owner can see it', () => {
    expect(shareText({ ...code, privacy: 'private' })).toBe('ZARcode 1CT-7K2M · City Centre, Cape Town, Western Cape');
  });

  it('embeds a 600x600 iframe of the embed page', () => {
    expect(embedSnippet(origin, '1CT-7K2M')).toBe(
      '<iframe src="https://zarcode.example/embed/1CT-7K2M" width="600" height="600" style="border:0" loading="lazy" title="ZARcode 1CT-7K2M"></iframe>',
    );
  });

  it("hands the point to the phone's own maps app with a geo: URI labelled by the code", () => {
    expect(geoUri(code)).toBe('geo:-33.924900,18.424100?q=-33.924900,18.424100(ZARcode%201CT-7K2M)');
  });

  it('sends any text on WhatsApp or as an SMS, and navigates to a point given as numbers', () => {
    expect(whatsAppTextUrl('Hi & bye')).toBe('https://wa.me/?text=Hi%20%26%20bye');
    expect(smsUrl('Tap: https://x.co/r/a')).toBe('sms:?&body=Tap%3A%20https%3A%2F%2Fx.co%2Fr%2Fa');
    expect(googleMapsDirectionsUrl({ latitude: -26.2041, longitude: 28.0473 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-26.204100,28.047300',
    );
  });

  it('names the QR download after the code', () => {
    expect(qrFileName('1CT-7K2M')).toBe('ZARcode-1CT-7K2M.png');
  });
});

describe('code place', () => {
  it('reads the region, the place and the full address', () => {
    expect(regionLine(code)).toBe('Cape Town, Western Cape, South Africa');
    expect(placeLine(code)).toBe('City Centre, Cape Town, Western Cape');
    expect(fullAddress(code)).toBe('12 Long Street, City Centre, Cape Town, Western Cape, South Africa');
    expect(streetLine(code)).toBe('12 Long Street, City Centre');
  });

  it('does not repeat a suburb that is the city', () => {
    expect(placeLine({ ...code, suburb: 'Cape Town' })).toBe('Cape Town, Western Cape');
  });

  it('writes coordinates with 6 decimals', () => {
    expect(pointOf(code)).toMatchObject({ latitude: -33.9249, text: '-33.924900, 18.424100' });
  });
});
