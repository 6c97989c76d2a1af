import { describe, expect, it } from 'vitest'

import {
  breakEven,
  compareTubs,
  coversReplaced,
  ownershipCost,
  spentAfter,
  type TubCosts,
} from '@/buyertools/compare/model'

const wellBuilt: TubCosts = {
  label: 'Northstar Polaris 6',
  priceDollars: 12_000,
  lifeYears: 20,
  installDollars: 2_500,
  energyDollarsPerYear: 400,
  suppliesDollarsPerYear: 300,
  coverDollars: 600,
  coverEveryYears: 6,
  repairsDollarsPerYear: 60,
}
const cheap: TubCosts = {
  ...wellBuilt,
  label: 'ValueBarn Family 6',
  priceDollars: 6_000,
  lifeYears: 7,
  energyDollarsPerYear: 550,
  repairsDollarsPerYear: 375,
}

describe('the cost of owning a tub', () => {
  it('adds purchase, installation, energy and upkeep over its life, and divides by the years', () => {
    const owned = ownershipCost(wellBuilt)
    expect(owned.purchaseCents).toBe(1_200_000)
    expect(owned.installCents).toBe(250_000)
    expect(owned.energyCents).toBe(800_000)
    // Supplies and repairs for 20 years, and three covers after the first (years 6, 12 and 18).
    expect(owned.upkeepCents).toBe((300 + 60) * 20 * 100 + 3 * 600 * 100)
    expect(owned.totalCents).toBe(1_200_000 + 250_000 + 800_000 + 900_000)
    expect(owned.perYearCents).toBe(157_500)
  })

  it('makes the guide’s point: twice the price, still cheaper per year of service', () => {
    const [good, bargain] = compareTubs([wellBuilt, cheap]).tubs
    expect(good!.perYearCents).toBeLessThan(bargain!.perYearCents)
    expect(bargain!.perYearCents).toBe(Math.round(ownershipCost(cheap).totalCents / 7))
  })

  it('counts the covers bought after the first', () => {
    expect(coversReplaced(6, 6)).toBe(0)
    expect(coversReplaced(7, 6)).toBe(1)
    expect(coversReplaced(20, 6)).toBe(3)
    expect(coversReplaced(0.5, 6)).toBe(0)
  })
})

describe('the year the dearer tub becomes the cheaper', () => {
  it('counts a worn-out tub bought again, installation kept', () => {
    expect(spentAfter(cheap, 7)).toBe((6_000 + 2_500 + (550 + 300 + 375) * 7 + 600) * 100)
    expect(spentAfter(cheap, 8)).toBe((12_000 + 2_500 + (550 + 300 + 375) * 8 + 600) * 100)
  })

  it('is the first year the dearer tub has cost no more', () => {
    // Year 1: 12,000 + 2,500 + 760 against 6,000 + 2,500 + 1,225; the gap closes by 465 a year until
    // the cheap tub is bought again in year 8.
    expect(breakEven([wellBuilt, cheap])).toEqual({
      kind: 'year',
      dearer: 'Northstar Polaris 6',
      cheaper: 'ValueBarn Family 6',
      year: 8,
    })
  })

  it('is never when the dearer tub does not catch up within the longest life', () => {
    const sameLife = { ...cheap, lifeYears: 20, repairsDollarsPerYear: 60, energyDollarsPerYear: 400 }
    expect(breakEven([wellBuilt, sameLife])).toEqual({
      kind: 'never',
      dearer: 'Northstar Polaris 6',
      cheaper: 'ValueBarn Family 6',
      years: 20,
    })
  })

  it('has nothing to say when the prices are the same', () => {
    expect(breakEven([wellBuilt, { ...cheap, priceDollars: 12_000 }])).toEqual({ kind: 'same-price' })
  })

  it('compares the dearest with the cheapest of three', () => {
    const middle = { ...wellBuilt, label: 'Middle', priceDollars: 9_000, lifeYears: 12 }
    const result = breakEven([middle, wellBuilt, cheap])
    expect(result).toMatchObject({ dearer: 'Northstar Polaris 6', cheaper: 'ValueBarn Family 6' })
  })
})
