import type { CollectionSlug, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { poolOf } from '@/platform/db/connection'
import type { PaidOrders } from '@/staff/dashboard/paidOrders'
import type { VisitorActivity } from '@/staff/dashboard/visitorActivity'
import { lastWeeks, type Week } from '@/staff/dashboard/weeks'

import { testDatabase, useTestPayload } from '../../support/payload'

// Wednesday: the current week began on Monday 23 November, the window on Monday 7 September.
const NOW = new Date('2026-11-25T10:00:00.000Z')
const WEEKS = lastWeeks(NOW)
const at = (iso: string) => new Date(iso).toISOString()

let visitorActivity: (payload: Payload, weeks: Week[]) => Promise<VisitorActivity>
let paidOrders: (payload: Payload, weeks: Week[]) => Promise<PaidOrders>
let rows = 0

/** Saves a record the ordinary way, then dates it: the adapter's own update, so no hook rewrites the dates. */
async function dated(
  collection: CollectionSlug,
  data: Record<string, unknown>,
  dates: Record<string, string>,
): Promise<number> {
  const doc = await payload.create({ collection, data: data as never, overrideAccess: true })
  await payload.db.updateOne({ collection, id: doc.id, data: dates })
  return doc.id as number
}

const lead = (createdAt: string) => {
  rows += 1
  return dated(
    'leads',
    { firstName: 'Lee', email: `lead${rows}@example.com`, source: 'Test' },
    { createdAt: at(createdAt) },
  )
}
const priceCheck = (createdAt: string) =>
  dated(
    'price-checks',
    {
      name: 'Pat Buyer',
      email: 'pat@example.com',
      zipcode: '83702',
      tubs: [{ brand: 'Aurora', model: 'Six', price: '$9,000' }],
    },
    { createdAt: at(createdAt) },
  )
const question = (createdAt: string, extra: Record<string, unknown> = {}) =>
  dated(
    'comments',
    {
      page: 'asktheexperts',
      author: 'Sam',
      email: 'sam@example.com',
      text: 'Which tub?',
      status: 'approved',
      ...extra,
    },
    { createdAt: at(createdAt) },
  )
const order = (paidAt: string | null, status: string, amount: number, provider = 'stripe') => {
  rows += 1
  return dated(
    'orders',
    { product: 'pbs', amount, provider, paymentRef: `pay_dash_${rows}`, name: 'Pat Buyer', email: 'pat@example.com' },
    { status, ...(paidAt ? { paidAt: at(paidAt) } : {}) },
  )
}

type Row = Record<string, unknown>

/** The table's first row, and a way to insert rows into it, through the data layer's pool. */
async function tableRows(table: string) {
  const pool = poolOf(payload)
  if (pool.dialect === 'postgres') {
    const target = pool.tables[table]!
    return {
      first: (await pool.drizzle.select().from(target).limit(1))[0] as Row | undefined,
      insert: (rows: Row[]) => pool.drizzle.insert(target).values(rows),
    }
  }
  const target = pool.tables[table]!
  return {
    first: (await pool.drizzle.select().from(target).limit(1))[0] as Row | undefined,
    insert: (rows: Row[]) => pool.drizzle.insert(target).values(rows),
  }
}

/**
 * `count` copies of the collection's newest row, straight into its table (as fast as the database
 * takes them), spread over the 12 weeks; `vary` makes each copy's unique columns unique.
 */
async function copies(table: string, count: number, vary: (row: Row, index: number) => Row) {
  const { first: template, insert } = await tableRows(table)
  const { id: _id, ...row } = template!
  const span = WEEKS[11]!.end.getTime() - WEEKS[0]!.start.getTime() - 86_400_000 * 3
  for (let first = 0; first < count; first += 500) {
    const batch = Array.from({ length: Math.min(500, count - first) }, (_, offset) => {
      const index = first + offset
      const createdAt = new Date(WEEKS[0]!.start.getTime() + Math.floor((span * index) / count)).toISOString()
      return vary({ ...row, createdAt, updatedAt: createdAt }, index)
    })
    await insert(batch)
  }
}

const payload = useTestPayload(async () => {
  visitorActivity = (await import('@/staff/dashboard/visitorActivity')).weeklyVisitorActivity
  paidOrders = (await import('@/staff/dashboard/paidOrders')).weeklyPaidOrders
})

/** Twelve zeros with the given weeks (index: figure) filled in. */
const weekly = (figures: Record<number, number>) => WEEKS.map((_, index) => figures[index] ?? 0)

describe(`the dashboard's weekly figures (${testDatabase()})`, () => {
  it('counts in Monday-based UTC weeks, the current week last, nothing outside the 12-week window', async () => {
    expect(WEEKS).toHaveLength(12)
    expect(WEEKS[0]!.start.toISOString()).toBe('2026-09-07T00:00:00.000Z')
    expect(WEEKS[11]!.start.toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(WEEKS[11]!.end.toISOString()).toBe('2026-11-30T00:00:00.000Z')

    await lead('2026-09-06T23:59:59.999Z') // the Sunday before the window
    await lead('2026-09-07T00:00:00.000Z') // the window's first instant
    await lead('2026-09-13T23:59:59.999Z') // the same first week's last instant
    await lead('2026-11-22T23:59:59.999Z') // last week's Sunday night
    await lead('2026-11-23T00:00:00.000Z') // this week's Monday, midnight
    await lead('2026-11-25T09:00:00.000Z')
    await lead('2026-11-30T00:00:00.000Z') // next week (a clock ahead): not yet shown

    await priceCheck('2026-10-05T12:00:00.000Z')
    await priceCheck('2026-10-11T23:00:00.000Z')
    await priceCheck('2026-10-12T00:00:00.000Z')

    const asked = await question('2026-11-24T08:00:00.000Z')
    await question('2026-11-24T09:00:00.000Z', { parent: asked, author: 'Staff' }) // a reply: not a question
    await question('2026-11-24T10:00:00.000Z', { status: 'pending' })
    await question('2026-11-24T11:00:00.000Z', { status: 'spam' }) // spam: not counted
    await question('2026-09-01T11:00:00.000Z') // before the window

    const activity = await visitorActivity(payload, WEEKS)
    expect(activity.leads).toEqual(weekly({ 0: 2, 10: 1, 11: 2 }))
    expect(activity.priceChecks).toEqual(weekly({ 4: 2, 5: 1 }))
    expect(activity.questions).toEqual(weekly({ 11: 2 }))
  })

  it(
    'counts paid orders by the day paid, refunded ones included, and ' +
      'leaves refunds out of the paid revenue and demo payments out of both',
    async () => {
      await order('2026-11-02T10:00:00.000Z', 'paid', 24_900)
      await order('2026-11-03T10:00:00.000Z', 'shipped', 5_050)
      await order('2026-11-04T10:00:00.000Z', 'refunded', 100_000) // counted, no revenue
      await order('2026-11-08T23:59:59.999Z', 'delivered', 1)
      await order('2026-11-23T00:00:00.000Z', 'paid', 9_900)
      await order(null, 'pending', 24_900) // not paid: never counted
      await order('2026-08-31T10:00:00.000Z', 'paid', 24_900) // before the window
      await order('2026-11-24T10:00:00.000Z', 'paid', 995, 'demo') // no money taken: neither an order nor revenue
      await order('2026-11-03T10:00:00.000Z', 'shipped', 995, 'demo')

      const figures = await paidOrders(payload, WEEKS)
      expect(figures.orders).toEqual(weekly({ 8: 4, 11: 1 }))
      expect(figures.revenueCents).toEqual(weekly({ 8: 24_900 + 5_050 + 1, 11: 9_900 }))
    },
  )

  it('stays fast with 10,000 leads and 10,000 orders: the database counts, nothing is read row by row', async () => {
    // The rows copied (this test runs on its own too).
    await lead('2026-10-01T00:00:00.000Z')
    await order('2026-10-01T00:00:00.000Z', 'paid', 9_900)
    const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0)
    const leadsBefore = total((await visitorActivity(payload, WEEKS)).leads)
    const ordersBefore = total((await paidOrders(payload, WEEKS)).orders)
    await copies('leads', 10_000, (row, index) => ({
      ...row,
      leadId: `bulk-${index}`,
      email: `bulk${index}@example.com`,
      emailKey: `bulk${index}@example.com`,
    }))
    await copies('orders', 10_000, (row, index) => ({
      ...row,
      orderRef: `bulk-${index}`,
      paymentRef: `pay_bulk_${index}`,
      status: 'paid',
      paidAt: row.createdAt,
    }))

    const timings: number[] = []
    for (let run = 0; run < 3; run++) {
      const started = performance.now()
      const [activity, figures] = await Promise.all([visitorActivity(payload, WEEKS), paidOrders(payload, WEEKS)])
      timings.push(Math.round(performance.now() - started))
      expect(total(activity.leads)).toBe(leadsBefore + 10_000)
      expect(total(figures.orders)).toBe(ordersBefore + 10_000)
    }
    const elapsed = Math.min(...timings)
    console.info(`[dashboard] weekly figures over 20,000 rows: ${timings.join(', ')} ms (${testDatabase()})`)
    // Generous for a shared 2-core machine; measured at a few tens of milliseconds.
    expect(elapsed).toBeLessThan(2_000)
  }, 180_000)

  it('shows an empty window as twelve zeros', async () => {
    const before = lastWeeks(new Date('2020-03-04T00:00:00.000Z'))
    expect(await visitorActivity(payload, before)).toEqual({
      leads: Array(12).fill(0),
      priceChecks: Array(12).fill(0),
      questions: Array(12).fill(0),
    })
    expect(await paidOrders(payload, before)).toEqual({ orders: Array(12).fill(0), revenueCents: Array(12).fill(0) })
  })
})
