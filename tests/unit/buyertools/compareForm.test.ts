import { describe, expect, it } from 'vitest'

import { newTub, typedFigures, withCriteria } from '@/buyertools/compare/components/tubForm'
import { comparisonSchema } from '@/buyertools/compare/schema'

describe('a tub in the compare form', () => {
  it('takes its life and repairs from the five criteria, until the visitor types their own', () => {
    const meets = withCriteria(newTub(1), 'meets')
    expect(meets).toMatchObject({ lifeYears: '18', repairsDollarsPerYear: '60' })
    expect(withCriteria(meets, 'fails')).toMatchObject({ lifeYears: '7', repairsDollarsPerYear: '375' })
    expect(withCriteria({ ...meets, lifeYears: '22' }, 'fails')).toMatchObject({ lifeYears: '22' })
    expect(withCriteria(meets, 'unknown')).toMatchObject({ lifeYears: '', repairsDollarsPerYear: '' })
  })

  it('fills in 6 to 8 years (7) only for two or more failed criteria; one failure has no figure', () => {
    const meets = withCriteria(newTub(1), 'meets')
    expect(withCriteria(meets, 'failsOne')).toMatchObject({ lifeYears: '', repairsDollarsPerYear: '' })
    expect(withCriteria(withCriteria(meets, 'failsOne'), 'fails')).toMatchObject({ lifeYears: '7' })
  })

  it('keeps a blank cost blank (null to the model), but never takes a blank price or life', () => {
    const tub = { ...newTub(1), priceDollars: '9000', lifeYears: '12' }
    expect(typedFigures(tub)).toMatchObject({ installDollars: '', energyDollarsPerYear: '', coverDollars: '' })
    const checked = comparisonSchema.safeParse({
      tubs: [typedFigures(tub), { ...typedFigures(tub), installDollars: '0' }],
    })
    expect(checked.data?.tubs.map((each) => [each.energyDollarsPerYear, each.installDollars])).toEqual([
      [null, null],
      [null, 0],
    ])
    const noPrice = comparisonSchema.safeParse({ tubs: [typedFigures(tub), typedFigures(newTub(2))] })
    expect(noPrice.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'tubs.1.priceDollars: Enter price as a number. Price must be between 100 and 200,000 dollars.',
      'tubs.1.lifeYears: Enter expected life as a number. Expected life must be between 1 and 40 years.',
    ])
  })

  it('refuses one tub, four tubs and a nameless tub', () => {
    const tub = typedFigures({ ...newTub(1), priceDollars: '9000', lifeYears: '12' })
    expect(comparisonSchema.safeParse({ tubs: [tub] }).error?.issues[0]?.message).toBe('Compare two or three tubs.')
    expect(comparisonSchema.safeParse({ tubs: [tub, tub, tub, tub] }).success).toBe(false)
    expect(comparisonSchema.safeParse({ tubs: [tub, { ...tub, label: '  ' }] }).error?.issues[0]?.message).toBe(
      'Give the tub a name of up to 60 characters.',
    )
  })
})
