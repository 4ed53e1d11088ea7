import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolveDestination, type ResolveHost } from './destinations';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.5.6.7',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    'fe80::1',
    'fd00::1',
    'fc00::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'not an address',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['8.8.8.8', '41.74.179.200', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '2c0f:fb50::1', '::ffff:8.8.8.8'])('lets %s through', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('resolveDestination', () => {
  const resolver =
    (table: Record<string, string[]>): ResolveHost =>
    async (hostname) =>
      (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const guarded = { allowPrivate: false, resolve: resolver({ 'hooks.example.com': ['41.74.179.200'], 'inside.example.com': ['41.74.179.200', '10.1.2.3'], 'meta.example.com': ['169.254.169.254'] }) };

  it('answers the public addresses of a name, to connect to those and no others', async () => {
    await expect(resolveDestination('hooks.example.com', guarded)).resolves.toEqual([{ address: '41.74.179.200', family: 4 }]);
  });

  it('refuses a name with a private address among its addresses, naming it', async () => {
    await expect(resolveDestination('inside.example.com', guarded)).rejects.toThrow('inside.example.com (10.1.2.3) is a private, loopback or link-local address');
    await expect(resolveDestination('meta.example.com', guarded)).rejects.toThrow('meta.example.com (169.254.169.254)');
  });

  it('refuses private addresses written as such, IPv6 ones in brackets', async () => {
    await expect(resolveDestination('127.0.0.1', guarded)).rejects.toThrow('127.0.0.1 is a private');
    await expect(resolveDestination('[::1]', guarded)).rejects.toThrow('::1 is a private');
  });

  it('refuses a name that does not resolve', async () => {
    await expect(resolveDestination('nowhere.example.com', guarded)).rejects.toThrow('nowhere.example.com could not be found');
  });

  it('lets private addresses through when they are allowed (tests, closed networks)', async () => {
    await expect(resolveDestination('127.0.0.1', { ...guarded, allowPrivate: true })).resolves.toEqual([{ address: '127.0.0.1', family: 4 }]);
    await expect(resolveDestination('inside.example.com', { ...guarded, allowPrivate: true })).resolves.toHaveLength(2);
  });
});
