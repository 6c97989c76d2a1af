import { describe, expect, it } from 'vitest'

import { carePlan } from '@/watercare/model/plan'
import { amountOf } from '@/watercare/model/products'
import {
  amountWords,
  drainDate,
  drainDue,
  gramsWords,
  indexWords,
  ouncesWords,
  spoonWords,
  stepWords,
} from '@/watercare/words'

import { balanced } from './balancedWater'

import { itAnswers } from '../workedCases'

const TEASPOON_OF_DICHLOR = 0.17 * 28.349523125 // 4.819 g, the Spa Choice label's level teaspoon

describe('amounts in words', () => {
  itAnswers('gives grams with one decimal below 10 g, whole and grouped above', gramsWords, [
    [4.46, '4.5 g'],
    [412.4, '412 g'],
    [1234.6, '1,235 g'],
  ])

  it('gives ounces to one decimal, and never "0 oz"', () => {
    expect(ouncesWords(14.54)).toBe('14.5 oz')
    expect(ouncesWords(0.04)).toBe('under 0.1 oz')
  })

  it('gives spoons only where the label prints a spoon’s weight', () => {
    // 100 g of bicarbonate: 100 ÷ 28.35 = 3.53 oz; no label gives a teaspoon's weight.
    expect(spoonWords(amountOf('sodiumBicarbonate', 100))).toBeNull()
    expect(amountWords(amountOf('sodiumBicarbonate', 100))).toBe('100 g (3.5 oz)')
  })

  it('counts level teaspoons and tablespoons to the nearest quarter', () => {
    expect(spoonWords(amountOf('dichlor', TEASPOON_OF_DICHLOR))).toBe('1 level teaspoon')
    // 2.5 tablespoons = 7.5 teaspoons.
    expect(spoonWords(amountOf('dichlor', 7.5 * TEASPOON_OF_DICHLOR))).toBe('2½ level tablespoons')
    // Bisulfate: 2 tsp = 0.5 oz, so a teaspoon is 7.087 g; 3.54 g is half of one.
    expect(spoonWords(amountOf('sodiumBisulfate', 3.54))).toBe('½ level teaspoon')
    // 0.3 g of dichlor is 0.06 teaspoon: less than an eighth.
    expect(spoonWords(amountOf('dichlor', 0.3))).toBe('a pinch (under ⅛ teaspoon)')
  })
})

describe('steps in words', () => {
  it('says the chlorine dose worked out by hand', () => {
    // Free chlorine 0.5 → 3.25 (the middle of 1.5–5): 2.75 ppm × 1,514.2 L (400 gal) ÷ 1000 ÷ 0.56 = 7.44 g
    // = 0.26 oz = 1.54 teaspoons (4.819 g each), said as 1½.
    const [step] = carePlan({ ...balanced, sanitiserPpm: 0.5 }).steps
    const words = stepWords(step!, 'chlorine', 5)
    expect(words.title).toBe('Chlorine last: add 7.4 g (0.3 oz, about 1½ level teaspoons) of sodium dichlor.')
    expect(words.detail).toContain('from 0.5 ppm to 3.3 ppm')
    expect(words.wait).toBe('Pump on, then wait 20 minutes before the next step.')
  })

  it('says bromine goes through the bromide bank, and tablets hold it', () => {
    const [step] = carePlan({ ...balanced, sanitiser: 'bromine', sanitiserPpm: 1 }).steps
    const words = stepWords(step!, 'bromine', 6)
    expect(words.title).toMatch(/^Bromine last: add .* of sodium dichlor\.$/)
    expect(words.detail).toContain('tablets')
    expect(words.detail).toContain('sodium bromide')
  })

  it('words every kind of step without a NaN or an undefined', () => {
    const plans = [
      carePlan({ ...balanced, totalAlkalinity: 60, pH: 7.0, calciumHardness: 100, sanitiserPpm: 0.5 }),
      carePlan({ ...balanced, totalAlkalinity: 180, pH: 7.9 }),
      carePlan({ ...balanced, totalAlkalinity: 180, pH: 7.2 }),
      carePlan({ ...balanced, pH: 8.0 }),
      carePlan({ ...balanced, pH: 7.0 }),
      carePlan({ ...balanced, calciumHardness: 400, cyanuricAcid: 200, sanitiserPpm: 8 }),
    ]
    const kinds = new Set<string>()
    for (const plan of plans)
      for (const step of plan.steps) {
        kinds.add(`${step.action}:${step.reading}`)
        const text = Object.values(stepWords(step, 'chlorine', 5)).join(' ')
        expect(text).not.toMatch(/NaN|undefined|null/)
      }
    expect([...kinds].sort()).toEqual(
      [
        'add:totalAlkalinity',
        'add:pH',
        'add:calciumHardness',
        'add:sanitiser',
        'retestAfterAlkalinity:pH',
        'aerate:totalAlkalinity',
        'dilute:calciumHardness',
        'dilute:cyanuricAcid',
        'waitUntilBelowMax:sanitiser',
      ].sort(),
    )
  })
})

describe('the index and the drain date in words', () => {
  it('names the index and writes its sign as a minus', () => {
    expect(indexWords({ value: -0.123, words: 'balanced' })).toMatch(/^Balanced \(CSI −0\.12\): /)
    expect(indexWords({ value: 0.5, words: 'scale-forming' })).toMatch(/^Scale-forming \(CSI \+0\.50\): /)
    expect(indexWords({ value: null, words: 'corrosive' })).toMatch(/^Corrosive: with no calcium/)
  })

  it('counts whole days from today', () => {
    // 66.67 days → 66 (rounded down, as the reminders count): November 28 + 2 = November 30, + 31 = December 31,
    // + 31 = January 31, + 2 = February 2.
    expect(drainDate('2026-11-28', 400 / 3 / 2)).toBe('2027-02-02')
  })

  it('counts from the last fill when the owner gives it, and says when that day has passed', () => {
    // No date: as if filled today, 28 November 2026 + 66 days = 2 February 2027 (as above).
    expect(drainDue('2026-11-28', 400 / 3 / 2)).toEqual({ by: '2027-02-02', filledOn: null, overdue: false })
    // Filled 1 October 2026, + 66: October has 30 days left → 31 October, + 30 November → 30 November, + 6 =
    // 6 December 2026, after today: not overdue.
    expect(drainDue('2026-11-28', 400 / 3 / 2, '2026-10-01')).toEqual({
      by: '2026-12-06',
      filledOn: '2026-10-01',
      overdue: false,
    })
    // Filled 1 August 2026, + 66: 30 days left of August → 31 August, + 30 September → 30 September, + 6 =
    // 6 October 2026, before today: overdue.
    expect(drainDue('2026-11-28', 400 / 3 / 2, '2026-08-01')).toEqual({
      by: '2026-10-06',
      filledOn: '2026-08-01',
      overdue: true,
    })
    // Due today is not overdue yet: 23 September + 66 = 28 November (7 + 31 + 28).
    expect(drainDue('2026-11-28', 400 / 3 / 2, '2026-09-23').overdue).toBe(false)
  })
})
