import ipaddr from 'ipaddr.js';

/**
 * The client address a per-address limit counts. An IPv4 address is one client; an IPv6 client
 * usually holds a whole network (a home or a server gets a /64 and may use any address in it), so
 * it is counted by its first `ipv6Prefix` bits, or every new address would be fresh guesses.
 */
export function limitedAddress(ip: string, ipv6Prefix: number): string {
  if (!ip.includes(':')) return ip;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns an IPv4-mapped address (::ffff:192.0.2.1) back into the IPv4 client it is.
    address = ipaddr.process(ip);
  } catch {
    return ip; // not an address Node would hand us; counted as it is written
  }
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${ipv6Prefix}`).toString()}/${ipv6Prefix}`;
}
