import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PriceCheck } from '@/payload-types'

import { startTestPayload, testDatabase } from '../../support/payload'
import { freshPeer, noParams, type RouteHandler } from '../../support/routes'
import { fromPeer } from '../../support/throughOurServer'

let payload: Payload
let pricePosition: RouteHandler
const PASSWORD = 'a-long-test-password'

beforeAll(async () => {
  payload = await startTestPayload()
  pricePosition = (await import('@/app/api/tools/pricePosition/route')).GET as RouteHandler
  for (const role of ['admin', 'moderator', 'editor'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}-position@tubwise.example`, password: PASSWORD, role },
      overrideAccess: true,
    })
  }
})
afterAll(async () => {
  await payload?.destroy()
})

let buyers = 0
/** A buyer's price check as stored by the price checker; the quoted tub written however the buyer typed it. */
const priceCheck = (zipcode: string, tubs: { brand: string; model: string; price: string }[], email?: string) =>
  payload.create({
    collection: 'price-checks',
    data: { status: 'new', name: 'A Buyer', email: email ?? `position-buyer-${++buyers}@example.com`, zipcode, tubs },
    overrideAccess: true,
  }) as Promise<PriceCheck>

const ask = async (query: Record<string, string>, from = freshPeer()) => {
  const url = `http://localhost/api/tools/pricePosition?${new URLSearchParams(query)}`
  const response = await pricePosition(new Request(url, { headers: fromPeer(from) }), noParams)
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    text: await response.clone().text(),
    body: (await response.json()) as never,
  }
}

const staffView = async (email: string | null, id: number, tub = 0) => {
  const headers: Record<string, string> = {}
  if (email) {
    const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    headers.Authorization = `JWT ${token}`
  }
  const slug = ['price-check-positions', String(id), String(tub)]
  // Imported once Payload runs on the test database: the route reads the config when loaded.
  const { GET } = await import('@/app/(payload)/api/cms/[...slug]/route')
  const response = await GET(new Request(`http://localhost/api/cms/${slug.join('/')}`, { headers }), {
    params: Promise.resolve({ slug }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

// Georgia (30301) and California (90210); none of the prices a multiple of $100.
const GEORGIA = [9_850, 10_230, 11_470, 8_960, 10_690]
const CALIFORNIA = 12_340
const ours = { brand: 'Northstar Spas', model: 'Polaris 6' }

describe(`the price position (${testDatabase()})`, () => {
  const stored: PriceCheck[] = []

  it('shows nothing from 4 comparable quotes, whatever else is stored', async () => {
    for (const [index, dollars] of GEORGIA.slice(0, 4).entries()) {
      // Brand and model as buyers type them: case and spaces vary.
      const tub = index % 2 ? { brand: '  northstar   SPAS ', model: 'POLARIS 6' } : ours
      stored.push(
        await priceCheck('30301', [tub, { ...ours, model: 'Polaris 5', price: '$5,010' }].map(priced(dollars))),
      )
    }
    // Not comparable: another model, an unreadable or implausible price, the same buyer again.
    await priceCheck('30301', [{ ...ours, model: 'Polaris 66', price: '9,910' }])
    await priceCheck('30301', [{ ...ours, price: 'call me' }])
    await priceCheck('30301', [{ ...ours, price: '$250' }])
    await priceCheck('30301', [{ ...ours, price: '9850' }], stored[0]!.email)

    const queries: Record<string, string>[] = [{ state: 'GA' }, {}]
    for (const query of queries) {
      const { status, body } = await ask({ ...ours, price: '10000', ...query })
      expect(status).toBe(200)
      expect(body).toEqual({ position: null, message: 'Not enough data yet' })
    }
  })

  it('shows a band from the 5th, in the buyer’s state, in aggregates only', async () => {
    stored.push(await priceCheck('30301', [{ ...ours, price: `${GEORGIA[4]!.toLocaleString('en-US')} USD` }]))
    const { status, body, text } = await ask({
      brand: 'northstar spas',
      model: ' Polaris  6',
      state: 'ga',
      price: '$11,300',
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      position: {
        averageDollars: 10_200,
        typicalLowDollars: 9_300,
        typicalHighDollars: 11_200,
        quoteCount: '5–9',
        percentFromAverage: 11,
        standing: 'above',
        scope: 'state',
      },
    })
    for (const dollars of [...GEORGIA, 5_010]) {
      expect(text).not.toContain(String(dollars))
      expect(text).not.toContain(dollars.toLocaleString('en-US'))
    }
  })

  it('answers nationwide for a state with fewer than 5 quotes', async () => {
    stored.push(await priceCheck('90210', [{ ...ours, price: `$${CALIFORNIA}` }]))
    const inCalifornia = await ask({ ...ours, state: 'CA', price: '10000' })
    expect(inCalifornia.body).toMatchObject({
      position: { scope: 'national', quoteCount: '5–9', averageDollars: 10_600 },
    })
    expect((await ask({ ...ours, price: '10000' })).body).toMatchObject({ position: { scope: 'national' } })
    expect((await ask({ ...ours, state: 'GA', price: '10000' })).body).toMatchObject({
      position: { scope: 'state', averageDollars: 10_200 },
    })
    for (const dollars of [...GEORGIA, CALIFORNIA]) expect(inCalifornia.text).not.toContain(String(dollars))
  })

  it('refuses nonsense with a clear message', async () => {
    const refused = async (query: Record<string, string>) => {
      const { status, body } = await ask(query)
      expect(status).toBe(400)
      return (body as { errors: Record<string, string> }).errors
    }
    expect(await refused({ model: 'Polaris 6', price: '9800' })).toEqual({
      brand: 'Give the brand of the tub (at most 80 characters).',
    })
    expect(await refused({ ...ours, price: '1000000000' })).toEqual({
      price: 'Give the quoted price in whole US dollars, between $500 and $100,000.',
    })
    expect(await refused({ ...ours, price: 'cheap' })).toHaveProperty('price')
    expect(await refused({ ...ours, price: '9800', state: 'ZZ' })).toEqual({
      state: 'Give the state as its two-letter code, for example CA.',
    })
  })

  it('answers each address 60 times in 10 minutes, then asks it to wait', async () => {
    const from = freshPeer()
    for (let asked = 0; asked < 60; asked++)
      expect((await ask({ ...ours, model: 'Unknown 1', price: '9000' }, from)).status).toBe(200)
    const refused = await ask({ ...ours, price: '9000' }, from)
    expect(refused).toMatchObject({ status: 429, body: { error: expect.stringMatching(/Too many requests/) } })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect((await ask({ ...ours, price: '9000' })).status).toBe(200)
  })

  it('shows staff the exact count and the quotes behind it, leaving out the price check read', async () => {
    const [first] = stored
    const { status, body } = await staffView('moderator-position@tubwise.example', first!.id)
    expect(status).toBe(200)
    // The buyer's own quotes left out, Georgia has 4: too few, so the whole country's 5.
    expect(body).toMatchObject({ scope: 'national', count: 5, position: { quoteCount: '5–9' } })
    const quotes = body.quotes as { priceCheckId: number; dollars: number; date: string }[]
    expect(quotes.map((quote) => quote.dollars).sort()).toEqual([...GEORGIA.slice(1), CALIFORNIA].sort())
    expect(quotes.map((quote) => quote.priceCheckId)).not.toContain(first!.id)
    expect(quotes.every((quote) => !Number.isNaN(Date.parse(quote.date)))).toBe(true)

    const admin = await staffView('admin-position@tubwise.example', stored[5]!.id)
    expect(admin.body).toMatchObject({
      scope: 'national',
      count: 5,
      position: { averageDollars: 10_200, percentFromAverage: 21, standing: 'well above' },
    })
  })

  it('refuses the quotes to anyone but staff who handle price checks', async () => {
    expect((await staffView(null, stored[0]!.id)).status).toBe(401)
    expect((await staffView('editor-position@tubwise.example', stored[0]!.id)).status).toBe(403)
    expect((await staffView('moderator-position@tubwise.example', stored[0]!.id, 7)).status).toBe(404)
  })
})

function priced(dollars: number) {
  return (tub: { brand: string; model: string; price?: string }) => ({ ...tub, price: tub.price ?? `$${dollars}` })
}
