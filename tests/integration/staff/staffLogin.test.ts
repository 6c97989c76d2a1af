import { describe, expect, it } from 'vitest'

import { testDatabase, useTestPayload } from '../../support/payload'
import { fromPeer } from '../../support/throughOurServer'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let cms: { POST: Handler; PATCH: Handler }

const PASSWORD = 'a-long-test-password'
let staffEmail: string

const payload = useTestPayload(async () => {
  cms = await import('@/app/(payload)/api/cms/[...slug]/route')
  staffEmail = `moderator-${Math.random().toString(36).slice(2)}@tubwise.example`
  await payload.create({
    collection: 'users',
    data: { email: staffEmail, password: PASSWORD, role: 'moderator' },
    overrideAccess: true,
  })
})

let address = 0
const nextAddress = () => `198.51.100.${++address}`

const post = (slug: string[], body: unknown, ip: string, headers: Record<string, string> = {}) =>
  cms.POST(
    new Request(`http://localhost/api/cms/${slug.join('/')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromPeer(ip), ...headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
const login = (email: string, password: string, ip: string) => post(['users', 'login'], { email, password }, ip)
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })

describe(`staff login (${testDatabase()})`, () => {
  it('answers a wrong password, an unknown e-mail and a locked account alike, and never quickly', async () => {
    const locked = await payload.create({
      collection: 'users',
      data: { email: `locked-${address}@tubwise.example`, password: PASSWORD, role: 'editor' },
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'users',
      id: locked.id,
      data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString() },
    })

    const ip = nextAddress()
    const started = Date.now()
    const unknown = await answer(await login('nobody@tubwise.example', PASSWORD, ip))
    expect(Date.now() - started).toBeGreaterThanOrEqual(450)
    const wrong = await answer(await login(staffEmail, 'not-the-password', ip))
    const lockedAnswer = await answer(await login(locked.email, PASSWORD, ip))

    expect(unknown).toEqual({ status: 401, body: { errors: [{ message: 'The e-mail or password is incorrect.' }] } })
    expect(wrong).toEqual(unknown)
    expect(lockedAnswer).toEqual(unknown)
  })

  it('refuses an address after 5 failures with 429 and Retry-After, without locking the account', async () => {
    const attacker = nextAddress()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await login(staffEmail, `guess-${i}`, attacker)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])

    const refused = await login(staffEmail, PASSWORD, attacker)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).errors[0].message).toMatch(
      /^Too many attempts from your address\. Please try again in \d+ minutes\.$/,
    )

    // Ten more guesses (the old lock's threshold) change nothing for the staff member elsewhere.
    for (let i = 0; i < 10; i++) expect((await login(staffEmail, `guess-${i}`, attacker)).status).toBe(429)
    const staff = await login(staffEmail, PASSWORD, nextAddress())
    expect(staff.status).toBe(200)
    expect((await staff.json()).user.email).toBe(staffEmail)
  })

  it('counts only failures: staff log in from one address as often as they like', async () => {
    const office = nextAddress()
    for (let i = 0; i < 8; i++) expect((await login(staffEmail, PASSWORD, office)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login(staffEmail, 'typo', office)).status).toBe(401)
    expect((await login(staffEmail, PASSWORD, office)).status).toBe(200)
  }, 120_000) // thirteen password checks, each failure answered no sooner than 500 ms: slow on a loaded machine

  it('holds when many guesses arrive at once', async () => {
    const burst = nextAddress()
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(staffEmail, `burst-${i}`, burst).then((r) => r.status)),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
  })

  it('gives a cookie that is SameSite=Strict and HttpOnly', async () => {
    const response = await login(staffEmail, PASSWORD, nextAddress())
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/HttpOnly/i)
    // SITE_URL is unset here, so the site is plain http and the cookie cannot be Secure.
    expect(cookie).not.toMatch(/Secure/i)
  })

  it('limits password-reset requests (each can e-mail staff) per address, answering the same for anyone', async () => {
    const ip = nextAddress()
    const known = await answer(await post(['users', 'forgot-password'], { email: staffEmail }, ip))
    const unknown = await answer(await post(['users', 'forgot-password'], { email: 'nobody@tubwise.example' }, ip))
    expect(unknown).toEqual(known)
    expect(known.status).toBe(200)
    for (let i = 0; i < 3; i++) await post(['users', 'forgot-password'], { email: 'nobody@tubwise.example' }, ip)
    const refused = await post(['users', 'FORGOT-PASSWORD'], { email: staffEmail }, ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe(`Payload's API and other sites (${testDatabase()})`, () => {
  it("refuses a write from another site's page, even with a valid staff cookie", async () => {
    const comment = await payload.create({
      collection: 'comments',
      data: {
        page: 'a-page',
        author: 'Pat Buyer',
        email: 'pat@example.com',
        text: '<p>A question?</p>',
        status: 'pending',
        staff: false,
      },
      overrideAccess: true,
    })
    const token = (await (await login(staffEmail, PASSWORD, nextAddress())).json()).token as string
    const patch = (origin: string) =>
      cms.PATCH(
        new Request(`http://localhost/api/cms/comments/${comment.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: `payload-token=${token}`, origin },
          body: JSON.stringify({ status: 'approved' }),
        }),
        { params: Promise.resolve({ slug: ['comments', String(comment.id)] }) },
      )

    const refused = await patch('https://evil.example')
    expect(refused.status).toBe(403)
    expect((await payload.findByID({ collection: 'comments', id: comment.id, overrideAccess: true })).status).toBe(
      'pending',
    )

    // The same request from the site's own pages goes through.
    expect((await patch('http://localhost')).status).toBe(200)
    expect((await payload.findByID({ collection: 'comments', id: comment.id, overrideAccess: true })).status).toBe(
      'approved',
    )
  })
})
