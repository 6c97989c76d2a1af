import { describe, expect, it } from 'vitest'

import { requestOrigin } from '@/platform/http/requestOrigin'

import { forgetPeerMarkAroundEachTest } from '../../../support/peerMark'
import { fromPeer } from '../../../support/throughOurServer'

const url = new URL('http://app-1.internal:3000/api/forms/csrf')
const forwarded = {
  host: 'app-1.internal:3000',
  'x-forwarded-host': 'www.tubwise.example',
  'x-forwarded-proto': 'https',
}
const origin = (headers: Record<string, string>) => requestOrigin(new Headers(headers), url)

forgetPeerMarkAroundEachTest()

describe('requestOrigin', () => {
  it('honours X-Forwarded-Host and -Proto from a trusted proxy when a proxy hop is configured', () => {
    process.env.TRUST_PROXY_HOPS = '1'
    expect(origin({ ...forwarded, ...fromPeer('127.0.0.1') })).toBe('https://www.tubwise.example')
    process.env.TRUSTED_PROXIES = '10.0.0.0/8'
    expect(origin({ ...forwarded, ...fromPeer('10.2.3.4') })).toBe('https://www.tubwise.example')
  })

  it('gives scheme and host in lower case, however the proxy spelled them', () => {
    process.env.TRUST_PROXY_HOPS = '1'
    const shouted = { ...forwarded, 'x-forwarded-proto': 'HTTPS', 'x-forwarded-host': 'WWW.TubWise.example' }
    expect(origin({ ...shouted, ...fromPeer('127.0.0.1') })).toBe('https://www.tubwise.example')
  })

  it('ignores them without a proxy hop (TRUST_PROXY_HOPS=0): the Host the request came with', () => {
    expect(origin({ ...forwarded, ...fromPeer('127.0.0.1') })).toBe('http://app-1.internal:3000')
  })

  it('ignores them from a client that reached the app server directly', () => {
    process.env.TRUST_PROXY_HOPS = '1'
    expect(origin({ ...forwarded, ...fromPeer('203.0.113.9') })).toBe('http://app-1.internal:3000')
    process.env.TRUSTED_PROXIES = '10.0.0.0/8'
    expect(origin({ ...forwarded, ...fromPeer('127.0.0.1') })).toBe('http://app-1.internal:3000')
  })

  it('ignores them when the site was not started by our server (no peer is known)', () => {
    process.env.TRUST_PROXY_HOPS = '1'
    expect(origin(forwarded)).toBe('http://app-1.internal:3000')
  })

  it('falls back on the URL without a Host header', () => {
    expect(origin({})).toBe('http://app-1.internal:3000')
  })
})
