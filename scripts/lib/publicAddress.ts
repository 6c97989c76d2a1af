// `npm start` fills SITE_URL with http://localhost on a laptop; on a machine the public reaches that
// would be wrong (links in e-mails to localhost, and a site that does not count as live). Node
// built-ins only: it runs before the dependencies are installed.
import { BlockList, isIP } from 'node:net'
import os from 'node:os'

// Addresses that are not on the public internet (IANA special-purpose registries): private,
// shared (carrier NAT), loopback, link-local, documentation and benchmarking ranges, multicast. An
// IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is checked by BlockList against the IPv4 ranges.
const NOT_PUBLIC = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6')

/** Whether `address` (an IPv4 or IPv6 literal) is one the public internet can reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** This machine's own public addresses, from its network interfaces (none on a laptop behind a router). */
export function publicAddresses(interfaces = os.networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .map((entry) => entry.address)
    .filter(isPublicAddress)
}
