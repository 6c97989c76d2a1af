import { describe, expect, it } from 'vitest'

import {
  legalStandbyLimitWatts,
  measuredRunningCost,
  monthlyStandbyWatts,
  refillKwh,
  runningCost,
  type RunningCostInput,
  whatIf,
} from '@/buyertools/runningCost/model'

const twelve = (outdoorF: number) => Array.from({ length: 12 }, () => outdoorF)

/** A tub at the legal limit, nobody in it, never refilled: standby alone. */
const standbyOnly: RunningCostInput = {
  gallons: 334,
  labelWatts: null,
  builtBeforeJune2019: false,
  spaType: 'standard',
  setF: 102,
  monthlyOutdoorF: twelve(65),
  centsPerKwh: 16,
  sessionsPerWeek: 0,
  minutesPerSession: 0,
  refillsPerYear: 0,
  cover: 'good',
}

describe('the legal standby limit', () => {
  it('lets a 334-gallon spa draw about 220 W since June 2019', () => {
    expect(legalStandbyLimitWatts(334)).toBeCloseTo(220.5, 1)
  })

  it('used 5·V^(2/3) before June 2019', () => {
    expect(legalStandbyLimitWatts(334, true)).toBeCloseTo(240.7, 1)
  })
})

describe('a year of standby', () => {
  it('comes to about 1,930 kWh for a 334-gallon spa at the limit and a steady 37 °F difference', () => {
    const year = runningCost(standbyOnly)
    expect(year.worstCase).toBe(true)
    expect(year.yearKwh).toBeGreaterThan(1_920)
    expect(year.yearKwh).toBeLessThan(1_940)
  })

  it('scales the certified figure with the month’s temperature difference', () => {
    const at = (outdoorF: number) =>
      monthlyStandbyWatts({ normalisedWatts: 220.5, spaType: 'standard', setF: 102, outdoorF, cover: 'good' })
    expect(at(20)).toBeCloseTo(488.7, 0)
    expect(at(45)).toBeCloseTo(339.7, 0)
    expect(at(75)).toBeCloseTo(160.9, 0)
  })

  it('never falls below the circulation floor, even when the air is warmer than the water', () => {
    const watts = monthlyStandbyWatts({
      normalisedWatts: 200,
      spaType: 'standard',
      setF: 90,
      outdoorF: 95,
      cover: 'good',
    })
    expect(watts).toBe(40)
  })

  it('normalises an exercise spa to a 22 °F difference', () => {
    const watts = monthlyStandbyWatts({
      normalisedWatts: 300,
      spaType: 'exercise',
      setF: 84,
      outdoorF: 62,
      cover: 'good',
    })
    expect(watts).toBeCloseTo(300, 6)
  })

  it('uses the label’s figure when the visitor has it, and calls it no worst case', () => {
    const year = runningCost({ ...standbyOnly, labelWatts: 150 })
    expect(year.worstCase).toBe(false)
    expect(year.normalisedWatts).toBe(150)
    expect(year.yearKwh).toBeCloseTo((150 * 8766) / 1000, 0)
  })
})

describe('refills', () => {
  it('take about 46 kWh to heat 400 gallons from 55 °F to 102 °F', () => {
    expect(refillKwh(400, 102, 55)).toBeCloseTo(45.95, 1)
  })

  it('are spread over the year and heated from mains water about 6 °F above the mean air temperature', () => {
    const year = runningCost({
      ...standbyOnly,
      gallons: 400,
      labelWatts: 100,
      refillsPerYear: 4,
      monthlyOutdoorF: twelve(49),
    })
    expect(year.mainsF).toBe(55)
    const refills = year.months.reduce((sum, month) => sum + month.refillKwh, 0)
    expect(refills).toBeCloseTo(4 * 45.95, 0)
  })
})

describe('use', () => {
  it('adds a third of standby (standby is 75 % of the total) at an hour a week', () => {
    const idle = runningCost(standbyOnly)
    const used = runningCost({ ...standbyOnly, sessionsPerWeek: 3, minutesPerSession: 20 })
    expect(idle.yearKwh / used.yearKwh).toBeCloseTo(0.75, 6)
  })

  it('grows with the hours the cover is off', () => {
    const hour = runningCost({ ...standbyOnly, sessionsPerWeek: 3, minutesPerSession: 20 })
    const twoHours = runningCost({ ...standbyOnly, sessionsPerWeek: 6, minutesPerSession: 20 })
    expect(twoHours.yearKwh - hour.yearKwh).toBeCloseTo(hour.yearKwh - runningCost(standbyOnly).yearKwh, 6)
  })
})

describe('what the visitor is shown', () => {
  it('prices each month in whole cents and gives the year as a ±20 % band', () => {
    const year = runningCost({ ...standbyOnly, centsPerKwh: 16 })
    for (const month of year.months) expect(Number.isInteger(month.cents)).toBe(true)
    expect(year.yearCents).toBe(year.months.reduce((sum, month) => sum + month.cents, 0))
    expect(year.yearCents).toBeGreaterThan(30_700)
    expect(year.yearCents).toBeLessThan(31_000)
    expect(year.band.lowCents).toBe(Math.round(year.yearCents * 0.8))
    expect(year.band.highCents).toBe(Math.round(year.yearCents * 1.2))
  })

  it('sets winter against summer', () => {
    const seasons = [30, 35, 45, 55, 65, 72, 78, 76, 68, 57, 45, 33]
    const year = runningCost({ ...standbyOnly, monthlyOutdoorF: seasons })
    expect(year.winterMonthCents).toBeGreaterThan(2 * year.summerMonthCents)
  })

  it('prices a worn cover and a set point 10 °F lower', () => {
    const good = runningCost(standbyOnly).yearCents
    const { otherCoverCents, tenDegreesLowerCents } = whatIf(standbyOnly)
    expect(otherCoverCents / good).toBeCloseTo(1.4, 2)
    expect(tenDegreesLowerCents / good).toBeCloseTo(27 / 37, 2)
    expect(whatIf({ ...standbyOnly, cover: 'worn' }).otherCoverCents).toBe(good)
  })

  it('refuses a year that is not twelve months long', () => {
    expect(() => runningCost({ ...standbyOnly, monthlyOutdoorF: [50, 50] })).toThrow(RangeError)
  })
})

describe('measuring your own tub', () => {
  it('turns a night’s temperature drop into kWh a day (2.44 Wh per gallon per °F) and dollars a month', () => {
    const measured = measuredRunningCost({ gallons: 400, dropF: 4, hours: 8, centsPerKwh: 16 })
    expect(measured.kwhPerDay).toBeCloseTo(11.73, 2)
    expect(measured.kwhPerMonth).toBeCloseTo(357.1, 1)
    expect(measured.centsPerMonth).toBe(5714)
  })
})
