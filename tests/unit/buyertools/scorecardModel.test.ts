import { describe, expect, it } from 'vitest'

import { scoreQuote } from '@/buyertools/scorecard/model'
import { type Quote, scorecardSchema, type ScorecardForm } from '@/buyertools/scorecard/schema'
import type { PublicPricePosition } from '@/pricecheck/position/publicPricePosition'

const answered: ScorecardForm = {
  brand: 'Northstar Spas',
  model: 'Polaris 6',
  quotedDollars: '9800',
  state: 'MN',
  venue: 'showroom',
  included: ['cover', 'lifter', 'steps', 'delivery', 'crane', 'electrical', 'pad', 'chemicals'],
  depositDollars: '1000',
  depositRefundable: 'yes',
  financedTotalDollars: 'unknown',
  deferredInterest: 'no',
  todayOnly: false,
  warranty: { shell: '10', plumbing: '5', equipment: '5', labor: '2' },
  warrantyService: 'dealer',
  criteria: { shell: 'yes', plumbing: 'yes', jets: 'yes', components: 'yes', foam: 'yes' },
}
const quote = (change: Partial<ScorecardForm> = {}): Quote => scorecardSchema.parse({ ...answered, ...change })
/** A published band of $8,500–$10,500 (national, 10–24 buyers, as of November 1, 2026) and the quote's place in it. */
const position = (standing: PublicPricePosition['standing']): PublicPricePosition => ({
  lowDollars: 8_500,
  highDollars: 10_500,
  buyers: '10–24',
  scope: 'national',
  state: null,
  asOf: '2026-11-01',
  standing,
})
const BAND = '($8,500–$10,500, 10–24 buyers, nationwide, as of November 1, 2026)'
const criteria = (change: Partial<ScorecardForm['criteria']>) => ({ criteria: { ...answered.criteria, ...change } })

describe('the scorecard’s verdict', () => {
  it('looks fair for a tub that meets the criteria, priced in the middle half, sold plainly', () => {
    const card = scoreQuote(quote(), position('within'))
    expect(card.verdict).toBe('fair')
    expect(card.reasons).toEqual([
      'It meets the five criteria as far as you know.',
      `Your price is in the middle half of what buyers were quoted for this model ${BAND}.`,
    ])
    expect(card.redFlags).toEqual([])
    expect(card.hiddenCosts).toEqual([])
  })

  it('needs more information without a published band for the model, or with two criteria unknown', () => {
    expect(scoreQuote(quote(), null)).toMatchObject({
      verdict: 'needInfo',
      reasons: [
        'Not enough data yet: we publish a price band for a model once 10 buyers from different areas have had ' +
          'a quote for it reviewed by our staff. Send yours as a price check.',
      ],
    })
    const unsure = scoreQuote(quote(criteria({ jets: 'unknown', foam: 'unknown' })), position('within'))
    expect(unsure.verdict).toBe('needInfo')
    expect(unsure.questions[0]).toMatch(/compression-fit/)
  })

  it('calls a quote well above the band, a financing markup over 10 % or one failed criterion high', () => {
    expect(scoreQuote(quote(), position('well above'))).toMatchObject({
      verdict: 'high',
      reasons: [
        'Your price is more than 15 % above the top of the middle half of what buyers were quoted for this ' +
          `model ${BAND}.`,
      ],
    })
    // Above the band by up to 15 %: information, not a verdict of its own.
    expect(scoreQuote(quote(), position('above')).verdict).toBe('fair')
    expect(scoreQuote(quote({ financedTotalDollars: '11000' }), position('within')).reasons).toEqual([
      'Financed, it costs 12 % more than the cash price.',
    ])
    expect(scoreQuote(quote(criteria({ foam: 'no' })), position('within')).verdict).toBe('high')
  })

  it('says walk away from a tub failing two criteria, or a sale with three red flags, whatever the price', () => {
    const failing = scoreQuote(quote(criteria({ foam: 'no', plumbing: 'no' })), position('below'))
    expect(failing).toMatchObject({
      verdict: 'walkAway',
      reasons: ['It fails 2 of the five criteria: expect 6 to 8 years of service, not 15 to 20.'],
    })
    const pressure = quote({ venue: 'show', todayOnly: true, deferredInterest: 'yes' })
    expect(scoreQuote(pressure, position('within')).verdict).toBe('walkAway')
  })
})

describe('the scorecard’s warnings', () => {
  it('flags a show (the three-day rule), a big non-refundable deposit, deferred interest, today only', () => {
    const card = scoreQuote(
      quote({
        venue: 'show',
        depositDollars: '3000',
        depositRefundable: 'no',
        deferredInterest: 'yes',
        todayOnly: true,
      }),
      null,
    )
    expect(card.redFlags.map((flag) => flag.label)).toEqual([
      'Sold at a home show or fair',
      'A non-refundable deposit of 31 % of the price',
      'Deferred-interest financing',
      '"Today only" pricing',
    ])
    expect(card.redFlags[0]!.why).toContain('16 CFR 429')
    expect(card.questions).toContain(
      'Is this sale at your permanent place of business? Give me the three-day cancellation form.',
    )
  })

  it('leaves a refundable deposit, or one of 25 % or less, unflagged', () => {
    expect(scoreQuote(quote({ depositDollars: '2450', depositRefundable: 'no' }), null).redFlags).toEqual([])
    expect(scoreQuote(quote({ depositDollars: '5000', depositRefundable: 'yes' }), null).redFlags).toEqual([])
  })

  it('lists what is not included, with a typical range where one is published', () => {
    const card = scoreQuote(quote({ included: ['cover', 'steps'] }), null)
    expect(card.hiddenCosts.map((cost) => cost.label)).toEqual([
      'Cover lifter',
      'Delivery',
      'Crane',
      'Electrical work',
      'Pad or base',
      'Start-up chemicals',
    ])
    expect(card.hiddenCosts.find((cost) => cost.extra === 'electrical')?.range).toMatch(/^\$1,900 to \$4,200/)
    expect(card.hiddenCosts.find((cost) => cost.extra === 'crane')?.range).toMatch(/about \$400/)
    expect(card.hiddenCosts.find((cost) => cost.extra === 'pad')?.range).toBeNull()
    expect(card.questions).toEqual(
      expect.arrayContaining([expect.stringMatching(/crane/), expect.stringMatching(/amps/)]),
    )
  })

  it('asks for what the buyer does not know', () => {
    const card = scoreQuote(
      quote({
        depositRefundable: 'unknown',
        deferredInterest: 'unknown',
        warrantyService: 'unknown',
        warranty: { shell: '10', plumbing: 'unknown', equipment: '5', labor: '0' },
      }),
      null,
    )
    expect(card.questions).toEqual([
      'Show me the energy label: the standby watts, and which cover was tested.',
      'Is the deposit refundable, and what happens to it if my financing is refused?',
      'What is the cash price, what is the financed total, and is the 0 % offer deferred interest?',
      'Give me the warranty in writing, part by part: shell, plumbing, equipment and labor.',
      'Who does warranty repairs, your own technicians, the maker or a contractor, and who pays the call-out?',
    ])
    expect(card.redFlags.map((flag) => flag.label)).toEqual(['No labor warranty'])
  })
})

describe('the scorecard’s fields', () => {
  it('refuse nonsense with a clear message', () => {
    const messages = (change: Record<string, unknown>) =>
      scorecardSchema.safeParse({ ...answered, ...change }).error?.issues.map((issue) => issue.message)
    expect(messages({ quotedDollars: '1000000000' })).toEqual(['Quoted price must be between 500 and 100,000 dollars.'])
    expect(messages({ depositDollars: '20000' })).toEqual(['The deposit is more than the price.'])
    expect(messages({ venue: 'car boot' })).toEqual(['Say where the tub is being sold.'])
    expect(messages({ brand: '' })).toEqual(['Enter the brand (up to 80 characters).'])
    expect(messages({ warranty: { ...answered.warranty, labor: '-1' } })).toHaveLength(1)
  })
})
