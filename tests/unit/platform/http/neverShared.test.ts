import { describe, expect, it } from 'vitest'

import { neverShared } from '@/platform/http/neverShared'

describe('neverShared, for handlers we do not write ourselves', () => {
  it('makes every answer private, no-store, keeping its status, body and other headers', async () => {
    const handlers = [
      async () =>
        Response.json(
          { user: { email: 'staff@example.com' } },
          { status: 200, headers: { 'Set-Cookie': 'payload-token=x; HttpOnly' } },
        ),
      async () => new Response('cached?', { status: 404, headers: { 'Cache-Control': 'public, max-age=600' } }),
    ]
    const answers = await Promise.all(
      handlers.map((handler) => neverShared(handler)(new Request('http://localhost/api/cms/users/me'))),
    )
    expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual([
      'private, no-store',
      'private, no-store',
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 404])
    expect(answers[0]!.headers.get('set-cookie')).toBe('payload-token=x; HttpOnly')
    expect(await answers[0]!.json()).toEqual({ user: { email: 'staff@example.com' } })
    expect(await answers[1]!.text()).toBe('cached?')
  })
})
