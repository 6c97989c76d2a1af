import { describe, expect, it } from 'vitest'

import { parseDollars, quotedDollars } from '@/pricecheck/position/quotedDollars'

import { itAnswers } from '../workedCases'

describe('a quoted price typed as free text', () => {
  itAnswers('reads whole dollars from the ways buyers write them', parseDollars, [
    ['$9,800', 9_800],
    ['9800', 9_800],
    ['9,800 USD', 9_800],
    [' $ 12,499.99 ', 12_500],
    ['usd 7500', 7_500],
    ['$7,500.00 usd', 7_500],
    ['6500 dollars', 6_500],
  ])

  it('reads nothing from text that is not one price', () => {
    for (const text of ['', 'call me', '9800-10500', '$9,80', '9.8k', '1,00,000', 'about 9000', '€9,800', '9800 9900'])
      expect(parseDollars(text)).toBeNull()
  })

  itAnswers('keeps only plausible quotes for a hot tub ($500 to $100,000)', quotedDollars, [
    ['$500', 500],
    ['100,000', 100_000],
    ['$499', null],
    ['100001', null],
    ['$1,000,000,000', null],
    ['call me', null],
  ])
})
