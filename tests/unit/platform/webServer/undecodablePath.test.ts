import { describe, expect, it } from 'vitest'

import { pageParams } from '@/platform/http/safeDecode'

import { decodableRequestUrl, UNDECODABLE_API, UNDECODABLE_PAGE } from '@/platform/webServer/undecodablePath'

describe('our server and paths that cannot be decoded', () => {
  it('hands Next a not-found API path for an /api path', () => {
    expect(decodableRequestUrl('/api/content/post/%E0%A4%A')).toBe(UNDECODABLE_API)
    expect(decodableRequestUrl('/api/%?x=1')).toBe(UNDECODABLE_API)
  })

  it('hands Next a path no post can have for a page path', () => {
    for (const url of ['/guide/%E0%A4%A', '/%', '/search/100%', '/media/x%E0.png'])
      expect(decodableRequestUrl(url)).toBe(UNDECODABLE_PAGE)
    // A post's path starts each segment with a letter or digit.
    expect(UNDECODABLE_PAGE).toMatch(/^\/_/)
  })

  it('leaves every path that decodes as it is, query included', () => {
    for (const url of ['/', '/%25', '/search/100%25', '/media/%25', '/guide?x=%E0', '/api/search?searchTerm=%'])
      expect(decodableRequestUrl(url)).toBe(url)
  })
})

describe('pageParams', () => {
  it('decodes the percent-encoded params Next gives a page', () => {
    expect(pageParams(['100%25'])).toEqual(['100%'])
    expect(pageParams(['articles', 'hot%20tubs'])).toEqual(['articles', 'hot tubs'])
    expect(pageParams(['%E0%A4%A'])).toBeNull()
  })
})
