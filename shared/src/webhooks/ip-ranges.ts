/**
 * Which IP addresses a webhook may reach: only public unicast ones. Pure (no DNS, no Node APIs) so
 * the browser form and the server guard share one list. Input is an address as WHATWG URL or
 * `dns.lookup` writes it (dotted-decimal IPv4, IPv6 with or without brackets or a zone id); anything
 * else is answered `invalid`, so an unexpected spelling fails closed rather than open.
 *
 * IPv6 addresses that carry an IPv4 address (IPv4-mapped `::ffff:0:0/96`, SIIT `::ffff:0:0:0/96`,
 * NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) are judged by the IPv4 address they carry: a gateway
 * would deliver them there. Outside those, only global unicast `2000::/3` can be public.
 */

/** Why an address is not public; `invalid` when it is not an IP address in a form we accept. */
export type NonPublicRange =
  | 'invalid'
  | 'unspecified'
  | 'this-network'
  | 'loopback'
  | 'private'
  | 'shared-address-space'
  | 'link-local'
  | 'ietf-protocol-assignments'
  | 'documentation'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'broadcast'
  | 'ipv4-compatible'
  | 'nat64-local-use'
  | 'discard-only'
  | 'unique-local'
  | 'site-local';

interface Cidr {
  readonly base: bigint;
  readonly prefix: number;
  readonly range: NonPublicRange;
}

const IPV4_BITS = 32;
const IPV6_BITS = 128;

function cidr(address: bigint | null, prefix: number, range: NonPublicRange): Cidr {
  if (address === null) throw new Error('A CIDR in the table is not an address.');
  return { base: address, prefix, range };
}

function inCidr(address: bigint, bits: number, block: Cidr): boolean {
  const shift = BigInt(bits - block.prefix);
  return address >> shift === block.base >> shift;
}

/** A dotted-decimal IPv4 address (exactly four decimal parts 0–255, no leading zeros) as a number. */
export function parseIPv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

/**
 * An IPv6 address as a 128-bit number: accepts `::` compression, a dotted IPv4 tail, surrounding
 * brackets and a zone id (`fe80::1%eth0`, dropped: the zone does not change the range).
 */
export function parseIPv6(text: string): bigint | null {
  let input = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = input.indexOf('%');
  if (zone !== -1) input = input.slice(0, zone);
  if (input.length === 0 || input.split('::').length > 2) return null;

  const groups: number[] = [];
  const [head = '', tail] = input.split('::');
  const toGroups = (part: string, allowIPv4Tail: boolean): number[] | null => {
    if (part === '') return [];
    const pieces = part.split(':');
    const result: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      if (allowIPv4Tail && index === pieces.length - 1 && piece.includes('.')) {
        const ipv4 = parseIPv4(piece);
        if (ipv4 === null) return null;
        result.push(Number(ipv4 >> 16n), Number(ipv4 & 0xffffn));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        result.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return result;
  };

  const headGroups = toGroups(head, tail === undefined);
  const tailGroups = tail === undefined ? [] : toGroups(tail, true);
  if (!headGroups || !tailGroups) return null;
  if (tail === undefined) {
    if (headGroups.length !== 8) return null;
    groups.push(...headGroups);
  } else {
    const missing = 8 - headGroups.length - tailGroups.length;
    if (missing < 1) return null;
    groups.push(...headGroups, ...Array<number>(missing).fill(0), ...tailGroups);
  }
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

const v4 = (text: string, prefix: number, range: NonPublicRange) => cidr(parseIPv4(text), prefix, range);
const v6 = (text: string, prefix: number, range: NonPublicRange) => cidr(parseIPv6(text), prefix, range);

/** IANA IPv4 special-purpose registry entries that are not globally reachable, plus multicast. */
const IPV4_NON_PUBLIC: readonly Cidr[] = [
  v4('0.0.0.0', 8, 'this-network'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'shared-address-space'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'ietf-protocol-assignments'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** IPv6 blocks that embed an IPv4 address, and where it sits (bits from the right). */
const IPV6_EMBEDDING_IPV4: readonly { block: Cidr; ipv4Shift: bigint }[] = [
  { block: v6('::ffff:0:0', 96, 'reserved'), ipv4Shift: 0n },
  { block: v6('::ffff:0:0:0', 96, 'reserved'), ipv4Shift: 0n },
  { block: v6('64:ff9b::', 96, 'reserved'), ipv4Shift: 0n },
  { block: v6('2002::', 16, 'reserved'), ipv4Shift: 80n },
];

/** Checked in order: the first match names the range. */
const IPV6_NON_PUBLIC: readonly Cidr[] = [
  v6('::', 128, 'unspecified'),
  v6('::1', 128, 'loopback'),
  v6('::', 96, 'ipv4-compatible'),
  v6('64:ff9b:1::', 48, 'nat64-local-use'),
  v6('100::', 64, 'discard-only'),
  v6('2001::', 23, 'ietf-protocol-assignments'),
  v6('2001:db8::', 32, 'documentation'),
  v6('3fff::', 20, 'documentation'),
  v6('fc00::', 7, 'unique-local'),
  v6('fe80::', 10, 'link-local'),
  v6('fec0::', 10, 'site-local'),
  v6('ff00::', 8, 'multicast'),
];

const IPV6_GLOBAL_UNICAST = v6('2000::', 3, 'reserved');

function ipv4Range(address: bigint): NonPublicRange | null {
  return IPV4_NON_PUBLIC.find((block) => inCidr(address, IPV4_BITS, block))?.range ?? null;
}

function ipv6Range(address: bigint): NonPublicRange | null {
  for (const { block, ipv4Shift } of IPV6_EMBEDDING_IPV4) {
    if (inCidr(address, IPV6_BITS, block)) return ipv4Range((address >> ipv4Shift) & 0xffffffffn);
  }
  const special = IPV6_NON_PUBLIC.find((block) => inCidr(address, IPV6_BITS, block));
  if (special) return special.range;
  return inCidr(address, IPV6_BITS, IPV6_GLOBAL_UNICAST) ? null : 'reserved';
}

/** The non-public range an IP address belongs to, or null when it is a public unicast address. */
export function nonPublicRangeOf(address: string): NonPublicRange | null {
  const ipv4 = parseIPv4(address);
  if (ipv4 !== null) return ipv4Range(ipv4);
  const ipv6 = address.includes(':') ? parseIPv6(address) : null;
  if (ipv6 !== null) return ipv6Range(ipv6);
  return 'invalid';
}

/** True when a webhook may be delivered to this address. */
export function isPublicAddress(address: string): boolean {
  return nonPublicRangeOf(address) === null;
}

/** True for an IP literal (IPv4 dotted decimal or IPv6, bracketed or not). */
export function isIpLiteral(host: string): boolean {
  return parseIPv4(host) !== null || (host.includes(':') && parseIPv6(host) !== null);
}
