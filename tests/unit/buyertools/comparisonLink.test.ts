import { describe, expect, it } from 'vitest'

import {
  comparisonFromQuery,
  comparisonQuery,
  energyBackToCompare,
  energyCalculatorHref,
  tubSeedsFromQuery,
} from '@/buyertools/compare/comparisonLink'
import type { TubCostsForm } from '@/buyertools/compare/schema'

import { comparedTub } from '../../support/comparedTub'

const tub = (label: string, price: string): TubCostsForm => comparedTub(label, Number(price), 18)

describe('a comparison as a link', () => {
  it('carries the tubs’ figures there and back', () => {
    const tubs = [tub('Polaris 6 & co', '12000'), tub('Family 6', '6000'), tub('Middle', '9000')]
    const query = comparisonQuery(tubs)
    expect(query).toContain('n1=Polaris+6+%26+co')
    expect(query).toContain('p2=6000')
    expect(comparisonFromQuery(`?${query}`)).toEqual(tubs.map((each) => ({ ...each, criteria: 'unknown' })))
  })

  it('carries each tub’s answer to the five criteria, and leaves an unknown one out', () => {
    const tubs = [
      { ...tub('A', '9000'), criteria: 'meets' as const },
      { ...tub('B', '8000'), criteria: 'failsOne' as const },
      { ...tub('C', '7000'), criteria: 'unknown' as const },
    ]
    const query = comparisonQuery(tubs)
    expect(query).toContain('a1=meets')
    expect(query).toContain('a2=failsOne')
    expect(query).not.toContain('a3=')
    expect(comparisonFromQuery(query)?.map((each) => each.criteria)).toEqual(['meets', 'failsOne', 'unknown'])
    // An answer the page does not know is read as not known, and the figures still stand.
    expect(comparisonFromQuery(query.replace('a1=meets', 'a1=perfect'))?.[0]?.criteria).toBe('unknown')
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

describe('a comparison not finished yet', () => {
  it('keeps another tool’s first tub: each valid figure and the five criteria’s answer', () => {
    expect(tubSeedsFromQuery('?n1=Northstar+Spas+Polaris+6&p1=9800&a1=fails')).toEqual([
      { figures: { label: 'Northstar Spas Polaris 6', priceDollars: '9800' }, criteria: 'fails' },
      { figures: {}, criteria: null },
    ])
    expect(tubSeedsFromQuery('?e1=706')?.[0]).toEqual({ figures: { energyDollarsPerYear: '706' }, criteria: null })
    // How the scorecard's links said it before (`c1`, which is also a cover's price).
    expect(tubSeedsFromQuery('?p1=9800&c1=meets')?.[0]).toEqual({
      figures: { priceDollars: '9800' },
      criteria: 'meets',
    })
    expect(tubSeedsFromQuery('?p1=9800&c1=450')?.[0]).toEqual({
      figures: { priceDollars: '9800', coverDollars: '450' },
      criteria: null,
    })
  })

  it('keeps every tub’s figures, up to three', () => {
    const seeds = tubSeedsFromQuery('?n1=A&p1=9000&n2=B&e2=450&n3=C&p3=7000')
    expect(seeds?.map((seed) => seed.figures)).toEqual([
      { label: 'A', priceDollars: '9000' },
      { label: 'B', energyDollarsPerYear: '450' },
      { label: 'C', priceDollars: '7000' },
    ])
  })

  it('drops what is not valid, and is nothing without a figure or an answer', () => {
    expect(tubSeedsFromQuery('?p1=-5&e1=lots&a1=maybe')).toBeNull()
    expect(tubSeedsFromQuery('?p1=9800&e1=99999999')?.[0]?.figures).toEqual({ priceDollars: '9800' })
    expect(tubSeedsFromQuery('')).toBeNull()
  })
})

describe('a blank cost in the link', () => {
  it('stays blank there and back, never 0', () => {
    const tubs = [tub('Polaris 6', '12000'), { ...tub('Family 6', '6000'), energyDollarsPerYear: '' }]
    const query = comparisonQuery(tubs)
    expect(query).toContain('e2=&')
    expect(comparisonFromQuery(query)?.[1]?.energyDollarsPerYear).toBe('')
  })
})

describe('each tub’s energy from the running-cost calculator', () => {
  it('goes to the calculator with the comparison as it stands, and comes back as that tub’s energy', () => {
    const half = [
      { ...tub('Polaris 6', '12000'), criteria: 'meets' as const },
      { ...tub('Family 6', ''), energyDollarsPerYear: '', criteria: 'fails' as const },
    ]
    const there = energyCalculatorHref(half, 1)
    expect(there).toMatch(/^\/hot-tub-running-cost\?compare=.+&tub=2$/)
    const back = energyBackToCompare(there.slice(there.indexOf('?')), 706)
    expect(back.tubName).toBe('Family 6')
    const seeds = tubSeedsFromQuery(back.href.slice(back.href.indexOf('?')))
    // The answers to the five criteria come back with the figures.
    expect(seeds?.map((seed) => seed.criteria)).toEqual(['meets', 'fails'])
    expect(seeds?.[0]?.figures).toMatchObject({
      label: 'Polaris 6',
      priceDollars: '12000',
      energyDollarsPerYear: '400',
    })
    // The price still blank is not kept; the energy worked out is.
    expect(seeds?.[1]?.figures).toEqual({
      label: 'Family 6',
      lifeYears: '18',
      installDollars: '2500',
      energyDollarsPerYear: '706',
      suppliesDollarsPerYear: '300',
      coverDollars: '600',
      coverEveryYears: '6',
      repairsDollarsPerYear: '60',
    })
  })

  it('names an unnamed tub by its number, and starts a new comparison without one', () => {
    expect(energyBackToCompare(`?${new URLSearchParams({ compare: 'p1=9000', tub: '3' })}`, 500)).toEqual({
      href:
        '/compare-hot-tubs?' +
        comparisonQuery([{ ...blank(), priceDollars: '9000' }, blank(), { ...blank(), energyDollarsPerYear: '500' }]),
      tubName: 'Tub 3',
    })
    expect(energyBackToCompare('', 706)).toEqual({ href: '/compare-hot-tubs?e1=706', tubName: null })
    expect(energyBackToCompare('?compare=p1%3D9000&tub=4', 706).tubName).toBeNull()
  })
})

function blank(): TubCostsForm {
  return {
    label: '',
    priceDollars: '',
    lifeYears: '',
    installDollars: '',
    energyDollarsPerYear: '',
    suppliesDollarsPerYear: '',
    coverDollars: '',
    coverEveryYears: '',
    repairsDollarsPerYear: '',
  }
}
