import { afterEach, describe, expect, it } from 'vitest'

import { isSameSiteWrite } from '@/staff/sameSiteWrites'

const write = (origin?: string, url = 'http://localhost:3000/api/cms/comments/1') =>
  new Request(url, { method: 'PATCH', headers: origin ? { origin } : {} })

describe("writes to Payload's API", () => {
  afterEach(() => {
    delete process.env.ALLOWED_ORIGINS
  })

  it('come from the address the request came in on, whatever host name staff use', () => {
    expect(isSameSiteWrite(write('http://localhost:3000'))).toBe(true)
    expect(isSameSiteWrite(write('http://127.0.0.1:3000', 'http://127.0.0.1:3000/api/cms/comments/1'))).toBe(true)
  })

  it('or from no page at all (clients that are not browsers send no Origin)', () => {
    expect(isSameSiteWrite(write())).toBe(true)
  })

  it("are refused from another site's page, an opaque origin, or another port", () => {
    expect(isSameSiteWrite(write('https://evil.example'))).toBe(false)
    expect(isSameSiteWrite(write('null'))).toBe(false)
    expect(isSameSiteWrite(write('http://localhost:4000'))).toBe(false)
  })

  it('are accepted from a configured origin', () => {
    process.env.ALLOWED_ORIGINS = 'https://www.tubwise.example'
    expect(isSameSiteWrite(write('https://www.tubwise.example'))).toBe(true)
  })
})
