import { describe, expect, it } from 'vitest'

import { criteriaOutcome, defaultLifeYears, lifeJudgement } from '@/buyertools/lifeExpectancy'

describe('the one life-expectancy rule (the guide, the scorecard, the compare tool)', () => {
  it('gives 6 to 8 years only for two or more failed criteria, never for one', () => {
    expect(criteriaOutcome(['no', 'no', 'yes', 'yes', 'yes'])).toBe('failsTwoOrMore')
    expect(criteriaOutcome(['no', 'no', 'unknown', 'unknown', 'unknown'])).toBe('failsTwoOrMore')
    expect(criteriaOutcome(['no', 'yes', 'yes', 'yes', 'yes'])).toBe('failsOne')
    expect(criteriaOutcome(['no', 'unknown', 'yes', 'yes', 'yes'])).toBe('failsOne')
    expect(criteriaOutcome(['yes', 'yes', 'yes', 'yes', 'yes'])).toBe('meetsAll')
    expect(criteriaOutcome(['yes', 'unknown', 'yes', 'yes', 'yes'])).toBe('unsettled')

    expect(defaultLifeYears('failsTwoOrMore')).toBe(7)
    expect(defaultLifeYears('meetsAll')).toBe(18)
    expect(defaultLifeYears('failsOne')).toBeNull()
    expect(defaultLifeYears('unsettled')).toBeNull()
  })

  it('words it as our judgement, never as a prediction for the model', () => {
    expect(lifeJudgement('failsTwoOrMore')).toBe(
      'In our judgement, a tub that fails two or more of the criteria tends to last 6 to 8 years, against 15 to ' +
        '20 years or more for one that meets all five. That comes from the tubs we have opened, not from a test ' +
        'of this model.',
    )
    expect(lifeJudgement('failsOne')).toMatch(/we have no figure for how much/)
    expect(lifeJudgement('meetsAll')).toMatch(/^In our judgement, a tub that meets all five criteria can last 15/)
    expect(lifeJudgement('unsettled')).toBeNull()
    for (const outcome of ['failsTwoOrMore', 'failsOne', 'meetsAll'] as const) {
      expect(lifeJudgement(outcome)).not.toMatch(/expect/i)
    }
  })
})
