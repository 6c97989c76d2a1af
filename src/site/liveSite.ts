import { inRange, parseIp, parseIpRange, type IpRange } from '@/platform/settings/ipAddress'

const LOOPBACK: IpRange[] = [parseIpRange('127.0.0.0/8')!, parseIpRange('::1/128')!]

/**
 * Whether a host name only this machine reaches: `localhost` (and `*.localhost`, which resolves
 * there by RFC 6761), 127.0.0.0/8 and ::1. `host` as the URL parser gives it (lower case, an IPv6
 * literal in brackets, `0x7f.1` already read as 127.0.0.1).
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  const address = parseIp(name)
  return address !== null && LOOPBACK.some((range) => inRange(address, range))
}

/**
 * Whether `siteUrl` is a site the public reaches, from the parsed URL (scheme and host compared as
 * the URL parser normalises them, so `HTTPS://` is https): any https origin, and in production any
 * host but this machine's own loopback, over http too. Unset or unreadable is a laptop's.
 */
export function isLiveSite(siteUrl: string | undefined, { production }: { production: boolean }): boolean {
  if (!siteUrl) return false
  let url: URL
  try {
    url = new URL(siteUrl)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  return production && !isLoopbackHost(url.hostname)
}
