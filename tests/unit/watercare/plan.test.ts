import { describe, expect, it } from 'vitest'

import { drainIntervalDays } from '@/watercare/model/drain'
import { type Addition, type CareInput, carePlan, type Step } from '@/watercare/model/plan'
import { SOURCES } from '@/watercare/model/sources'

import { balanced } from './balancedWater'

/** Every number anywhere in a value (JSON would turn a NaN into null and hide it). */
const numbersIn = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(numbersIn)
      : []

const added = (steps: Step[]) => steps.filter((step): step is Addition => step.action === 'add')

describe('the drain-and-refill rule: gallons ÷ 3 ÷ bathers per day', () => {
  it('gives 66.7 days for 400 gallons and 2 bathers a day (400 ÷ 3 = 133.3; ÷ 2 = 66.7)', () => {
    expect(drainIntervalDays(400, 2)).toBeCloseTo(66.67, 2)
    expect(carePlan(balanced).drainEveryDays).toBeCloseTo(66.67, 2)
  })

  it('gives Backyard Oasis’s 50 days for 300 gallons and 2 bathers a day (300 ÷ 3 = 100; ÷ 2 = 50)', () => {
    expect(drainIntervalDays(300, 2)).toBe(50)
  })
})

describe('the care plan', () => {
  it('asks for nothing when every reading is in range', () => {
    const plan = carePlan(balanced)
    expect(plan.steps).toEqual([])
    expect(plan.index.words).toBe('balanced')
    expect(plan.tooHot).toBe(false)
  })

  it('orders alkalinity, then pH, then calcium, then sanitiser, each with its wait', () => {
    const plan = carePlan({ ...balanced, totalAlkalinity: 60, pH: 7.0, calciumHardness: 100, sanitiserPpm: 0.5 })
    expect(plan.steps.map((step) => [step.action, step.reading])).toEqual([
      ['add', 'totalAlkalinity'],
      ['retestAfterAlkalinity', 'pH'],
      ['add', 'calciumHardness'],
      ['add', 'sanitiser'],
    ])
    expect(added(plan.steps).map((step) => [step.product, step.waitMinutes])).toEqual([
      ['sodiumBicarbonate', 30],
      ['calciumChloride', 30],
      ['dichlor', 20],
    ])
  })

  it('raises alkalinity to the middle of 80–120 with bicarbonate', () => {
    // 100 − 60 = 40 ppm × 1,514.16 L ÷ 1000 × 84.007 ÷ 50.045 = 101.67 g = 3.59 oz.
    const [step] = added(carePlan({ ...balanced, totalAlkalinity: 60 }).steps)
    expect(step?.product).toBe('sodiumBicarbonate')
    expect(step?.to).toBe(100)
    expect(step?.amount.grams).toBeCloseTo(101.67, 2)
    expect(step?.amount.ounces).toBeCloseTo(3.59, 2)
  })

  it('lowers high alkalinity with acid only as far as pH 7.2, then aeration, one round at a time', () => {
    const [step] = carePlan({ ...balanced, totalAlkalinity: 180, pH: 7.8 }).steps
    expect(step).toMatchObject({ action: 'add', product: 'sodiumBisulfate', thenAerateAndRepeat: true, from: 180 })
    const round = step as Addition
    expect(round.to).toBeGreaterThan(100)
    expect(round.to).toBeLessThan(180)
    expect(carePlan({ ...balanced, totalAlkalinity: 180, pH: 7.2 }).steps[0]).toMatchObject({ action: 'aerate' })
  })

  it('doses the pH itself when alkalinity is already in range', () => {
    // See dosing.test.ts: pH 7.9 → 7.5 at 100 ppm and 102 °F takes 14.97 g of sodium bisulfate in 400 gal.
    const [step] = added(carePlan({ ...balanced, pH: 7.9 }).steps)
    expect(step).toMatchObject({ product: 'sodiumBisulfate', from: 7.9, to: 7.5 })
    expect(step?.amount.grams).toBeCloseTo(14.97, 2)
    expect(step?.alsoLowersAlkalinityBy).toBeCloseTo(3.84, 2)
    const [raise] = added(carePlan({ ...balanced, pH: 7.0 }).steps)
    expect(raise).toMatchObject({ product: 'sodiumCarbonate', from: 7.0, to: 7.5 })
    expect(raise?.alsoRaisesAlkalinityBy).toBeCloseTo(24.54, 2)
  })

  it('raises calcium to 175 ppm and sends high calcium to dilution', () => {
    // 175 − 100 = 75 ppm × 1,514.16 L ÷ 1000 × 147.01 ÷ 100.09 = 166.80 g.
    const [step] = added(carePlan({ ...balanced, calciumHardness: 100 }).steps)
    expect(step?.amount.grams).toBeCloseTo(166.8, 1)
    expect(carePlan({ ...balanced, calciumHardness: 400 }).steps).toEqual([
      { action: 'dilute', reading: 'calciumHardness', from: 400 },
    ])
  })

  it('raises chlorine to the middle of 1.5–5 ppm with dichlor', () => {
    // 3.25 − 0.5 = 2.75 ppm × 1,514.16 L ÷ 1000 ÷ 0.56 = 7.436 g = 1.54 level teaspoons of 4.819 g.
    const [step] = added(carePlan({ ...balanced, sanitiserPpm: 0.5 }).steps)
    expect(step).toMatchObject({ product: 'dichlor', to: 3.25 })
    expect(step?.amount.grams).toBeCloseTo(7.436, 3)
    expect(step?.amount.teaspoons).toBeCloseTo(1.54, 2)
  })

  it('raises bromine through the bromide bank: 2.25 ppm of bromine per ppm of chlorine', () => {
    // 4.5 − 1 = 3.5 ppm of bromine ÷ 2.25 = 1.556 ppm of chlorine × 1,514.16 L ÷ 1000 ÷ 0.56 = 4.206 g.
    const plan = carePlan({ ...balanced, sanitiser: 'bromine', sanitiserPpm: 1 })
    const [step] = added(plan.steps)
    expect(step).toMatchObject({ product: 'dichlor', to: 4.5, throughBromideBank: true })
    expect(step?.amount.grams).toBeCloseTo(4.206, 3)
    expect(plan.targets.sanitiser).toMatchObject({ min: 3, max: 6, source: 'nySpaCode' })
  })

  it('says to wait when the sanitiser is above what a soak allows, and to dilute past the dichlor label’s CYA', () => {
    expect(carePlan({ ...balanced, sanitiserPpm: 8 }).steps).toEqual([
      { action: 'waitUntilBelowMax', reading: 'sanitiser', from: 8 },
    ])
    expect(carePlan({ ...balanced, cyanuricAcid: 160 }).steps[0]).toEqual({
      action: 'dilute',
      reading: 'cyanuricAcid',
      from: 160,
    })
    expect(carePlan({ ...balanced, sanitiser: 'bromine', sanitiserPpm: 4.5, cyanuricAcid: 160 }).steps).toEqual([])
  })

  it('keeps enzymes and clarifiers out of the steps, in an optional list of their own', () => {
    const plan = carePlan({ ...balanced, totalAlkalinity: 40, pH: 8.2, calciumHardness: 20, sanitiserPpm: 0 })
    expect(plan.optional.map((extra) => extra.id)).toEqual(['enzyme', 'clarifier'])
    expect(JSON.stringify(plan.steps)).not.toMatch(/enzyme|clarifier/i)
  })

  it('names a source for every formula and target it used', () => {
    const plan = carePlan(balanced)
    const named = [...Object.values(plan.sources).flat(), ...Object.values(plan.targets).map((range) => range.source)]
    for (const id of named) expect(SOURCES[id].url).toMatch(/^https?:\/\//)
    expect(plan.sources.drain).toContain('drainRule')
  })

  it('flags water above 104 °F', () => {
    expect(carePlan({ ...balanced, waterF: 106 }).tooHot).toBe(true)
  })

  it('never answers NaN at the edges of every field', () => {
    const edges: CareInput[] = [
      { ...balanced, totalAlkalinity: 0, calciumHardness: 0, pH: 6, sanitiserPpm: 0, gallons: 50 },
      { ...balanced, totalAlkalinity: 500, calciumHardness: 1500, pH: 9, sanitiserPpm: 20, gallons: 5000 },
      { ...balanced, totalAlkalinity: 10, cyanuricAcid: 300, pH: 6.5, waterF: 40, bathersPerDay: 0.1 },
    ]
    for (const input of edges) {
      const plan = carePlan(input)
      expect(numbersIn(plan).length).toBeGreaterThan(10)
      expect(numbersIn(plan).filter((value) => !Number.isFinite(value))).toEqual([])
      for (const step of added(plan.steps)) expect(step.amount.grams).toBeGreaterThanOrEqual(0)
    }
  })
})
