import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const MAPPED_IPV4 = '::ffff:';

/** An IPv6 address in its RFC 5952 form (lower case, the longest run of zeros as "::"), which the URL parser writes. */
const canonical = (ipv6: string): string => new URL(`http://[${ipv6}]/`).hostname.slice(1, -1);

/** The eight groups of an IPv6 address, "::" filled in. */
function groupsOf(ipv6: string): number[] {
  const [head, tail] = canonical(ipv6).split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The address a limit counts: Fastify's `req.ip`, which believes X-Forwarded-For only as far as TRUST_PROXY says. An
 * IPv4 client reached over an IPv6 socket counts as its IPv4 address; an IPv6 client by its /64, which it owns whole
 * and could otherwise walk through.
 */
export function clientAddress(req: Pick<FastifyRequest, 'ip'>): string {
  const address = req.ip.split('%')[0];
  // Most clients are IPv4, and an address without a colon is no IPv6 one: isIPv6's pattern is left to the rest.
  if (!address.includes(':') || !isIPv6(address)) return address;
  if (address.toLowerCase().startsWith(MAPPED_IPV4) && isIPv4(address.slice(MAPPED_IPV4.length))) {
    return address.slice(MAPPED_IPV4.length);
  }
  const groups = groupsOf(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return canonical([...groups.slice(0, 4), 0, 0, 0, 0].map((group) => group.toString(16)).join(':'));
}
