/**
 * IP addresses and CIDR ranges, read by hand (no `node:net`: the proxy and route handlers share this
 * code). IPv4 inside IPv6 (`::ffff:203.0.113.9`, a dual-stack socket's IPv4 peer) is IPv4.
 */

export type IpAddress = { version: 4 | 6; bits: bigint }
export type IpRange = IpAddress & { prefix: number }

const WIDTH = { 4: 32, 6: 128 } as const

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)) return null
  return parts.reduce((bits, part) => (bits << 8n) | BigInt(part), 0n)
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return []
    const groups: number[] = []
    const parts = half.split(':')
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && part.includes('.')) {
        const ipv4 = parseIpv4(part)
        if (ipv4 === null) return null
        groups.push(Number(ipv4 >> 16n), Number(ipv4 & 0xffffn))
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        groups.push(parseInt(part, 16))
      } else {
        return null
      }
    }
    return groups
  }
  const head = groupsOf(halves[0] ?? '')
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : []
  if (!head || !tail) return null
  if (halves.length === 1) return head.length === 8 ? head : null
  const missing = 8 - head.length - tail.length
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null
}

/** The address in `text` (an IPv6 zone, `%eth0`, is dropped), or null when it is none. */
export function parseIp(text: string): IpAddress | null {
  const address = text.trim().replace(/%[\w.-]+$/, '')
  const ipv4 = parseIpv4(address)
  if (ipv4 !== null) return { version: 4, bits: ipv4 }
  const groups = ipv6Groups(address)
  if (!groups) return null
  const bits = groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n)
  if (bits >> 32n === 0xffffn) return { version: 4, bits: bits & 0xffffffffn }
  return { version: 6, bits }
}

/** `203.0.113.0/24`, `2001:db8::/32`, or one address (a range of one). */
export function parseIpRange(text: string): IpRange | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/')
  const ip = parseIp(address)
  if (!ip || rest.length > 0) return null
  const width = WIDTH[ip.version]
  if (prefixText === undefined) return { ...ip, prefix: width }
  if (!/^\d{1,3}$/.test(prefixText)) return null
  // An IPv4-mapped range (`::ffff:10.0.0.0/104`) counts its prefix in IPv6 bits.
  const prefix = Number(prefixText) - (ip.version === 4 && address.includes(':') ? 96 : 0)
  return prefix >= 0 && prefix <= width ? { ...ip, prefix } : null
}

export function inRange(address: IpAddress, range: IpRange): boolean {
  if (address.version !== range.version) return false
  const shift = BigInt(WIDTH[range.version] - range.prefix)
  return address.bits >> shift === range.bits >> shift
}

/**
 * The key a rate limit counts `text` under: an IPv4 address itself, an IPv6 address's /64 (one
 * subscriber's network: its 2^64 addresses are one client), anything else as it is.
 */
export function rateLimitKey(text: string): string {
  const ip = parseIp(text)
  if (!ip) return text
  if (ip.version === 4) return [24, 16, 8, 0].map((shift) => Number((ip.bits >> BigInt(shift)) & 255n)).join('.')
  const groups = [112, 96, 80, 64].map((shift) => Number((ip.bits >> BigInt(shift)) & 0xffffn).toString(16))
  return `${groups.join(':')}::/64`
}
