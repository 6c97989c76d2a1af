import type { CollectionSlug, Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ToolFigures } from '@/buyertools/usage/server/toolFigures'
import { keepKeyOnce, pruneExpiredKeys } from '@/platform/db/statements/expiringKeys'

import { migrationStep } from '../../support/migrations'
import { testDatabase, useTestPayload } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'
import { executeSql } from '../../support/sql'

let used: RouteHandler
let figures: (payload: Payload, now?: Date) => Promise<ToolFigures[]>

const payload = useTestPayload(async () => {
  used = (await import('@/app/api/tools/used/route')).POST
  figures = (await import('@/buyertools/usage/server/toolFigures')).buyerToolFigures
})

const send = (body: unknown, from?: string) => postJson(used, '/api/tools/used', body, from)
const today = () => new Date().toISOString().slice(0, 10)
const rows = async () =>
  (await payload.find({ collection: 'tool-uses', pagination: false, overrideAccess: true })).docs.map(
    ({ tool, day, count }) => ({ tool, day, count }),
  )
const visitors = async () =>
  (
    await payload.find({ collection: 'tool-visitors', sort: 'visitor', pagination: false, overrideAccess: true })
  ).docs.map(({ visitor, expiresAt }) => ({ visitor, expiresAt }))
const usesToday = async () => (await rows()).find((row) => row.tool === 'runningCost' && row.day === today())?.count

describe(`POST /api/tools/used (${testDatabase()})`, () => {
  it('counts every use of a burst on one row per tool and day, losing none', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => send({ tool: 'runningCost' })))
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
    expect(await responses[0]!.json()).toEqual({ ok: true })
    expect(await rows()).toEqual([{ tool: 'runningCost', day: today(), count: 20 }])
  })

  it('refuses a tool we do not have with a clear 400, and stores nothing', async () => {
    const before = await rows()
    for (const body of [{ tool: 'scorecardz' }, {}, { tool: 'runningCost; drop table' }]) {
      const response = await send(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toEqual({
        errors: { tool: 'Name one of our tools: scorecard, runningCost, compare.' },
      })
    }
    expect(await rows()).toEqual(before)
  })

  it('counts 31 posts from one address as one use, and refuses the 31st', async () => {
    const before = (await usesToday()) ?? 0
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await send({ tool: 'runningCost' }, '198.18.200.7')).status)
    expect(statuses).toEqual([...Array(30).fill(200), 429])
    expect(await usesToday()).toBe(before + 1)
  })

  it('counts two addresses as two uses, and one address on two tools once on each', async () => {
    const before = (await usesToday()) ?? 0
    for (const from of ['198.18.201.1', '198.18.201.2', '198.18.201.1', '198.18.201.2'])
      expect((await send({ tool: 'runningCost' }, from)).status).toBe(200)
    expect((await send({ tool: 'compare' }, '198.18.201.1')).status).toBe(200)
    expect(await usesToday()).toBe(before + 2)
    expect((await rows()).find((row) => row.tool === 'compare' && row.day === today())?.count).toBe(1)
  })

  it('counts concurrent duplicates from one address once', async () => {
    const before = (await usesToday()) ?? 0
    const responses = await Promise.all(Array.from({ length: 10 }, () => send({ tool: 'runningCost' }, '198.18.202.9')))
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200))
    expect(await usesToday()).toBe(before + 1)
  })

  it('stores a keyed hash of the visitor, never the address, among the tool visitors until the day ends', async () => {
    const before = await visitors()
    await send({ tool: 'runningCost' }, '198.18.203.44')
    const added = (await visitors()).filter((visitor) => !before.some((seen) => seen.visitor === visitor.visitor))
    const endOfDay = new Date(`${today()}T00:00:00.000Z`).getTime() + 24 * 60 * 60_000
    expect(added).toEqual([{ visitor: expect.stringMatching(/^[\w-]{43}$/), expiresAt: expect.any(String) }])
    expect(new Date(added[0]!.expiresAt).getTime()).toBe(endOfDay)
    // A visitor is what it is, not a rate-limit counter.
    const counters = await payload.find({ collection: 'rate-limits', pagination: false, overrideAccess: true })
    expect(counters.docs.filter((counter) => counter.key.startsWith('tool-visitor|'))).toEqual([])
  })

  it('clears the visitors of ended days, and still counts a visitor of today once', async () => {
    const before = (await usesToday()) ?? 0
    await send({ tool: 'runningCost' }, '198.18.205.6')
    const endOfYesterday = new Date(`${today()}T00:00:00.000Z`).toISOString()
    await keepKeyOnce(payload, 'tool_visitors', { key: 'a-visitor-of-yesterday', expiresAt: endOfYesterday })
    const live = (await visitors()).filter((visitor) => visitor.expiresAt > new Date().toISOString())

    await pruneExpiredKeys(payload, 'tool_visitors', new Date().toISOString())

    expect(await visitors()).toEqual(live)
    expect(live.length).toBeGreaterThan(0)
    await send({ tool: 'runningCost' }, '198.18.205.6')
    expect(await usesToday()).toBe(before + 1)
  })

  it('keeps counting a visitor once across the migration that moved the visitors out of the counters', async () => {
    const before = (await usesToday()) ?? 0
    await send({ tool: 'runningCost' }, '198.18.206.7')
    const kept = await visitors()
    const run = migrationStep(payload, '_tool_visitors')
    await run('down')
    // As the code before it kept the day's visitors: keys in the rate limiter's table.
    for (const { visitor, expiresAt } of kept)
      await executeSql(
        payload,
        `INSERT INTO rate_limits (key, hits, expires_at) VALUES ('tool-visitor|${visitor}', 1, '${expiresAt}')`,
      )
    await run('up')

    expect(await visitors()).toEqual(kept)
    await send({ tool: 'runningCost' }, '198.18.206.7')
    expect(await usesToday()).toBe(before + 1)
    const counters = await payload.find({ collection: 'rate-limits', pagination: false, overrideAccess: true })
    expect(counters.docs.filter((counter) => counter.key.startsWith('tool-visitor|'))).toEqual([])
  })

  describe('on the next UTC day', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('counts the same address again, on the row of the new day', async () => {
      await send({ tool: 'scorecard' }, '198.18.204.5')
      vi.useFakeTimers({ toFake: ['Date'] })
      const tomorrow = new Date(Date.now() + 24 * 60 * 60_000)
      vi.setSystemTime(tomorrow)
      await send({ tool: 'scorecard' }, '198.18.204.5')
      await send({ tool: 'scorecard' }, '198.18.204.5')
      const day = tomorrow.toISOString().slice(0, 10)
      vi.useRealTimers()
      const scorecard = (await rows()).filter((row) => row.tool === 'scorecard')
      expect(scorecard.find((row) => row.day === today())?.count).toBe(1)
      expect(scorecard.find((row) => row.day === day)?.count).toBe(1)
    })
  })

  it('is not writable through Payload by anyone but the route', async () => {
    await expect(
      payload.create({
        collection: 'tool-uses',
        data: { tool: 'runningCost', day: '2026-01-01', count: 5 },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

// Thursday 11 June 2026, mid-morning UTC: the last 7 days begin on 5 June, the last 30 on 13 May.
const NOW = new Date('2026-06-11T10:00:00.000Z')
let people = 0

/** Saves a record the ordinary way, then dates it: the adapter's own update, so no hook rewrites the date. */
async function dated(collection: CollectionSlug, data: Record<string, unknown>, createdAt: string): Promise<void> {
  const doc = await payload.create({ collection, data: data as never, overrideAccess: true })
  await payload.db.updateOne({ collection, id: doc.id, data: { createdAt: new Date(createdAt).toISOString() } })
}
const priceCheck = (createdAt: string, cameFrom?: string) => {
  people += 1
  const tubs = [{ brand: 'Aurora', model: 'Six', price: '$9,000' }]
  return dated(
    'price-checks',
    { name: 'Pat', email: `pc${people}@example.com`, zipcode: '83702', tubs, cameFrom },
    createdAt,
  )
}
const lead = (createdAt: string, source: string) => {
  people += 1
  return dated('leads', { firstName: 'Lee', email: `lead${people}@example.com`, source }, createdAt)
}
const usesOn = (day: string, count: number) =>
  payload.create({ collection: 'tool-uses', data: { tool: 'runningCost', day, count }, overrideAccess: true })

describe(`the dashboard's buyer tool figures (${testDatabase()})`, () => {
  it('sums the uses of the last 7 and 30 days, and counts the price checks and leads each tool led to', async () => {
    await usesOn('2026-06-11', 3) // today
    await usesOn('2026-06-05', 2) // the 7th day back
    await usesOn('2026-06-04', 5) // the 8th
    await usesOn('2026-05-13', 4) // the 30th
    await usesOn('2026-05-12', 100) // the 31st: too old
    await usesOn('2026-06-12', 50) // after NOW, as are the uses the tests above counted today

    await priceCheck('2026-06-10T08:00:00Z', 'runningCost')
    await priceCheck('2026-05-13T00:00:00Z', 'runningCost')
    await priceCheck('2026-05-12T23:59:59Z', 'runningCost') // before the 30 days
    await priceCheck('2026-06-10T09:00:00Z') // not from a tool
    await lead('2026-06-09T12:00:00Z', 'runningCost')
    await lead('2026-06-09T12:00:00Z', 'Price check')
    await lead('2026-05-01T12:00:00Z', 'runningCost') // before the 30 days
    await lead('2026-06-11T10:00:01Z', 'runningCost') // after NOW

    const none = { usesLast7Days: 0, usesLast30Days: 0, priceChecksLast30Days: 0, leadsLast30Days: 0 }
    expect(await figures(payload, NOW)).toEqual([
      { tool: 'scorecard', name: 'Quote scorecard', ...none },
      {
        tool: 'runningCost',
        name: 'Running-cost calculator',
        usesLast7Days: 3 + 2,
        usesLast30Days: 3 + 2 + 5 + 4,
        priceChecksLast30Days: 2,
        leadsLast30Days: 1,
      },
      { tool: 'compare', name: 'Compare tool', ...none },
    ])
  })
})
