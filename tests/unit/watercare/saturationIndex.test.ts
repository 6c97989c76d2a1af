import { describe, expect, it } from 'vitest'

import { saturationIndex, wordsFor } from '@/watercare/model/saturationIndex'

describe('the saturation index (CSI)', () => {
  it('matches PoolMath’s −0.07 for the readings in TroubleFreePool thread 122216', () => {
    // pH 7.8, TA 80, CH 250, CYA 80, salt 3400, 94 °F ("Entering all the above into Pool Math, I get a CSI
    // of -0.07"). Carbonate alkalinity = 80 − 0.38774 × 80 ÷ (1 + 10^(6.83 − 7.8)) = 80 − 28.02 = 51.98.
    // Extra salt = 3400 − 1.1678 × 250 = 3108.05; I = (375 + 80) ÷ 50045 + 3108.05 ÷ 58440 = 0.06228,
    // √I = 0.24955, ionic term = 2.56 × 0.24955 ÷ (1 + 1.65 × 0.24955) = 0.45252.
    // 94 °F = 307.594 K: 1412.5 ÷ 307.594 = 4.59210.
    // CSI = 7.8 − 11.677 + 2.39794 + 1.71583 − 0.45252 − 4.59210 + 4.7375 = −0.0703.
    const index = saturationIndex({
      pH: 7.8,
      totalAlkalinity: 80,
      calciumHardness: 250,
      cyanuricAcid: 80,
      salt: 3400,
      waterF: 94,
    })
    expect(index.value).toBeCloseTo(-0.07, 2)
    expect(index.words).toBe('balanced')
  })

  // Pool Operation Management's worked LSI problems (pooloperationmanagement.com/cpo/sample-problems/
  // saturation-index/) and Frog's example (frogproducts.com, Langelier.htm) use chart factors rounded to 0.1, so
  // the full formula lands within 0.15 of their answers and agrees with their words.
  it.each([
    { pH: 7.0, totalAlkalinity: 50, calciumHardness: 200, waterF: 76, published: -0.9, words: 'corrosive' },
    { pH: 7.6, totalAlkalinity: 75, calciumHardness: 300, waterF: 84, published: 0.2, words: 'balanced' },
    { pH: 8.0, totalAlkalinity: 150, calciumHardness: 400, waterF: 94, published: 1.1, words: 'scale-forming' },
    { pH: 7.0, totalAlkalinity: 25, calciumHardness: 300, waterF: 84, published: -0.9, words: 'corrosive' },
  ])('agrees with the published chart example $published', ({ published, words, ...water }) => {
    const index = saturationIndex({ ...water, cyanuricAcid: 0 })
    expect(Math.abs((index.value ?? Number.NaN) - published)).toBeLessThan(0.15)
    expect(index.words).toBe(words)
  })

  it('rises with the water’s temperature, by the formula and not a step chart', () => {
    const water = { pH: 7.5, totalAlkalinity: 100, calciumHardness: 175, cyanuricAcid: 0 }
    const at100 = saturationIndex({ ...water, waterF: 100 }).value ?? 0
    const at102 = saturationIndex({ ...water, waterF: 102 }).value ?? 0
    // 1412.5 × (1 ÷ 310.928 − 1 ÷ 312.039) = 0.0162 between 100 °F and 102 °F.
    expect(at102 - at100).toBeCloseTo(0.0162, 4)
  })

  it('calls water without calcium or carbonate corrosive, with no number rather than NaN', () => {
    const soft = saturationIndex({ pH: 7.5, totalAlkalinity: 100, calciumHardness: 0, cyanuricAcid: 0, waterF: 102 })
    expect(soft).toEqual({ value: null, words: 'corrosive' })
    const noCarbonate = saturationIndex({
      pH: 7.5,
      totalAlkalinity: 10,
      calciumHardness: 200,
      cyanuricAcid: 100,
      waterF: 102,
    })
    expect(noCarbonate).toEqual({ value: null, words: 'corrosive' })
  })

  it('words −0.3 to +0.3 as balanced', () => {
    expect(wordsFor(-0.31)).toBe('corrosive')
    expect(wordsFor(-0.3)).toBe('balanced')
    expect(wordsFor(0.3)).toBe('balanced')
    expect(wordsFor(0.31)).toBe('scale-forming')
  })
})
