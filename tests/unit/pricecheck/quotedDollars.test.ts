import { describe, expect, it } from 'vitest'

import { parseDollars, quotedDollars } from '@/pricecheck/position/quotedDollars'

describe('a quoted price typed as free text', () => {
  it('reads whole dollars from the ways buyers write them', () => {
    expect(parseDollars('$9,800')).toBe(9_800)
    expect(parseDollars('9800')).toBe(9_800)
    expect(parseDollars('9,800 USD')).toBe(9_800)
    expect(parseDollars(' $ 12,499.99 ')).toBe(12_500)
    expect(parseDollars('usd 7500')).toBe(7_500)
    expect(parseDollars('$7,500.00 usd')).toBe(7_500)
    expect(parseDollars('6500 dollars')).toBe(6_500)
  })

  it('reads nothing from text that is not one price', () => {
    for (const text of ['', 'call me', '9800-10500', '$9,80', '9.8k', '1,00,000', 'about 9000', '€9,800', '9800 9900'])
      expect(parseDollars(text)).toBeNull()
  })

  it('keeps only plausible quotes for a hot tub ($500 to $100,000)', () => {
    expect(quotedDollars('$500')).toBe(500)
    expect(quotedDollars('100,000')).toBe(100_000)
    expect(quotedDollars('$499')).toBeNull()
    expect(quotedDollars('100001')).toBeNull()
    expect(quotedDollars('$1,000,000,000')).toBeNull()
    expect(quotedDollars('call me')).toBeNull()
  })
})
