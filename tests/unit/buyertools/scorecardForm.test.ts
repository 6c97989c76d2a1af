import { describe, expect, it } from 'vitest'

import { savedAnswers, START } from '@/buyertools/scorecard/components/scorecardForm'

describe('the scorecard’s answers kept for Back', () => {
  it('come back as they were saved', () => {
    const form = {
      ...START,
      brand: 'Northstar Spas',
      included: ['cover' as const],
      todayOnly: true,
      hasOldTub: true,
      amountFinancedDollars: '11500',
      aprPercent: '7.9',
      months: '60',
    }
    expect(savedAnswers(JSON.stringify(form))).toEqual(form)
  })

  it('keep only what has the form’s shape, and start afresh from anything else', () => {
    expect(savedAnswers(null)).toEqual(START)
    expect(savedAnswers('not json')).toEqual(START)
    expect(savedAnswers('[1,2]')).toEqual(START)
    const odd = savedAnswers(
      JSON.stringify({ brand: 7, model: 'x'.repeat(500), todayOnly: 'yes', included: ['cover', 3], criteria: null }),
    )
    expect(odd.brand).toBe('')
    expect(odd.model).toHaveLength(200)
    expect(odd.todayOnly).toBe(false)
    expect(odd.included).toEqual(['cover'])
    expect(odd.criteria).toEqual(START.criteria)
  })
})
