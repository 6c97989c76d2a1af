/**
 * The visitor's address for rate limiting. `TRUST_PROXY_HOPS` says how many reverse proxies
 * in front of the app append to X-Forwarded-For; entries left of those are client-supplied
 * and could be forged, so the address is read that many places from the right.
 */
import { env } from '@/server/env'

export function clientAddress(headers: Headers): string {
  const hops = env().TRUST_PROXY_HOPS
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const candidate = chain[Math.max(0, chain.length - 1 - hops)]
  return candidate || headers.get('x-real-ip') || 'unknown'
}
