import { describe, expect, it } from 'vitest'

import { centsAsDollars, formatDollars, formatDollarsAndCents, groupThousands } from '@/site/numbers'

import { itAnswers } from '../workedCases'

describe('numbers as the site writes them', () => {
  it('groups thousands by hand, keeping the decimals', () => {
    expect([0, 7, 999, 1000, 18_900, 1_234_567, 1_000_000_000].map(groupThousands)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '18,900',
      '1,234,567',
      '1,000,000,000',
    ])
    expect(groupThousands(1234.5)).toBe('1,234.5')
    expect(groupThousands(0.1)).toBe('0.1')
    expect(groupThousands(-1250)).toBe('-1,250')
  })

  it('writes dollars whole, from dollars or from cents', () => {
    expect(formatDollars(8900)).toBe('$8,900')
    expect(formatDollars(12_499.5)).toBe('$12,500')
    expect(centsAsDollars(30_712)).toBe('$307')
    expect(centsAsDollars(1_575_050)).toBe('$15,751')
  })

  itAnswers('writes a monthly payment in dollars and cents', formatDollarsAndCents, [
    [23_263, '$232.63'],
    [25_000, '$250.00'],
    [123_405, '$1,234.05'],
  ])
})
