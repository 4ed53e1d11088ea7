import { lookup } from 'node:dns/promises';
import net from 'node:net';

/**
 * Where PayFast's notifications come from, as PayFast publishes it: its hosts (resolved, as its own
 * SDK does) and its address ranges. PAYFAST_NOTIFY_SOURCES replaces the list.
 */
export const PAYFAST_NOTIFY_SOURCES = [
  'www.payfast.co.za',
  'sandbox.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
  '197.97.145.144/28',
  '41.74.179.192/27',
  '102.216.36.0/28',
  '102.216.36.128/28',
  '144.126.193.139',
];

const HOST_CACHE_MS = 10 * 60_000;
const FAILED_LOOKUP_CACHE_MS = 60_000;
const LOOKUP_TIMEOUT_MS = 3_000;

export interface NotifySources {
  /** Whether a notification from `ip` may be from PayFast. Never throws. */
  isTrusted(ip: string): Promise<boolean>;
}

type Range = { base: number; mask: number };

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function parseRange(entry: string): Range | null {
  const [address, bits = '32'] = entry.split('/');
  if (!address || net.isIPv4(address) === false || !/^\d{1,2}$/.test(bits) || Number(bits) > 32) return null;
  const prefix = Number(bits);
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { base: (ipv4ToNumber(address) & mask) >>> 0, mask };
}

/** '::ffff:1.2.3.4' is 1.2.3.4. */
function plainAddress(ip: string): string {
  return ip.replace(/^::ffff:/i, '');
}

function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || /^127\.\d+\.\d+\.\d+$/.test(ip);
}

/**
 * The trusted sources from `entries` (hosts, IPv4 addresses, CIDR ranges; IPv6 addresses exactly).
 * Hosts are resolved when a notification's address is not in a range, and remembered for ten
 * minutes. `allowLoopback` trusts this machine: only when the gateway itself is on localhost.
 */
export function createNotifySources(options: {
  entries?: string[] | undefined;
  allowLoopback: boolean;
  resolve?: (host: string) => Promise<string[]>;
}): NotifySources {
  const entries = options.entries ?? PAYFAST_NOTIFY_SOURCES;
  const ranges: Range[] = [];
  const exact = new Set<string>();
  const hosts: string[] = [];
  for (const entry of entries) {
    if (!entry) continue;
    const range = parseRange(entry);
    if (range) ranges.push(range);
    else if (net.isIPv6(entry)) exact.add(entry.toLowerCase());
    else hosts.push(entry.toLowerCase());
  }
  const resolve =
    options.resolve ?? (async (host: string) => (await lookup(host, { all: true })).map((a) => a.address));
  const cache = new Map<string, { addresses: string[]; until: number }>();

  async function hostAddresses(host: string): Promise<string[]> {
    const cached = cache.get(host);
    if (cached && cached.until > Date.now()) return cached.addresses;
    let addresses: string[] = [];
    let ttl = HOST_CACHE_MS;
    try {
      addresses = await Promise.race([
        resolve(host),
        new Promise<string[]>((_, reject) =>
          setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS).unref(),
        ),
      ]);
    } catch {
      ttl = FAILED_LOOKUP_CACHE_MS;
    }
    cache.set(host, { addresses: addresses.map(plainAddress), until: Date.now() + ttl });
    return addresses;
  }

  return {
    async isTrusted(rawIp) {
      const ip = plainAddress(rawIp).toLowerCase();
      if (isLoopbackAddress(ip)) return options.allowLoopback;
      if (net.isIPv4(ip)) {
        const value = ipv4ToNumber(ip);
        if (ranges.some((range) => ((value & range.mask) >>> 0) === range.base)) return true;
      }
      if (exact.has(ip)) return true;
      for (const host of hosts) {
        if ((await hostAddresses(host)).map(plainAddress).includes(ip)) return true;
      }
      return false;
    },
  };
}
