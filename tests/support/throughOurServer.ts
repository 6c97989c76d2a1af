import { PEER_HEADER, PEER_HEADER_TRUSTED } from '@/platform/http/clientAddress'

/**
 * The header a request carries when it reached the app through scripts/serve.ts from `address`,
 * for tests that call route handlers directly; marks the process as that server does.
 */
export function fromPeer(address: string): Record<string, string> {
  ;(globalThis as Record<symbol, unknown>)[PEER_HEADER_TRUSTED] = true
  return { [PEER_HEADER]: address }
}
