import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { hostNotFoundMessage, privateAddressMessage } from '../../../domain/webhooks/webhooks';

/**
 * The addresses a webhook may never reach unless WEBHOOKS_ALLOW_PRIVATE is set: this machine, the
 * networks behind it and the cloud's metadata service (169.254.169.254), which a request made for
 * someone else could otherwise read (server-side request forgery). Also the ranges that are no one's
 * on the internet (documentation, benchmarking, multicast, reserved), and the IPv6 forms that carry an
 * IPv4 address inside (mapped ones are checked as that address; NAT64, 6to4 and Teredo are refused).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata service
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback (::1), IPv4-compatible
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether `ip` (IPv4 or IPv6, an IPv4-mapped IPv6 address read as its IPv4 one) is on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name, as the system resolves it (tests give their own). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A destination refused or not found: the message says why, for the delivery's record and for the owner. */
export class DestinationError extends Error {
  override name = 'DestinationError';
}

/** '[::1]' is ::1: the host of a URL as an address, or null when it is a name. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? bare : null;
}

/**
 * The addresses to connect to for `hostname`: resolved once, here, and every one of them public
 * (`allowPrivate` aside), so that the request goes to an address that was checked and a name cannot
 * resolve to a public address for the check and to a private one for the connection (DNS rebinding).
 * A name with any private address is refused whole. Throws DestinationError.
 */
export async function resolveDestination(hostname: string, options: { allowPrivate: boolean; resolve: ResolveHost }): Promise<ResolvedAddress[]> {
  const literal = literalAddress(hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal, family: isIP(literal) }];
  } else {
    try {
      addresses = await options.resolve(hostname);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new DestinationError(hostNotFoundMessage(hostname));
  }
  if (!options.allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      const resolved = literal ? refused.address : `${hostname} (${refused.address})`;
      throw new DestinationError(privateAddressMessage(resolved));
    }
  }
  return addresses;
}
