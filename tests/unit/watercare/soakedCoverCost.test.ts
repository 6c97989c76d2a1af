import { describe, expect, it } from 'vitest'

import { soakedCoverCost } from '@/watercare/reminders/coverCost'

describe('what a soaked cover costs a month, by the running-cost model', () => {
  it('is the worn-cover standby minus the good one, for a tub at the legal limit, at the price', () => {
    // 400 gal: the limit is 3.75 × 400^(2/3) + 40 = 3.75 × 54.288 + 40 = 243.58 W (normalised to a 37 °F difference).
    // At 102 °F in a 30 °F month: 243.58 × (102 − 30) ÷ 37 = 473.99 W with a good cover, × 1.4 = 663.59 W worn.
    // The difference, 189.60 W, for 730.5 hours (8,766 ÷ 12) is 138.50 kWh; at 15 ¢ a kWh, 2,077.5 ¢ ($20.78).
    const cost = soakedCoverCost({ gallons: 400, outdoorF: 30, centsPerKwh: 15 })
    expect(cost.watts).toBeCloseTo(189.6, 1)
    expect(cost.kwhPerMonth).toBeCloseTo(138.5, 1)
    expect(cost.centsPerMonth).toBeCloseTo(2077.5, 0)
  })

  it('adds nothing on a day warm enough that only the pumps run', () => {
    // At 100 °F outside the heat loss is 243.58 × 2 ÷ 37 = 13.2 W, under the pumps' floor (a fifth: 48.7 W) either way.
    expect(soakedCoverCost({ gallons: 400, outdoorF: 100, centsPerKwh: 15 }).centsPerMonth).toBe(0)
  })
})
