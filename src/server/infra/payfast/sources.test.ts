import { describe, expect, it } from 'vitest';
import { PAYFAST_NOTIFY_SOURCES, createNotifySources } from './sources';
import { isLoopbackUrl } from './gateway';

const noLookups = async (host: string): Promise<string[]> => {
  throw new Error(`unexpected lookup of ${host}`);
};

describe('createNotifySources', () => {
  it("trusts PayFast's published ranges and nothing next to them", async () => {
    const sources = createNotifySources({ entries: PAYFAST_NOTIFY_SOURCES.filter((e) => /^\d/.test(e)), allowLoopback: false, resolve: noLookups });
    for (const ip of ['197.97.145.144', '197.97.145.159', '41.74.179.192', '41.74.179.223', '102.216.36.0', '102.216.36.143', '144.126.193.139']) {
      expect(await sources.isTrusted(ip), ip).toBe(true);
    }
    for (const ip of ['197.97.145.143', '197.97.145.160', '41.74.179.224', '102.216.36.16', '8.8.8.8']) {
      expect(await sources.isTrusted(ip), ip).toBe(false);
    }
  });

  it('reads IPv4 addresses written as IPv6 (::ffff:)', async () => {
    const sources = createNotifySources({ entries: ['41.74.179.192/27'], allowLoopback: false, resolve: noLookups });
    expect(await sources.isTrusted('::ffff:41.74.179.200')).toBe(true);
  });

  it('trusts this machine only when told to (the gateway itself is on localhost)', async () => {
    expect(await createNotifySources({ entries: [], allowLoopback: false }).isTrusted('127.0.0.1')).toBe(false);
    expect(await createNotifySources({ entries: [], allowLoopback: false }).isTrusted('::1')).toBe(false);
    expect(await createNotifySources({ entries: [], allowLoopback: true }).isTrusted('127.0.0.1')).toBe(true);
    expect(await createNotifySources({ entries: [], allowLoopback: true }).isTrusted('::ffff:127.0.0.1')).toBe(true);
  });

  it("resolves PayFast's hosts when the address is in no range, and remembers them", async () => {
    const lookups: string[] = [];
    const sources = createNotifySources({
      entries: ['www.payfast.co.za', '197.97.145.144/28'],
      allowLoopback: false,
      resolve: async (host) => {
        lookups.push(host);
        return ['196.33.227.224'];
      },
    });
    expect(await sources.isTrusted('197.97.145.150')).toBe(true);
    expect(lookups).toEqual([]);
    expect(await sources.isTrusted('196.33.227.224')).toBe(true);
    expect(await sources.isTrusted('196.33.227.225')).toBe(false);
    expect(lookups).toEqual(['www.payfast.co.za']);
  });

  it('trusts nothing from a host that cannot be resolved, without failing', async () => {
    const sources = createNotifySources({
      entries: ['www.payfast.co.za'],
      allowLoopback: false,
      resolve: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    expect(await sources.isTrusted('196.33.227.224')).toBe(false);
  });
});

describe('isLoopbackUrl', () => {
  it('knows localhost', () => {
    expect(isLoopbackUrl('http://127.0.0.1:4000')).toBe(true);
    expect(isLoopbackUrl('http://localhost:4000')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:4000')).toBe(true);
    expect(isLoopbackUrl('https://sandbox.payfast.co.za')).toBe(false);
    expect(isLoopbackUrl(undefined)).toBe(false);
  });
});
