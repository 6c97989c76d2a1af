import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { PriceCheck } from '@/payload-types'

import { startTestPayload, testDatabase } from '../../support/payload'
import { createStaff, type StaffUser } from '../../support/staffUsers'
import { answerOf, freshPeer, noParams, type RouteHandler } from '../../support/routes'
import { fromPeer } from '../../support/throughOurServer'

/*
 * The attacks of issue 37 replayed against the price position: planted price checks, one buyer
 * under many spellings, watching the band before and after a quote, state against national. Each
 * must reveal nothing and change nothing. Prices are never multiples of $100, so a stored price
 * cannot hide in a published band (whose ends are multiples of $500).
 */

let payload: Payload
let pricePosition: RouteHandler
let moderator: StaffUser
const PASSWORD = 'a-long-test-password'

beforeAll(async () => {
  payload = await startTestPayload()
  pricePosition = (await import('@/app/api/tools/pricePosition/route')).GET as RouteHandler
  for (const role of ['admin', 'moderator', 'editor'] as const) {
    const user = await createStaff(payload, { email: `${role}-position@tubwise.example`, password: PASSWORD, role })
    if (role === 'moderator') moderator = user
  }
})
afterAll(async () => {
  vi.useRealTimers()
  await payload?.destroy()
})

const ours = { brand: 'Northstar Spas', model: 'Polaris 6' }
/** Every price stored, and every public answer given: no answer may contain a stored price. */
const storedPrices: number[] = []
const answers: string[] = []

let buyers = 0
/** A price check as the price checker stores it (nobody has reviewed it). */
async function plant(zipcode: string, dollars: number, email?: string, model = ours.model): Promise<PriceCheck> {
  storedPrices.push(dollars)
  return (await payload.create({
    collection: 'price-checks',
    data: {
      status: 'new',
      name: 'A Buyer',
      email: email ?? `position-buyer-${++buyers}@example.com`,
      zipcode,
      tubs: [{ ...ours, model, price: `$${dollars.toLocaleString('en-US')}` }],
    },
    overrideAccess: true,
  })) as PriceCheck
}

/** Staff write the report and send it: from then on the quote is reviewed. */
const sendReport = (check: PriceCheck) =>
  payload.update({
    collection: 'price-checks',
    id: check.id,
    data: {
      status: 'report sent',
      tubs: check.tubs!.map((tub) => ({ ...tub, verdict: 'fair' as const, targetPriceDollars: 9_000 })),
      reportSummary: 'A fair price for this tub.',
    },
    user: moderator,
    overrideAccess: false,
  })

async function reviewed(zipcode: string, dollars: number, email?: string, model?: string): Promise<PriceCheck> {
  const check = await plant(zipcode, dollars, email, model)
  await sendReport(check)
  return check
}

const ask = async (query: Record<string, string>, from = freshPeer()) => {
  const url = `http://localhost/api/tools/pricePosition?${new URLSearchParams(query)}`
  const response = await pricePosition(new Request(url, { headers: fromPeer(from) }), noParams)
  const text = await response.clone().text()
  answers.push(text)
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), text, body: JSON.parse(text) }
}
const position = async (price: number, state?: string) =>
  (await ask({ ...ours, price: String(price), ...(state ? { state } : {}) })).body

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
  return answerOf(response)
}

const snapshots = async (model = ours.model) =>
  (
    await payload.find({
      collection: 'price-position-snapshots',
      where: { model: { equals: model.toLowerCase() } },
      overrideAccess: true,
    })
  ).docs

const today = () => new Date().toISOString().slice(0, 10)
const NOTHING = { position: null, message: 'Not enough data yet' }

// Georgia ZIP3 areas 300–319: eight buyers, two in each of four areas.
const BASE = [
  ['30012', 8_210],
  ['30012', 8_430],
  ['30115', 8_650],
  ['30115', 8_870],
  ['30303', 9_090],
  ['30303', 9_310],
  ['30501', 9_530],
  ['30501', 9_750],
] as const

describe(`the price position nobody can plant or read back (${testDatabase()})`, () => {
  let pats: PriceCheck[] = []
  let band: unknown

  it('counts no unreviewed price check: twenty planted quotes in ten areas publish nothing', async () => {
    for (let index = 0; index < 20; index++) await plant(`3${String(index % 10).padStart(2, '0')}10`, 9_010 + index)
    expect(await position(9_000)).toEqual(NOTHING)
    expect(await position(9_000, 'GA')).toEqual(NOTHING)
    expect(await snapshots()).toHaveLength(0)
  })

  it('counts one buyer once, however the address is spelled', async () => {
    for (const [zip, dollars] of BASE) await reviewed(zip, dollars)
    // Pat three times, in three more areas: counted three times, there would be 10 buyers.
    const spellings = ['pat+spa1@example.com', ' Pat+spa2@Example.com', 'PAT@example.com']
    pats = []
    for (const [index, email] of spellings.entries())
      pats.push(await reviewed(['30777', '30877', '30977'][index]!, 9_970 + index * 10, email))
    // Eight buyers and Pat: nine, too few for a band.
    expect(await position(9_000)).toEqual(NOTHING)
    expect(await snapshots()).toHaveLength(0)
  })

  it('publishes the middle half of 10 reviewed buyers, rounded outward, from the tenth', async () => {
    await reviewed('31010', 10_190)
    // Counted: 8,210 8,430 8,650 8,870 9,090 9,310 9,530 9,750 9,990 (Pat's newest) 10,190.
    // 25th: rank 2.25, 8,650 + 0.25 × 220 = 8,705 → $8,500; 75th: rank 6.75, 9,530 + 0.75 × 220 = 9,695 → $10,000.
    band = { lowDollars: 8_500, highDollars: 10_000, buyers: '10–24', scope: 'national', state: null, asOf: today() }
    expect(await position(9_000)).toEqual({ position: { ...(band as object), standing: 'within' } })
    expect(await position(8_499)).toMatchObject({ position: { standing: 'below' } })
    // 10,000 × 1.15 = 11,500: above up to there, well above beyond.
    expect(await position(11_500)).toMatchObject({ position: { standing: 'above' } })
    expect(await position(11_501)).toMatchObject({ position: { standing: 'well above' } })
    expect(await snapshots()).toHaveLength(1)
  })

  it('cannot be moved by five planted quotes: a high price stays well above', async () => {
    const before = await position(14_000)
    for (const zip of ['30012', '30115', '30303', '30501', '31010']) await plant(zip, 14_010)
    expect(before).toMatchObject({ position: { standing: 'well above' } })
    expect(await position(14_000)).toEqual(before)
  })

  it('shows nothing of one more reviewed quote: the band waits for 5 new buyers and a month', async () => {
    const before = await position(9_000)
    await reviewed('31110', 9_410)
    expect(await position(9_000)).toEqual(before)

    // A month later, with 2, then 4 new buyers: still the same band and date.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, advanceTimeDelta: 1 })
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000)
    await reviewed('31210', 40_010) // an outlier: it will not count
    expect(await position(9_000)).toEqual(before)
    await reviewed('31310', 9_210)
    await reviewed('31410', 9_610)
    expect(await position(9_000)).toEqual(before)

    // The fifth new buyer: a new snapshot, today's.
    await reviewed('31510', 9_810)
    // 15 candidates: Q1 (rank 3.5) 8,980, Q3 (rank 10.5) 9,780, fences 7,780 and 10,980, so 40,010 is
    // out. 14 counted: 25th, rank 3.25, 8,870 + 0.25 × 220 = 8,925 → $8,500; 75th, rank 9.75,
    // 9,610 + 0.75 × 140 = 9,715 → $10,000: the same band, a new date.
    expect(await position(9_000)).toEqual({
      position: { ...(band as object), asOf: today(), standing: 'within' },
    })
    expect(today()).not.toBe((band as { asOf: string }).asOf)
    expect(await snapshots()).toHaveLength(1)
  })

  it('cannot isolate an out-of-state quote by comparing the state’s answer with the country’s', async () => {
    const before = await position(9_000)
    await reviewed('90210', 9_870)
    // California has one buyer and the rest of the country is Georgia alone: no state has a band
    // of its own, so every state gets the country's band, and it has not moved.
    for (const state of ['GA', 'CA', 'TX', undefined]) expect(await position(9_000, state)).toEqual(before)
  })

  it('shows staff the exact count and why each quote counts or not', async () => {
    const { status, body } = await staffView('moderator-position@tubwise.example', pats[0]!.id)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      published: { lowDollars: 8_500, highDollars: 10_000, buyers: '10–24', scope: 'national', standing: 'within' },
      counting: 15,
    })
    type Listed = { priceCheckId: number; dollars: number; counts: boolean; exclusion: string | null }
    const quotes = body.quotes as Listed[]
    const exclusionOf = (dollars: number) => quotes.find((quote) => quote.dollars === dollars)?.exclusion
    expect(exclusionOf(9_010)).toBe('not reviewed')
    expect(exclusionOf(14_010)).toBe('not reviewed')
    expect(exclusionOf(9_970)).toBe('same buyer, a newer quote counts')
    expect(exclusionOf(9_990)).toBeNull()
    expect(exclusionOf(40_010)).toBe('outlier')
    expect(quotes.filter((quote) => quote.counts)).toHaveLength(15)
  })

  it('refuses the quotes to anyone but staff who handle price checks', async () => {
    expect((await staffView(null, pats[0]!.id)).status).toBe(401)
    expect((await staffView('editor-position@tubwise.example', pats[0]!.id)).status).toBe(403)
    expect((await staffView('moderator-position@tubwise.example', pats[0]!.id, 7)).status).toBe(404)
  })

  it('never puts a stored price in an answer', () => {
    expect(answers.length).toBeGreaterThan(10)
    for (const text of answers) {
      for (const dollars of storedPrices) {
        expect(text).not.toContain(String(dollars))
        expect(text).not.toContain(dollars.toLocaleString('en-US'))
      }
      expect(text).not.toMatch(/average|median|count"/i)
    }
  })
})

describe(`a model's snapshot, with several servers (${testDatabase()})`, () => {
  it('is written once when two reports that make the model qualify are sent at the same moment', async () => {
    const model = 'Polaris 8'
    const zips = ['30012', '30012', '30115', '30115', '30303', '30303', '30501', '30501', '31010']
    for (const [index, zip] of zips.entries()) await reviewed(zip, 8_010 + index * 110, undefined, model)
    const tenth = await plant('31110', 9_020, undefined, model)
    const eleventh = await plant('31210', 9_020, undefined, model)
    await Promise.all([sendReport(tenth), sendReport(eleventh)])
    const written = await snapshots(model)
    expect(written).toHaveLength(1)
    // 8,010 … 8,890 by 110 and 9,020: 25th rank 2.25, 8,230 + 27.5 = 8,257.5 → $8,000; 75th rank 6.75,
    // 8,670 + 0.75 × 110 = 8,752.5 → $9,000.
    expect(written[0]).toMatchObject({
      buyersCounted: 10,
      bands: { national: { lowDollars: 8_000, highDollars: 9_000 } },
    })
    for (const check of [tenth, eleventh]) {
      const sent = await payload.findByID({ collection: 'price-checks', id: check.id, overrideAccess: true })
      expect(sent.reportSentAt).toEqual(expect.any(String))
    }
  })
})

describe(`the public answer (${testDatabase()})`, () => {
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
})
