import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF policy of webhook URLs: a webhook may only reach public unicast addresses, unless
 * WEBHOOK_ALLOW_PRIVATE_ADDRESSES is set. Checked when the webhook is created and again on every
 * delivery, on every address the host resolves to then (a name may be rebound to 127.0.0.1).
 */

/** Address ranges that are not the public internet (IANA special-purpose registries). */
const NOT_PUBLIC: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['64:ff9b::', 96, 'ipv6'], // NAT64: reaches IPv4 addresses, private ones included
  ['64:ff9b:1::', 48, 'ipv6'], // local NAT64
  ['100::', 64, 'ipv6'], // discard
  ['2001::', 23, 'ipv6'], // IETF protocol assignments
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4: embeds an IPv4 address
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const notPublic = new BlockList();
for (const [net, prefix, family] of NOT_PUBLIC) notPublic.addSubnet(net, prefix, family);

/** True for a public unicast address (IPv4-mapped IPv6 is judged as the IPv4 address it maps). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  const family = isIP(ip);
  if (family === 0) return false;
  return !notPublic.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export type UrlRefusal =
  | { code: 'INVALID_WEBHOOK_URL'; reason: 'MALFORMED' | 'NOT_HTTP' | 'CREDENTIALS' | 'UNRESOLVABLE' }
  | { code: 'WEBHOOK_URL_NOT_PUBLIC'; reason: 'NOT_PUBLIC'; address: string };

/** The URL's form: absolute http(s), no user:password. Null when fine. */
export function urlFormRefusal(text: string): UrlRefusal | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { code: 'INVALID_WEBHOOK_URL', reason: 'MALFORMED' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { code: 'INVALID_WEBHOOK_URL', reason: 'NOT_HTTP' };
  // Credentials in a URL would be shown back in listings and logs: a receiver checks the signature instead.
  if (url.username || url.password) return { code: 'INVALID_WEBHOOK_URL', reason: 'CREDENTIALS' };
  return null;
}

/** The first address of `addresses` the policy refuses, if any. */
export function refusedAddress(addresses: readonly string[], allowPrivate: boolean): string | undefined {
  return allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a));
}

/** Every address `host` resolves to now (an IP literal is itself). */
export async function resolveHost(host: string): Promise<string[]> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (isIP(bare)) return [bare];
  const found = await lookup(bare, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/** The whole check of a URL: its form, then every address its host resolves to. Null when fine. */
export async function urlRefusal(text: string, allowPrivate: boolean): Promise<UrlRefusal | null> {
  const form = urlFormRefusal(text);
  if (form) return form;
  let addresses: string[];
  try {
    addresses = await resolveHost(new URL(text).hostname);
  } catch {
    return { code: 'INVALID_WEBHOOK_URL', reason: 'UNRESOLVABLE' };
  }
  if (addresses.length === 0) return { code: 'INVALID_WEBHOOK_URL', reason: 'UNRESOLVABLE' };
  const refused = refusedAddress(addresses, allowPrivate);
  return refused === undefined ? null : { code: 'WEBHOOK_URL_NOT_PUBLIC', reason: 'NOT_PUBLIC', address: refused };
}
