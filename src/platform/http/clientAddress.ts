/**
 * The visitor's address, the key of the per-address rate limits. It must be one the visitor cannot
 * choose. Our web server (src/platform/webServer, started by scripts/serve.ts) writes the TCP peer address
 * into `PEER_HEADER` on every request, replacing any copy the client sent. The chain is X-Forwarded-For's
 * entries followed by that peer; `TRUST_PROXY_HOPS` reverse proxies of ours each appended one entry on the right,
 * so the address is read that many places from the right (0: the peer itself). Entries further left came
 * from the client and are never used, and the chain is read only when the peer is one of our
 * proxies (`TRUSTED_PROXIES`): a client that reaches an app server directly is its own peer. An
 * IPv6 client is counted by its /64, the network one subscriber is given.
 */
import { env } from '@/platform/settings/env'
import { log } from '@/platform/log/log'
import { PEER_HEADER, PEER_HEADER_TRUSTED, processWide } from '@/platform/next/sharedWithWebServer.mjs'

import { inRange, parseIp, rateLimitKey } from '@/platform/settings/ipAddress'

export { PEER_HEADER, PEER_HEADER_TRUSTED }

/** The one bucket every visitor shares when the site was not started by our server. */
export const UNKNOWN_CLIENT = 'unknown'

export function clientAddress(headers: Headers): string {
  const peer = trustedPeer(headers)
  if (!peer) return UNKNOWN_CLIENT
  const hops = isTrustedProxy(peer) ? env().TRUST_PROXY_HOPS : 0
  return rateLimitKey(addressInChain(headers.get('x-forwarded-for'), peer, hops))
}

/** Whether the request came through a proxy of ours, whose forwarded headers may then be read. */
export function cameThroughTrustedProxy(headers: Headers): boolean {
  if (env().TRUST_PROXY_HOPS === 0) return false
  const peer = trustedPeer(headers)
  return peer !== null && isTrustedProxy(peer)
}

function isTrustedProxy(peer: string): boolean {
  const address = parseIp(peer)
  return address !== null && env().TRUSTED_PROXIES.some((range) => inRange(address, range))
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
  if (processWide[PEER_HEADER_TRUSTED] !== true) {
    if (!warned) {
      warned = true
      log.warn(
        'The site was not started by scripts/serve.ts (npm start, npm run serve), so ' +
          'the client address is unknown: every visitor shares one rate-limit bucket.',
      )
    }
    return null
  }
  return headers.get(PEER_HEADER)?.trim() || null
}
