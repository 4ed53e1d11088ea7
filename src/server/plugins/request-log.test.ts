import { describe, expect, it } from 'vitest';
import { maskUrlSecrets } from './request-log';

describe('maskUrlSecrets', () => {
  it.each([
    ['/r/q1W2e3R4t5Y6u7I8o9P0a1S2', '/r/[secret]'],
    ['/api/r/q1W2e3R4t5Y6u7I8o9P0a1S2/answer', '/api/r/[secret]/answer'],
    ['/1CT-7K2M?k=abcdef&lite=1', '/1CT-7K2M?k=[secret]&lite=1'],
    ['/api/zarcodes/1CT-7K2M/access?k=abc', '/api/zarcodes/1CT-7K2M/access?k=[secret]'],
    ['/reset-password?token=xyz', '/reset-password?token=[secret]'],
    ['/api/channels/ussd?secret=s3cr3t-value', '/api/channels/ussd?secret=[secret]'],
    ['/api/channels/whatsapp?hub.mode=subscribe&hub.verify_token=abc&hub.challenge=1', '/api/channels/whatsapp?hub.mode=subscribe&hub.verify_token=[secret]&hub.challenge=1'],
    ['/api/zarcodes/1CT-7K2M', '/api/zarcodes/1CT-7K2M'],
    ['/rates?kind=1', '/rates?kind=1'],
  ])('logs %s as %s', (url, logged) => {
    expect(maskUrlSecrets(url)).toBe(logged);
  });
});
