import { describe, expect, it } from 'vitest'

import {
  BAND_RULES,
  bandOf,
  buyerBucket,
  outliersOf,
  quantile,
  roundOutward,
  spreadEnough,
  standingOf,
  tukeyFences,
} from '@/pricecheck/position/band'

import { itAnswers } from '../workedCases'

// Ten buyers' quotes, sorted.
const TEN = [8_000, 8_200, 8_500, 8_900, 9_100, 9_400, 9_800, 10_100, 10_600, 12_000]

describe('percentiles (type 7: between the two nearest ranks)', () => {
  it('interpolates by hand', () => {
    // 25th: rank (10 − 1) × 0.25 = 2.25, so x[2] + 0.25 × (x[3] − x[2]) = 8,500 + 0.25 × 400 = 8,600.
    expect(quantile(TEN, 0.25)).toBe(8_600)
    // 75th: rank 9 × 0.75 = 6.75, so x[6] + 0.75 × (x[7] − x[6]) = 9,800 + 0.75 × 300 = 10,025.
    expect(quantile(TEN, 0.75)).toBe(10_025)
    // 50th: rank 4.5, so 9,100 + 0.5 × 300 = 9,250 (computed here, never published).
    expect(quantile(TEN, 0.5)).toBe(9_250)
    expect(quantile(TEN, 0)).toBe(8_000)
    expect(quantile(TEN, 1)).toBe(12_000)
    expect(quantile([5_000], 0.25)).toBe(5_000)
    expect(() => quantile([], 0.5)).toThrow()
  })
})

describe('rounding outward to $500', () => {
  it('floors the low end and ceils the high end', () => {
    // 8,600 → 8,500 (down); 10,025 → 10,500 (up): the band shown is never narrower than the data's.
    expect(roundOutward(8_600, 10_025)).toEqual({ lowDollars: 8_500, highDollars: 10_500 })
    expect(roundOutward(8_500, 10_500)).toEqual({ lowDollars: 8_500, highDollars: 10_500 })
    expect(roundOutward(8_999, 9_001)).toEqual({ lowDollars: 8_500, highDollars: 9_500 })
    expect(BAND_RULES.roundToDollars).toBe(500)
  })

  it('makes the band of ten quotes $8,500–$10,500, 10–24 buyers', () => {
    expect(bandOf([...TEN].reverse())).toEqual({ lowDollars: 8_500, highDollars: 10_500, buyers: '10–24' })
  })

  itAnswers('counts buyers only in buckets', buyerBucket, [
    [10, '10–24'],
    [24, '10–24'],
    [25, '25 or more'],
    [400, '25 or more'],
  ])
})

describe('outliers (Tukey’s fences, 1.5 interquartile ranges beyond the quartiles)', () => {
  it('drops a wild high quote', () => {
    const quotes = [9_000, 9_100, 9_200, 9_300, 9_400, 9_500, 9_600, 9_700, 9_800, 30_000]
    // Q1 = 9,200 + 0.25 × 100 = 9,225; Q3 = 9,600 + 0.75 × 100 = 9,675; IQR 450, reach 675:
    // fences 8,550 and 10,350, so only 30,000 is out.
    expect(tukeyFences(quotes)).toEqual({ low: 8_550, high: 10_350 })
    expect(outliersOf(quotes)).toEqual([false, false, false, false, false, false, false, false, false, true])
  })

  it('drops a wild low quote', () => {
    const quotes = [1_000, 9_100, 9_200, 9_300, 9_400, 9_500, 9_600, 9_700, 9_800, 9_900]
    // Q1 = 9,200 + 0.25 × 100 = 9,225; Q3 = 9,600 + 0.75 × 100 = 9,675: low fence 8,550.
    expect(outliersOf(quotes)[0]).toBe(true)
    expect(outliersOf(quotes).filter(Boolean)).toHaveLength(1)
  })

  it('keeps a quote on the fence, and judges nothing from fewer than 4 quotes', () => {
    // [10, 20, 30, 40, 70]: Q1 20, Q3 40, IQR 20, high fence 40 + 30 = 70: kept. 71 would not be.
    expect(outliersOf([10, 20, 30, 40, 70])).toEqual([false, false, false, false, false])
    expect(outliersOf([10, 20, 30, 40, 71])).toEqual([false, false, false, false, true])
    expect(outliersOf([100, 200, 90_000])).toEqual([false, false, false])
  })
})

describe('the spread rule (10 buyers, 3 ZIP3 areas, none over a quarter)', () => {
  const areas = (...counts: number[]) => counts.flatMap((count, area) => Array(count).fill(String(300 + area)))

  it('needs 10 buyers', () => {
    expect(spreadEnough(areas(1, 1, 1, 1, 1, 1, 1, 1, 1))).toBe(false)
    expect(spreadEnough(areas(2, 2, 2, 2, 2))).toBe(true)
  })

  it('refuses an area with more than a quarter of the buyers', () => {
    // 10 buyers: a quarter is 2.5, so 3 in one area is too many.
    expect(spreadEnough(areas(3, 2, 2, 2, 1))).toBe(false)
    expect(spreadEnough(areas(4, 3, 3))).toBe(false)
    // 12 buyers: a quarter is 3, so 3 in each of 4 areas passes.
    expect(spreadEnough(areas(3, 3, 3, 3))).toBe(true)
    expect(spreadEnough(areas(10))).toBe(false)
  })
})

describe('a quote against the published band', () => {
  const band = { lowDollars: 8_500, highDollars: 10_500 }
  it('is below, within, above, or well above (more than 15 % over the top)', () => {
    expect(standingOf(8_499, band)).toBe('below')
    expect(standingOf(8_500, band)).toBe('within')
    expect(standingOf(10_500, band)).toBe('within')
    expect(standingOf(10_501, band)).toBe('above')
    // 10,500 × 1.15 = 12,075: still "above"; a dollar more is "well above".
    expect(standingOf(12_075, band)).toBe('above')
    expect(standingOf(12_076, band)).toBe('well above')
  })
})
