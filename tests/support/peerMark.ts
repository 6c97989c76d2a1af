import { afterEach, beforeEach } from 'vitest'

import { PEER_HEADER_TRUSTED } from '@/platform/http/clientAddress'

/**
 * Each test starts as a process no server of ours marked (fromPeer sets the mark) and without proxy
 * settings, and leaves none behind.
 */
export function forgetPeerMarkAroundEachTest() {
  const forget = () => delete (globalThis as Record<symbol, unknown>)[PEER_HEADER_TRUSTED]
  beforeEach(forget)
  afterEach(() => {
    forget()
    delete process.env.TRUST_PROXY_HOPS
    delete process.env.TRUSTED_PROXIES
  })
}
