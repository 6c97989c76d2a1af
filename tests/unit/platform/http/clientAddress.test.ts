import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  addressInChain,
  clientAddress,
  PEER_HEADER,
  PEER_HEADER_TRUSTED,
  UNKNOWN_CLIENT,
} from '@/platform/http/clientAddress'

import { forgetPeerMarkAroundEachTest } from '../../../support/peerMark'

const marks = globalThis as Record<symbol, unknown>

describe('the address chain: X-Forwarded-For entries, then the TCP peer', () => {
  it('with no proxy (0 hops) is the peer, whatever the client wrote', () => {
    expect(addressInChain(null, '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(addressInChain('6.6.6.6', '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(addressInChain('1.1.1.1, 2.2.2.2, 3.3.3.3', '203.0.113.9', 0)).toBe('203.0.113.9')
  })

  it('with N hops is the entry the outermost proxy appended, N places from the right', () => {
    // Client 198.51.100.7 → proxy A (appends it) → proxy B at 10.0.0.2 (appends A's 10.0.0.1) → us.
    expect(addressInChain('198.51.100.7, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.7')
    expect(addressInChain('198.51.100.7', '10.0.0.1', 1)).toBe('198.51.100.7')
  })

  it('ignores forged entries left of the ones our proxies appended', () => {
    for (const forged of ['6.6.6.6', '6.6.6.6, 7.7.7.7', ' , 8.8.8.8,, ']) {
      expect(addressInChain(`${forged}, 198.51.100.7`, '10.0.0.1', 1)).toBe('198.51.100.7')
    }
  })

  it('takes the leftmost entry when the chain is shorter than the hops (every entry is a proxy’s)', () => {
    expect(addressInChain(null, '10.0.0.1', 1)).toBe('10.0.0.1')
    expect(addressInChain('198.51.100.7', '10.0.0.1', 3)).toBe('198.51.100.7')
  })

  it('reads an IPv4 peer on a dual-stack socket as plain IPv4', () => {
    expect(addressInChain(null, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1')
    expect(addressInChain(null, '2001:db8::1', 0)).toBe('2001:db8::1')
  })
})

describe('clientAddress', () => {
  forgetPeerMarkAroundEachTest()
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('behind our server, keys on the peer and TRUST_PROXY_HOPS', () => {
    marks[PEER_HEADER_TRUSTED] = true
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7', [PEER_HEADER]: '10.0.0.1' })
    expect(clientAddress(headers)).toBe('10.0.0.1')
    process.env.TRUST_PROXY_HOPS = '1'
    process.env.TRUSTED_PROXIES = '10.0.0.1'
    expect(clientAddress(headers)).toBe('198.51.100.7')
  })

  // Behind our server, with one proxy hop trusted: [TRUSTED_PROXIES or default, TCP peer, X-Forwarded-For, rate-limit
  // key].
  it.each([
    ['the default (loopback)', '127.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['the default (loopback)', '::ffff:127.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['the default (loopback)', '::1', '6.6.6.6, 198.51.100.7', '198.51.100.7'],
    ['the default (loopback)', '127.0.0.1', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['the default (loopback)', '203.0.113.5', '198.51.100.7', '203.0.113.5'],
    ['the default (loopback)', '2001:db8:7:8:a:b:c:d', '198.51.100.7', '2001:db8:7:8::/64'],
    ['the default (loopback)', '::ffff:203.0.113.5', '127.0.0.1', '203.0.113.5'],
    ['10.0.0.0/8, fd00::/8', '10.1.2.3', '198.51.100.7', '198.51.100.7'],
    ['10.0.0.0/8, fd00::/8', 'fd00::5', '198.51.100.7', '198.51.100.7'],
    ['10.0.0.0/8, fd00::/8', '127.0.0.1', '198.51.100.7', '127.0.0.1'],
    ['10.0.0.0/8, fd00::/8', '11.0.0.1', '198.51.100.7', '11.0.0.1'],
    ['192.0.2.10', '192.0.2.10', '198.51.100.7', '198.51.100.7'],
    ['192.0.2.10', '192.0.2.11', '198.51.100.7', '192.0.2.11'],
  ])('trusting %s, a request from %s claiming %s counts as %s', (trusted, peer, forwardedFor, key) => {
    marks[PEER_HEADER_TRUSTED] = true
    process.env.TRUST_PROXY_HOPS = '1'
    if (trusted !== 'the default (loopback)') process.env.TRUSTED_PROXIES = trusted
    expect(clientAddress(new Headers({ 'x-forwarded-for': forwardedFor, [PEER_HEADER]: peer }))).toBe(key)
  })

  it('reached directly with one hop trusted, twenty made-up X-Forwarded-For values are one client', () => {
    marks[PEER_HEADER_TRUSTED] = true
    process.env.TRUST_PROXY_HOPS = '1'
    const keys = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientAddress(new Headers({ 'x-forwarded-for': `10.9.${i}.1`, [PEER_HEADER]: '203.0.113.5' })),
      ),
    )
    expect([...keys]).toEqual(['203.0.113.5'])
  })

  it('counts every address of one IPv6 /64 as one client, without a proxy too', () => {
    marks[PEER_HEADER_TRUSTED] = true
    const keys = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientAddress(new Headers({ [PEER_HEADER]: `2001:db8:5:6::${i.toString(16)}:1` })),
      ),
    )
    expect([...keys]).toEqual(['2001:db8:5:6::/64'])
  })

  it('behind our server, twenty made-up X-Forwarded-For values are one client', () => {
    marks[PEER_HEADER_TRUSTED] = true
    const keys = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientAddress(new Headers({ 'x-forwarded-for': `10.9.${i}.1`, [PEER_HEADER]: '203.0.113.5' })),
      ),
    )
    expect([...keys]).toEqual(['203.0.113.5'])
  })

  it('without our server, never trusts a peer header the client sent: one shared bucket, one warning', () => {
    // The site's log (src/platform/log/log.ts) writes warnings to stderr.
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const forged = ['1.1.1.1', '2.2.2.2'].map((address) =>
      clientAddress(new Headers({ [PEER_HEADER]: address, 'x-forwarded-for': address })),
    )
    expect(forged).toEqual([UNKNOWN_CLIENT, UNKNOWN_CLIENT])
    expect(clientAddress(new Headers())).toBe(UNKNOWN_CLIENT)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('scripts/serve.ts')
  })

  it('behind our server, a request without the peer header (never written) is the shared bucket', () => {
    marks[PEER_HEADER_TRUSTED] = true
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6' }))).toBe(UNKNOWN_CLIENT)
  })
})
