import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { testDatabase, useTestPayload } from '../../support/payload'

let proxy: (request: NextRequest) => Promise<Response>

const payload = useTestPayload(async () => {
  await payload.create({
    collection: 'posts',
    data: {
      slug: 'guide',
      title: 'The Ultimate Hot Tub Buyers Guide',
      kind: 'article',
      leader: 'A guide for the alias redirect tests.',
      author: 'Test',
      publishedAt: new Date().toISOString(),
      sidebarItems: 3,
      feature: 'none',
      aliases: [{ path: 'deals' }, { path: 'where-to-buy' }],
      _status: 'published',
    },
  })
  // What instrumentation.ts does at start-up: the proxy reads aliases through this Payload.
  const { registerAliasRedirects } = await import('@/content/server/aliasRedirects')
  registerAliasRedirects(async () => payload)
  ;({ proxy } = await import('@/proxy'))
})

const visit = (url: string, method = 'GET') => proxy(new NextRequest(url, { method }))

describe(`alias redirects (${testDatabase()})`, () => {
  it('keep the query string, so campaign tags survive the 308', async () => {
    const response = await visit('http://localhost:3000/deals?utm_source=x&utm_campaign=spring%20sale')
    expect(response.status).toBe(308)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin).toBe('http://localhost:3000')
    expect(location.pathname).toBe('/guide')
    expect(location.search).toBe('?utm_source=x&utm_campaign=spring%20sale')
    expect(location.searchParams.get('utm_campaign')).toBe('spring sale')
  })

  it('add no query string where there was none, and leave the canonical page alone', async () => {
    const bare = await visit('http://localhost:3000/where-to-buy/')
    expect(bare.status).toBe(308)
    expect(bare.headers.get('location')).toBe('http://localhost:3000/guide')
    const canonical = await visit('http://localhost:3000/guide?utm_source=x')
    expect(canonical.headers.get('location')).toBeNull()
    expect(canonical.status).toBe(200)
  })

  it('keep HEAD requests and tags on an empty query alike', async () => {
    const head = await visit('http://localhost:3000/deals?utm_source=newsletter', 'HEAD')
    expect(head.status).toBe(308)
    expect(head.headers.get('location')).toBe('http://localhost:3000/guide?utm_source=newsletter')
    expect((await visit('http://localhost:3000/deals?')).headers.get('location')).toBe('http://localhost:3000/guide')
  })
})
