import { describe, expect, it } from 'vitest'

import published from '@/buyertools/runningCost/data/stateFigures.json'
import zipPrefixes from '@/site/data/zipPrefixes.json'
import { US_STATE_CODES } from '@/site/usStates'
import { stateOfZip } from '@/site/zipToState'

import { itAnswers } from '../workedCases'

describe('a ZIP code’s state', () => {
  itAnswers('is found by the first three digits, ZIP+4 included', stateOfZip, [
    ['55401', 'MN'],
    ['90210', 'CA'],
    ['20500', 'DC'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['02139', 'MA'],
    [' 77001-1234 ', 'TX'],
  ])

  it('is unknown for territories, military mail, unused prefixes and anything that is not a ZIP', () => {
    for (const zip of ['00901', '09012', '96201', '35300', '1234', 'abcde', '5540', '554011', '']) {
      expect(stateOfZip(zip)).toBeNull()
    }
  })

  it('maps every prefix range to one of the 51 places the calculator knows, without overlaps', () => {
    const ranges = [...zipPrefixes.ranges].sort((a, b) => a.from - b.from)
    ranges.forEach((range, index) => {
      expect(US_STATE_CODES).toContain(range.state)
      expect(range.to).toBeGreaterThanOrEqual(range.from)
      if (index > 0) expect(range.from).toBeGreaterThan(ranges[index - 1]!.to)
    })
    expect(new Set(ranges.map((range) => range.state)).size).toBe(51)
  })
})

describe('the published state figures', () => {
  it('give every state and DC twelve plausible months, and a price wherever one is on file', () => {
    expect(published.states.map((state) => state.code).sort()).toEqual([...US_STATE_CODES].sort())
    for (const state of published.states) {
      expect(state.monthlyMeanF).toHaveLength(12)
      for (const temperature of state.monthlyMeanF) expect(temperature).toBeGreaterThan(-20)
      const july = state.monthlyMeanF[6]!
      expect(Math.max(...state.monthlyMeanF) - july).toBeLessThan(3)
      if (state.centsPerKwh !== null) expect(state.centsPerKwh).toBeGreaterThan(5)
    }
    const price = (code: string) => published.states.find((state) => state.code === code)?.centsPerKwh
    expect([price('CA'), price('CT'), price('MA'), price('TX'), price('WA'), price('HI')]).toEqual([
      29.51, 29.88, 29.61, 14.46, 10.98, 42.39,
    ])
  })
})
