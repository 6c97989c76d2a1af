import { describe, expect, it } from 'vitest'

import { MIN_COMPARABLE_QUOTES, priceBand, pricePosition } from '@/pricecheck/position/pricePosition'

// Mean 10,000; sample standard deviation 756.3; none of them a multiple of $100.
const FIVE = [9_010, 9_550, 10_030, 10_470, 10_940]

describe('the price position', () => {
  it('is nothing below 5 comparable quotes', () => {
    expect(MIN_COMPARABLE_QUOTES).toBe(5)
    expect(pricePosition(10_000, [])).toBeNull()
    expect(pricePosition(10_000, FIVE.slice(0, 4))).toBeNull()
    expect(priceBand(FIVE.slice(0, 4))).toBeNull()
  })

  it('gives the average and a typical range (± one standard deviation), rounded to $100', () => {
    expect(pricePosition(10_000, FIVE)).toEqual({
      averageDollars: 10_000,
      typicalLowDollars: 9_200,
      typicalHighDollars: 10_800,
      quoteCount: '5–9',
      percentFromAverage: 0,
      standing: 'about average',
    })
  })

  it('never reaches below $0 at the low end of the range', () => {
    const band = priceBand([600, 650, 700, 20_000, 21_000])
    expect(band?.typicalLowDollars).toBe(0)
    expect(band?.averageDollars).toBe(8_600)
  })

  it('counts quotes only in buckets', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => 9_000 + index * 37)
    expect(priceBand(many(9))?.quoteCount).toBe('5–9')
    expect(priceBand(many(10))?.quoteCount).toBe('10–24')
    expect(priceBand(many(24))?.quoteCount).toBe('10–24')
    expect(priceBand(many(25))?.quoteCount).toBe('25 or more')
    expect(priceBand(many(400))?.quoteCount).toBe('25 or more')
  })

  it('places the quote against the rounded average, in whole percent and a word', () => {
    const at = (quoted: number) => pricePosition(quoted, FIVE)
    expect(at(9_400)).toMatchObject({ percentFromAverage: -6, standing: 'below' })
    expect(at(9_500)).toMatchObject({ percentFromAverage: -5, standing: 'about average' })
    expect(at(10_500)).toMatchObject({ percentFromAverage: 5, standing: 'about average' })
    expect(at(10_600)).toMatchObject({ percentFromAverage: 6, standing: 'above' })
    expect(at(11_500)).toMatchObject({ percentFromAverage: 15, standing: 'above' })
    expect(at(11_600)).toMatchObject({ percentFromAverage: 16, standing: 'well above' })
    expect(at(5_000)).toMatchObject({ percentFromAverage: -50, standing: 'below' })
  })

  it('answers in aggregates only: no minimum, maximum, median, percentile or single quote', () => {
    const position = pricePosition(12_345, FIVE)!
    expect(Object.keys(position).sort()).toEqual([
      'averageDollars',
      'percentFromAverage',
      'quoteCount',
      'standing',
      'typicalHighDollars',
      'typicalLowDollars',
    ])
    const text = JSON.stringify(position)
    for (const quote of FIVE) expect(text).not.toContain(String(quote))
    for (const dollars of [position.averageDollars, position.typicalLowDollars, position.typicalHighDollars])
      expect(dollars % 100).toBe(0)
  })

  it('does not depend on the order of the quotes', () => {
    expect(pricePosition(10_000, [...FIVE].reverse())).toEqual(pricePosition(10_000, FIVE))
  })
})
