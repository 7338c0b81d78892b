// Reading IP addresses: one library (ipaddr.js) for every place that does, the desktop app's
// local-network filter, the embedded backend and the hosted functions (docs/threat-model.md #38).
import ipaddr from 'ipaddr.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** Where an address leads, in Chromium's Local Network Access terms. */
export type AddressSpace = 'loopback' | 'local' | 'public';

/**
 * Parses an address as a socket, a proxy header or a URL host writes it: brackets and an IPv6
 * zone id (`%eth0`) are dropped, IPv4 may be written as inet_aton reads it (`127.1`, `0x7f.1`,
 * `2130706433`, as the URL parser does), and an IPv4 address mapped into IPv6 (`::ffff:7f00:1`,
 * however spelled) is that IPv4 address. Undefined when the text is not an address.
 */
export function parseIpAddress(text: string | undefined): IpAddress | undefined {
  const bare = text?.trim().replace(/^\[(.*)\]$/, '$1');
  if (!bare || !ipaddr.isValid(bare)) return undefined;
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') return address;
  const ipv6 = address as ipaddr.IPv6;
  return ipv6.isIPv4MappedAddress() ? ipv6.toIPv4Address() : ipv6;
}

/** IPv6 ranges that carry an IPv4 address in their last 32 bits, and reach it. */
const IPV4_IN_LAST_32_BITS = [
  ipaddr.parseCIDR('64:ff9b::/96'), // NAT64 (RFC 6052)
  ipaddr.parseCIDR('::ffff:0:0:0/96'), // IPv4-translated (RFC 6145)
  ipaddr.parseCIDR('::/96'), // IPv4-compatible (deprecated), `::7f00:1`
];

/** The IPv4 address an IPv6 address leads to through a translator or 6to4, if any. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  // 6to4 (2002::/16) carries it in bits 16 to 47.
  if (address.range() === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  // `::` and `::1` are in ::/96 too: they are themselves.
  if (address.range() === 'unspecified' || address.range() === 'loopback') return undefined;
  if (!IPV4_IN_LAST_32_BITS.some((range) => address.match(range))) return undefined;
  return new ipaddr.IPv4(bytes.slice(12));
}

const IPV4_SPACES: Partial<Record<string, AddressSpace>> = {
  loopback: 'loopback',
  // 0.0.0.0/8 reaches this computer on Linux and macOS.
  unspecified: 'loopback',
  private: 'local',
  linkLocal: 'local',
  carrierGradeNat: 'local',
};

const IPV6_SPACES: Partial<Record<string, AddressSpace>> = {
  loopback: 'loopback',
  unspecified: 'loopback',
  uniqueLocal: 'local',
  linkLocal: 'local',
};

/**
 * The address space of an address: loopback (127/8, 0/8, ::1, ::), local (private, link-local,
 * carrier-grade NAT, unique-local) or public. An IPv6 address that carries an IPv4 one (mapped,
 * NAT64, translated, compatible, 6to4) counts as that IPv4 address.
 */
export function addressSpaceOf(address: IpAddress): AddressSpace {
  if (address.kind() === 'ipv4') return IPV4_SPACES[address.range()] ?? 'public';
  const ipv6 = address as ipaddr.IPv6;
  const ipv4 = embeddedIpv4(ipv6);
  if (ipv4) return addressSpaceOf(ipv4);
  return IPV6_SPACES[ipv6.range()] ?? 'public';
}

/**
 * True for an address of this computer as a socket reports its peer: 127.0.0.0/8 or ::1, also
 * mapped into IPv6. Not the unspecified address, nor addresses that reach IPv4 loopback only
 * through a translator: no peer comes from those.
 */
export function isLoopbackAddress(text: string | undefined): boolean {
  return parseIpAddress(text)?.range() === 'loopback';
}

/**
 * What rate limits count a client by: its IPv4 address (also when IPv6 carries it), or the /64
 * network of an IPv6 address, since one IPv6 host commonly holds a whole /64 and could otherwise
 * rotate through it. Text that is no address is counted as it is.
 */
export function rateLimitAddress(text: string | undefined): string {
  if (!text) return 'unknown';
  const address = parseIpAddress(text);
  if (!address) return text;
  if (address.kind() === 'ipv4') return address.toString();
  const ipv6 = address as ipaddr.IPv6;
  const ipv4 = embeddedIpv4(ipv6);
  if (ipv4) return ipv4.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${ipv6.toNormalizedString()}/64`);
  return `${network.toString()}/64`;
}
