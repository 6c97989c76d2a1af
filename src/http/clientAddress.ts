/**
 * The visitor's address, the key of the per-address rate limits. It must be one the visitor cannot
 * choose. Our server (scripts/serve.mjs) writes the TCP peer address into `PEER_HEADER` on every
 * request, replacing any copy the client sent. The chain is X-Forwarded-For's entries followed by
 * that peer; `TRUST_PROXY_HOPS` reverse proxies of ours each appended one entry on the right, so the
 * address is read that many places from the right (0: the peer itself). Entries further left came
 * from the client and are never used.
 */
import { env } from '@/server/env'

/** The same two values as scripts/lib/peerHeader.mjs (a unit test keeps them equal). */
export const PEER_HEADER = 'x-tubwise-peer'
export const PEER_HEADER_TRUSTED = Symbol.for('tubwise.peerHeaderTrusted')

/** The one bucket every visitor shares when the site was not started by our server. */
export const UNKNOWN_CLIENT = 'unknown'

export function clientAddress(headers: Headers): string {
  const peer = trustedPeer(headers)
  if (!peer) return UNKNOWN_CLIENT
  return addressInChain(headers.get('x-forwarded-for'), peer, env().TRUST_PROXY_HOPS)
}

/** The entry `hops` places from the right of X-Forwarded-For + [peer]; the leftmost when the chain is shorter. */
export function addressInChain(forwardedFor: string | null, peer: string, hops: number): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ]
  return withoutIpv4Mapping(chain[Math.max(0, chain.length - 1 - hops)] ?? peer)
}

/** `::ffff:203.0.113.9` (an IPv4 client on a dual-stack socket) is `203.0.113.9`. */
const withoutIpv4Mapping = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

let warned = false

function trustedPeer(headers: Headers): string | null {
  if ((globalThis as Record<symbol, unknown>)[PEER_HEADER_TRUSTED] !== true) {
    if (!warned) {
      warned = true
      console.warn(
        '[tubwise] The site was not started by scripts/serve.mjs (npm start, npm run serve), so the client address is unknown: every visitor shares one rate-limit bucket.',
      )
    }
    return null
  }
  return headers.get(PEER_HEADER)?.trim() || null
}
