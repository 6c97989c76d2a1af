import { describe, expect, it } from 'vitest'

import { comparisonFromQuery, comparisonQuery, tubSeedFromQuery } from '@/buyertools/compare/comparisonLink'
import type { TubCostsForm } from '@/buyertools/compare/schema'

const tub = (label: string, price: string): TubCostsForm => ({
  label,
  priceDollars: price,
  lifeYears: '18',
  installDollars: '2500',
  energyDollarsPerYear: '400',
  suppliesDollarsPerYear: '300',
  coverDollars: '600',
  coverEveryYears: '6',
  repairsDollarsPerYear: '60',
})

describe('a comparison as a link', () => {
  it('carries the tubs’ figures there and back', () => {
    const tubs = [tub('Polaris 6 & co', '12000'), tub('Family 6', '6000'), tub('Middle', '9000')]
    const query = comparisonQuery(tubs)
    expect(query).toContain('n1=Polaris+6+%26+co')
    expect(query).toContain('p2=6000')
    expect(comparisonFromQuery(`?${query}`)).toEqual(tubs)
  })

  it('starts afresh from an address that is not a valid comparison', () => {
    expect(comparisonFromQuery('')).toBeNull()
    expect(comparisonFromQuery(comparisonQuery([tub('Only one', '9000')]))).toBeNull()
    expect(comparisonFromQuery(comparisonQuery([tub('A', '9000'), tub('B', '-5')]))).toBeNull()
    expect(comparisonFromQuery(comparisonQuery([tub('A', '9000'), tub('B', '1000000000')]))).toBeNull()
    expect(comparisonFromQuery(`n1=${'x'.repeat(3_000)}`)).toBeNull()
  })

  it('reads no more than three tubs', () => {
    const four = comparisonQuery([tub('A', '9000'), tub('B', '8000'), tub('C', '7000')]) + '&n4=D&p4=6000'
    expect(comparisonFromQuery(four)).toHaveLength(3)
  })
})

describe('a first tub another tool names', () => {
  it('keeps each valid figure and the five criteria’s answer', () => {
    expect(tubSeedFromQuery('?n1=Northstar+Spas+Polaris+6&p1=9800&c1=fails')).toEqual({
      figures: { label: 'Northstar Spas Polaris 6', priceDollars: '9800' },
      criteria: 'fails',
    })
    expect(tubSeedFromQuery('?e1=706')).toEqual({ figures: { energyDollarsPerYear: '706' }, criteria: null })
  })

  it('drops what is not valid, and is nothing without a figure or an answer', () => {
    expect(tubSeedFromQuery('?p1=-5&e1=lots&c1=maybe')).toBeNull()
    expect(tubSeedFromQuery('?p1=9800&e1=99999999')).toEqual({ figures: { priceDollars: '9800' }, criteria: null })
    expect(tubSeedFromQuery('')).toBeNull()
  })
})
