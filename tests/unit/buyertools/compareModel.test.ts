import { describe, expect, it } from 'vitest'

import { compareTubs, type CountedTub, coversReplaced, spentAfter, type TubCosts } from '@/buyertools/compare/model'
import { breakEvenSentence, breakEvenShort, leftOutSentences } from '@/buyertools/compare/wording'

const wellBuilt: CountedTub = {
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
const cheap: CountedTub = {
  ...wellBuilt,
  label: 'ValueBarn Family 6',
  priceDollars: 6_000,
  lifeYears: 7,
  energyDollarsPerYear: 550,
  repairsDollarsPerYear: 375,
}

describe('the cost of owning a tub', () => {
  it('adds purchase, installation, energy and upkeep over its life; per year leaves out the installation', () => {
    const [owned] = compareTubs([wellBuilt, cheap]).tubs
    expect(owned!.purchaseCents).toBe(1_200_000)
    expect(owned!.installCents).toBe(250_000)
    // 400 a year for 20 years.
    expect(owned!.energyCents).toBe(800_000)
    // Supplies and repairs (300 + 60) × 20 = 7,200, and three covers after the first (years 6, 12, 18): 1,800.
    expect(owned!.upkeepCents).toBe(900_000)
    expect(owned!.totalCents).toBe(3_150_000)
    // (12,000 + 8,000 + 9,000) ÷ 20 = 1,450: the 2,500 of installation is paid once, not per year of service.
    expect(owned!.perYearCents).toBe(145_000)
  })

  it('makes the guide’s point: twice the price, still cheaper per year of service', () => {
    const [good, bargain] = compareTubs([wellBuilt, cheap]).tubs
    // (6,000 + 550 × 7 + (300 + 375) × 7 + one cover 600) ÷ 7 = (6,000 + 3,850 + 5,325) ÷ 7 = 2,167.857…
    expect(bargain!.perYearCents).toBe(216_786)
    expect(good!.perYearCents).toBeLessThan(bargain!.perYearCents)
  })

  it('counts the covers bought after the first', () => {
    expect(coversReplaced(6, 6)).toBe(0)
    expect(coversReplaced(7, 6)).toBe(1)
    expect(coversReplaced(20, 6)).toBe(3)
    expect(coversReplaced(0.5, 6)).toBe(0)
  })
})

describe('the year the dearer tub becomes the cheaper', () => {
  const dearerAndCheaper = { dearer: 'Northstar Polaris 6', cheaper: 'ValueBarn Family 6' }

  it('counts a worn-out tub bought again, installation paid once', () => {
    // Year 7: one tub, 2,500 installed, (550 + 300 + 375) × 7 = 8,575 and one cover.
    expect(spentAfter(cheap, 7)).toBe((6_000 + 2_500 + 8_575 + 600) * 100)
    // Year 8: a second tub, the same wiring and pad: 2 × 6,000 + 2,500 + 1,225 × 8 + 600.
    expect(spentAfter(cheap, 8)).toBe((12_000 + 2_500 + 9_800 + 600) * 100)
  })

  it('is the first year the dearer tub has cost no more', () => {
    // Year 7: dearer 12,000 + 2,500 + 760 × 7 + 600 = 20,420 against the cheap tub's 17,675.
    // Year 8: dearer 14,500 + 6,080 + 600 = 21,180 against 24,900, the cheap tub bought again.
    expect(compareTubs([wellBuilt, cheap]).breakEven).toEqual({ kind: 'year', ...dearerAndCheaper, year: 8 })
  })

  it('is never when the dearer tub does not catch up within the longest life', () => {
    const sameLife = { ...cheap, lifeYears: 20, repairsDollarsPerYear: 60, energyDollarsPerYear: 400 }
    expect(compareTubs([wellBuilt, sameLife]).breakEven).toEqual({ kind: 'never', ...dearerAndCheaper, years: 20 })
  })

  it('has nothing to say when the prices are the same', () => {
    const result = compareTubs([wellBuilt, { ...cheap, priceDollars: 12_000 }])
    expect(result.breakEven).toEqual({ kind: 'same-price' })
    expect(result.longerLife.rows).toEqual([])
  })

  it('compares the dearest with the cheapest of three', () => {
    const middle = { ...wellBuilt, label: 'Middle', priceDollars: 9_000, lifeYears: 12 }
    expect(compareTubs([middle, wellBuilt, cheap]).breakEven).toMatchObject(dearerAndCheaper)
  })
})

describe('a blank cost', () => {
  // The issue's case: tub 2's energy blank. Read as $0 it made the cheap tub 550 a year cheaper to run
  // and moved the break-even from year 8 to year 15.
  const blankEnergy: TubCosts = { ...cheap, energyDollarsPerYear: null }

  it('is left out for both tubs, and said, never counted as $0 for one', () => {
    const result = compareTubs([wellBuilt, blankEnergy])
    expect(result.leftOut).toEqual([{ cost: 'energyDollarsPerYear', missingFor: ['ValueBarn Family 6'] }])
    expect(result.tubs.map((tub) => tub.energyCents)).toEqual([0, 0])
    // Without energy: dearer 12,000 + 2,500 + 360 a year; cheap 6,000 + 2,500 + 675 a year.
    // Year 7: 14,500 + 2,520 + 600 = 17,620 against 8,500 + 4,725 + 600 = 13,825.
    // Year 8: 14,500 + 2,880 + 600 = 17,980 against 14,500 + 5,400 + 600 = 20,500: still year 8.
    expect(result.breakEven).toMatchObject({ kind: 'year', year: 8 })
    expect(leftOutSentences(result.leftOut, 2)).toEqual([
      'ValueBarn Family 6 has no figure for energy: the comparison leaves energy out for both tubs.',
    ])
  })

  it('differs from a typed $0, which is counted as the visitor says', () => {
    // Energy 0 for the cheap tub only: dearer 760 a year, cheap 675.
    // Year 14: 14,500 + 10,640 + 2 covers 1,200 = 26,340 against 12,000 + 2,500 + 9,450 + 1,200 = 25,150.
    // Year 15: 14,500 + 11,400 + 1,200 = 27,100 against 18,000 + 2,500 + 10,125 + 1,200 = 31,825.
    const result = compareTubs([wellBuilt, { ...cheap, energyDollarsPerYear: 0 }])
    expect(result.leftOut).toEqual([])
    expect(result.breakEven).toMatchObject({ kind: 'year', year: 15 })
  })

  it('names every tub without the figure, or none when no tub has it', () => {
    const three = [
      { ...wellBuilt, installDollars: null },
      { ...cheap, installDollars: null },
      { ...wellBuilt, label: 'Middle', priceDollars: 9_000, repairsDollarsPerYear: null },
    ]
    expect(leftOutSentences(compareTubs(three).leftOut, 3)).toEqual([
      'Northstar Polaris 6 and ValueBarn Family 6 have no figure for installation: the comparison leaves ' +
        'installation out for all three tubs.',
      'Middle has no figure for repairs: the comparison leaves repairs out for all three tubs.',
    ])
    const none = compareTubs([
      { ...wellBuilt, coverDollars: null, suppliesDollarsPerYear: null },
      { ...cheap, coverDollars: null, suppliesDollarsPerYear: null, energyDollarsPerYear: null },
    ])
    expect(leftOutSentences(none.leftOut, 2)).toEqual([
      'ValueBarn Family 6 has no figure for energy: the comparison leaves energy out for both tubs.',
      'No tub has a figure for chemicals and filters or new covers: left out for both tubs.',
    ])
    expect(none.tubs.map((tub) => tub.installCents)).toEqual([250_000, 250_000])
  })
})

describe('if the cheaper tub lasts longer', () => {
  it('shows its cost per year and the break-even for its own life and 1, 2, 3 and 5 years more', () => {
    const { longerLife } = compareTubs([wellBuilt, cheap])
    expect(longerLife.cheaper).toBe('ValueBarn Family 6')
    expect(longerLife.rows.map((row) => row.lifeYears)).toEqual([7, 8, 9, 10, 12])
    // 8 years: (6,000 + 550 × 8 + 675 × 8 + one cover 600) ÷ 8 = 16,400 ÷ 8 = 2,050.
    expect(longerLife.rows[1]!.perYearCents).toBe(205_000)
    // Year 8 then: dearer 21,180 against 6,000 + 2,500 + 9,800 + 600 = 18,900; year 9: 21,940 against
    // 14,500 + 11,025 + 600 = 26,125.
    expect(longerLife.rows.map((row) => breakEvenShort(row.breakEven))).toEqual([
      'from year 8',
      'from year 9',
      'from year 10',
      'from year 11',
      'from year 13',
    ])
  })

  it('stops at the longest life a tub may be given', () => {
    const old = compareTubs([wellBuilt, { ...cheap, lifeYears: 38 }]).longerLife.rows
    expect(old.map((row) => row.lifeYears)).toEqual([38, 39, 40])
    // Neither is bought again by then: the 6,000 gap closes by 1,225 − 760 = 465 a year (the same covers),
    // 6,000 ÷ 465 = 12.9, so from year 13, however long the cheap tub lasts.
    expect(old.map((row) => breakEvenShort(row.breakEven))).toEqual(['from year 13', 'from year 13', 'from year 13'])
    const sameRunning = compareTubs([
      wellBuilt,
      { ...cheap, lifeYears: 38, energyDollarsPerYear: 400, repairsDollarsPerYear: 60 },
    ])
    expect(breakEvenShort(sameRunning.longerLife.rows[0]!.breakEven)).toBe('not within 38 years')
  })
})

describe('the break-even in words', () => {
  it('says the year, never, or the same price', () => {
    expect(breakEvenSentence({ kind: 'year', dearer: 'A', cheaper: 'B', year: 8 })).toBe(
      'From year 8, A has cost you no more than B, counting each tub bought again when it wears out.',
    )
    expect(breakEvenSentence({ kind: 'never', dearer: 'A', cheaper: 'B', years: 20 })).toMatch(
      /^Within 20 years, A never costs less than B/,
    )
    expect(breakEvenSentence({ kind: 'same-price' })).toMatch(/^The tubs cost the same to buy/)
  })
})
