import { describe, expect, it } from 'vitest'

import { refusedBuildFileMethod } from '@/platform/webServer/staticMethods'

describe('our server and writes to build files', () => {
  it('refuses every method but GET and HEAD on /_next/static, and nothing elsewhere', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      expect(refusedBuildFileMethod(method, '/_next/static/chunks/a.js')).toBe(true)
    for (const method of ['GET', 'HEAD'])
      expect(refusedBuildFileMethod(method, '/_next/static/chunks/a.js')).toBe(false)
    for (const url of ['/api/comments', '/_next/image?url=x', '/guide'])
      expect(refusedBuildFileMethod('POST', url)).toBe(false)
  })
})
