import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('replaces passwords, keys, secrets and tokens at any depth and keeps the rest', () => {
    expect(
      redactSecrets({
        email: 'a@example.com',
        password: 'hunter22',
        passwordHash: '$argon2id$...',
        googleMapsApiKey: 'AIza-secret',
        nested: { payfastPassphrase: 'x', apiKey: 'y', token: 'z', vatRate: '15.00' },
        list: [{ secret: 's', name: 'kept' }],
      }),
    ).toEqual({
      email: 'a@example.com',
      password: REDACTED,
      passwordHash: REDACTED,
      googleMapsApiKey: REDACTED,
      nested: { payfastPassphrase: REDACTED, apiKey: REDACTED, token: REDACTED, vatRate: '15.00' },
      list: [{ secret: REDACTED, name: 'kept' }],
    });
  });

  it('records dates as ISO text and leaves plain values alone', () => {
    expect(redactSecrets({ at: new Date('2026-01-02T03:04:05Z') })).toEqual({ at: '2026-01-02T03:04:05.000Z' });
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets('text')).toBe('text');
  });
});
