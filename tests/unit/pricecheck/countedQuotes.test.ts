import { describe, expect, it } from 'vitest'

import { countedOf, judgeQuotes, snapshotBands, windowStart } from '@/pricecheck/position/countedQuotes'
import type { ModelQuote } from '@/pricecheck/position/modelQuotes'
import { publishedBand } from '@/pricecheck/position/publicPricePosition'
import { SNAPSHOT_RULES, newBuyersSince, snapshotDue } from '@/pricecheck/position/snapshotRule'

const NOW = new Date('2026-11-28T12:00:00.000Z')
let ids = 0
const quote = (change: Partial<ModelQuote> = {}): ModelQuote => {
  const id = ++ids
  return {
    priceCheckId: id,
    dollars: 9_000 + id,
    requestedAt: `2026-10-${String((id % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    reportSentAt: '2026-11-01T10:00:00.000Z',
    buyer: `buyer-${id}@example.com`,
    zip3: '303',
    state: 'GA',
    ...change,
  }
}

describe('which quotes count', () => {
  it('says why each other quote does not', () => {
    const cases: [ModelQuote, string | null][] = [
      [quote({ reportSentAt: null }), 'not reviewed'],
      // 24 months before 2026-11-28 12:00 is 2024-11-28 12:00: a day before is out, that moment is in.
      [quote({ requestedAt: '2024-11-27T12:00:00.000Z' }), 'older than 24 months'],
      [quote({ requestedAt: '2024-11-28T12:00:00.000Z' }), null],
      [quote({ zip3: null }), 'no US ZIP code'],
      // Pat twice: the newer quote counts, the older one does not.
      [quote({ requestedAt: '2026-11-20T10:00:00.000Z', buyer: 'pat@example.com' }), null],
      [
        quote({ requestedAt: '2026-01-05T10:00:00.000Z', buyer: 'pat@example.com' }),
        'same buyer, a newer quote counts',
      ],
    ]
    expect(windowStart(NOW).toISOString()).toBe('2024-11-28T12:00:00.000Z')
    const judged = judgeQuotes(
      cases.map(([each]) => each),
      NOW,
    )
    const exclusionOf = (id: number) => judged.find((each) => each.priceCheckId === id)?.exclusion
    for (const [each, exclusion] of cases) expect(exclusionOf(each.priceCheckId)).toBe(exclusion)
    // Newest first.
    expect(judged[0]!.requestedAt).toBe('2026-11-20T10:00:00.000Z')
  })

  it('drops outliers among the counted quotes only', () => {
    const tenth = quote({ dollars: 30_000 })
    const judged = judgeQuotes(
      [...Array.from({ length: 9 }, (_, index) => quote({ dollars: 9_000 + index * 100 })), tenth],
      NOW,
    )
    expect(judged.find((each) => each.priceCheckId === tenth.priceCheckId)?.exclusion).toBe('outlier')
    expect(countedOf(judged)).toHaveLength(9)
  })
})

describe('the bands a snapshot publishes', () => {
  // Two buyers in each of five ZIP3 areas per state: each state passes the spread rule on its own.
  const stateQuotes = (state: 'GA' | 'CA', firstZip3: number, dollars: number) =>
    Array.from({ length: 10 }, (_, index) =>
      quote({ state, zip3: String(firstZip3 + (index % 5)), dollars: dollars + index * 100 }),
    )

  it('publishes the country’s band from 10 spread buyers, and no state’s without 10 elsewhere', () => {
    const georgia = stateQuotes('GA', 300, 9_000)
    const bands = snapshotBands(countedOf(judgeQuotes(georgia, NOW)))
    // 9,000 … 9,900: Q1 = 9,200 + 0.25 × 100 = 9,225 → 9,000; Q3 = 9,600 + 75 = 9,675 → 10,000.
    expect(bands).toEqual({ national: { lowDollars: 9_000, highDollars: 10_000, buyers: '10–24' }, states: {} })
  })

  it('publishes a state’s band only when the state and the rest of the country each have 10 spread buyers', () => {
    const georgia = stateQuotes('GA', 300, 9_000)
    const california = stateQuotes('CA', 900, 9_500)
    const bands = snapshotBands(countedOf(judgeQuotes([...georgia, ...california], NOW)))
    // California 9,500 … 10,400: Q1 9,725 → 9,500; Q3 10,175 → 10,500.
    expect(bands.states).toEqual({
      GA: { lowDollars: 9_000, highDollars: 10_000, buyers: '10–24' },
      CA: { lowDollars: 9_500, highDollars: 10_500, buyers: '10–24' },
    })
    // All twenty: 9,000 … 10,400 with 9,500 … 9,900 twice; Q1 rank 4.75 → 9,400 + 0.75 × 100 = 9,475 → 9,000;
    // Q3 rank 14.25 → 9,900 + 0.25 × 0 = 9,900 → 10,000; 25 or more? No: 20 buyers, 10–24.
    expect(bands.national).toEqual({ lowDollars: 9_000, highDollars: 10_000, buyers: '10–24' })

    // Nine Californians: the rest of Georgia's country is too few, so Georgia has no band of its own either.
    const fewer = snapshotBands(countedOf(judgeQuotes([...georgia, ...california.slice(1)], NOW)))
    expect(fewer.states).toEqual({})
    expect(fewer.national).not.toBeNull()
  })
})

describe('when a snapshot is due', () => {
  const previous = (daysAgo: number) => ({ computedAt: new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString() })
  it('is due the first time, then after 30 days and 5 new reviewed buyers, never sooner', () => {
    expect(SNAPSHOT_RULES).toEqual({ minDaysBetween: 30, minNewBuyers: 5, maxAgeDays: 365 })
    expect(snapshotDue(null, NOW, 0)).toBe(true)
    expect(snapshotDue(previous(29.9), NOW, 50)).toBe(false)
    expect(snapshotDue(previous(30), NOW, 4)).toBe(false)
    expect(snapshotDue(previous(30), NOW, 5)).toBe(true)
    expect(snapshotDue(previous(400), NOW, 4)).toBe(false)
  })

  it('withdraws a band whose snapshot is more than a year old, whatever it holds', () => {
    const band = { lowDollars: 8_000, highDollars: 10_000, buyers: '10–24' as const }
    const snapshot = (daysAgo: number) => ({ ...previous(daysAgo), bands: { national: band, states: {} } })
    // 365 days after the snapshot its band still shows; a day later some of its quotes are over three years old.
    expect(publishedBand(snapshot(365), null, NOW)).toMatchObject({ lowDollars: 8_000, scope: 'national' })
    expect(publishedBand(snapshot(366), null, NOW)).toBeNull()
  })

  it('counts new buyers once each, by when their report was sent', () => {
    const since = '2026-11-01T00:00:00.000Z'
    const after = '2026-11-02T00:00:00.000Z'
    const quotes = [
      { buyer: 'a', reportSentAt: after },
      { buyer: 'a', reportSentAt: after },
      { buyer: 'b', reportSentAt: after },
      { buyer: 'c', reportSentAt: '2026-10-30T00:00:00.000Z' },
      { buyer: 'd', reportSentAt: null },
    ]
    expect(newBuyersSince(quotes, since)).toBe(2)
  })
})
