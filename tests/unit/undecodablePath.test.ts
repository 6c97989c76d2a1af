import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { UNDECODABLE_PAGE } from '@/http/undecodablePath'
import { proxy } from '@/proxy'

const site = 'http://localhost:3000'
const run = (path: string) => proxy(new NextRequest(new URL(path, site)))

describe('the proxy and paths that cannot be decoded', () => {
  it('answers a JSON 404 under /api', async () => {
    for (const path of ['/api/content/post/%E0%A4%A', '/api/search/%', '/api/%C0%AF']) {
      const response = await run(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ error: 'No such API endpoint.' })
    }
  })

  it('rewrites a page path to one no post can have, so the 404 page answers', async () => {
    for (const path of ['/guide/%E0%A4%A', '/%', '/search/100%', '/media/%E0%A4%A']) {
      const response = await run(path)
      expect(new URL(response.headers.get('x-middleware-rewrite') ?? '', site).pathname, path).toBe(UNDECODABLE_PAGE)
    }
  })

  it('lets paths that decode through, `%25` included', async () => {
    for (const path of ['/%25', '/search/100%25', '/media/%25', '/guide']) {
      const response = await run(path)
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull()
      expect(response.headers.get('x-middleware-next'), path).toBe('1')
    }
  })
})
