import { isIPv6 } from 'node:net';

/**
 * The part of a client address that per-address limits count: an IPv4 address as it is, an IPv6
 * address by its /64 network. One IPv6 subscriber (a phone, a home router) is normally given a whole
 * /64 and may pick any address in it, so counting per full address would give each of them an
 * endless supply of fresh counters. IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is an IPv4 client and is
 * counted per address, as `10.0.0.1`. See docs/decisions/0010-rate-limits-under-attack.md.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = expandIPv6(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`;
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::`, a zone, or an embedded IPv4 tail). */
function expandIPv6(ip: string): number[] {
  let s = ip.split('%')[0].toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    s = `${s.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

/**
 * A client address as the access log writes it: an IPv4 address without its last part
 * (198.51.100.0), an IPv6 address by its /48. Enough to see a network that misbehaves; not enough,
 * with the log's times, to find one visitor's Insights record (its hash needs the whole address).
 */
export function loggedAddress(ip: string): string {
  const key = clientAddressKey(ip);
  if (!isIPv6(ip) || !key.endsWith('/64')) return key.replace(/\.\d+$/, '.0');
  return `${key.split(':').slice(0, 3).join(':')}::/48`;
}
