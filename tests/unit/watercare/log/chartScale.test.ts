import { describe, expect, it } from 'vitest'

import { gridLines, linear, series, valueDomain } from '@/watercare/log/chartScale'
import { logEntrySchema } from '@/watercare/log/entry'

const entry = (id: string, date: string, pH?: number) =>
  logEntrySchema.parse({ id, date, sanitiser: 'chlorine', pH, sanitiserPpm: 3 })

describe('the chart’s scale, worked by hand', () => {
  it('maps linearly, and a single value to the middle', () => {
    // 7.5 in [7, 8] onto [100, 0] (up the page): 100 + (0.5 × −100) ÷ 1 = 50.
    expect(linear(7, 8, 100, 0)(7.5)).toBe(50)
    expect(linear(3, 3, 10, 30)(3)).toBe(20)
  })

  it('widens the domain to the band and the readings, in whole steps', () => {
    // pH band 7.2–7.8, readings 7.0 and 7.5, step 0.2: low 7.0, high 7.8 → [7.0, 7.8].
    expect(valueDomain([7.0, 7.5], { min: 7.2, max: 7.8 }, 0.2)).toEqual([7, 7.8])
    // Chlorine band 1.5–5, a reading of 8.3, step 1: floor(1.5) = 1, ceil(8.3) = 9.
    expect(valueDomain([8.3], { min: 1.5, max: 5 }, 1)).toEqual([1, 9])
    expect(gridLines([7, 7.8], 0.2)).toEqual([7, 7.2, 7.4, 7.6, 7.8])
  })

  it('places each reading in the box, oldest at the left, and the band behind them', () => {
    const box = { left: 40, right: 300, top: 10, bottom: 110 }
    const entries = [
      entry('cccccc', '2026-11-21', 7.0),
      entry('aaaaaa', '2026-11-01', 7.8),
      entry('bbbbbb', '2026-11-11'), // no pH that day: not a point
      entry('dddddd', '2026-08-01', 7.4), // more than 60 days before the newest: off the chart
    ]
    const pH = series(entries, (each) => each.pH, { min: 7.2, max: 7.8 }, 0.2, box)!
    // Domain [7.0, 7.8] (the band and the readings 7.0 and 7.8); y = 110 − (value − 7) ÷ 0.8 × 100.
    // Nov 1 → x 40, Nov 21 → x 300; 7.8 → y 10, 7.0 → y 110; the band 7.2–7.8 → y 85 to 10.
    expect(pH.domain).toEqual([7, 7.8])
    expect(pH.points.map(({ x, y, date }) => [date, x, Math.round(y * 1e6) / 1e6])).toEqual([
      ['2026-11-01', 40, 10],
      ['2026-11-21', 300, 110],
    ])
    expect(pH.bandTop).toBeCloseTo(10, 9)
    expect(pH.bandBottom).toBeCloseTo(85, 9)
    expect(pH.lines.map(({ value }) => value)).toEqual([7, 7.2, 7.4, 7.6, 7.8])
    expect([pH.firstDate, pH.lastDate]).toEqual(['2026-11-01', '2026-11-21'])
    expect(series([entry('eeeeee', '2026-11-01')], (each) => each.pH, { min: 7.2, max: 7.8 }, 0.2, box)).toBeNull()
  })
})
