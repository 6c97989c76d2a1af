import { describe, expect, it } from 'vitest'

import { lifeJudgement } from '@/buyertools/lifeExpectancy'
import { loanSentence, outTheDoorSentence, scoreQuote } from '@/buyertools/scorecard/model'
import { type Quote, scorecardSchema, type ScorecardForm } from '@/buyertools/scorecard/schema'
import type { PublicPricePosition } from '@/pricecheck/position/publicPricePosition'

import { certifiedListing, scorecardTerms } from '../../support/buyertools'

const answered: ScorecardForm = {
  brand: 'Northstar Spas',
  model: 'Polaris 6',
  quotedDollars: '9800',
  state: 'MN',
  venue: 'showroom',
  included: ['cover', 'lifter', 'steps', 'delivery', 'crane', 'electrical', 'pad', 'permit', 'removal', 'chemicals'],
  hasOldTub: false,
  ...scorecardTerms,
  depositRefundable: 'yes',
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
const inTheBand = position('within')
/** The issue's case: a tub meeting all five criteria, $11,500 cash, 60 months at 7.9 %, nothing down. */
const financed = (change: Partial<ScorecardForm> = {}) =>
  quote({
    quotedDollars: '11500',
    depositDollars: '0',
    amountFinancedDollars: '11500',
    aprPercent: '7.9',
    months: '60',
    ...change,
  })

describe('the scorecard’s three lines and headline', () => {
  it('looks fair for a tub that meets the criteria, priced in the middle half, sold plainly', () => {
    const card = scoreQuote(quote(), position('within'))
    expect(card.headline).toBe('good')
    expect(card.build).toEqual({
      level: 'good',
      words: 'No weak point found',
      reasons: ['It meets the five criteria as far as you know.', lifeJudgement('meetsAll')],
    })
    expect(card.terms).toMatchObject({ level: 'good', words: 'No red flags' })
    expect(card.price).toEqual({
      level: 'good',
      words: 'Looks fair',
      reasons: [`Your price is in the middle half of what buyers were quoted for this model ${BAND}.`],
    })
    expect(card.redFlags).toEqual([])
    expect(card.hiddenCosts).toEqual([])
  })

  it('shows the build and the terms while the price cannot be placed', () => {
    const card = scoreQuote(quote(), null)
    expect(card.headline).toBe('needInfo')
    expect(card.price).toEqual({
      level: 'needInfo',
      words: 'Not enough data yet',
      reasons: [
        'We publish a price band for a model once 10 buyers from different areas have had a quote for it ' +
          'reviewed by our staff, and withdraw it when it is a year old. Send yours as a price check.',
      ],
    })
    expect([card.build.level, card.terms.level]).toEqual(['good', 'good'])
    const unsure = scoreQuote(quote(criteria({ jets: 'unknown', foam: 'unknown' })), inTheBand)
    expect(unsure.build).toMatchObject({ level: 'needInfo', words: 'Need more information' })
    expect(unsure.headline).toBe('needInfo')
    expect(unsure.questions[0]).toMatch(/compression-fit/)
  })

  it('reads a price well above the band as high, and one failed criterion as a weak point', () => {
    const high = scoreQuote(quote(), position('well above'))
    expect(high.price).toEqual({
      level: 'caution',
      words: 'High',
      reasons: [
        'Your price is more than 15 % above the top of the middle half of what buyers were quoted for this ' +
          `model ${BAND}.`,
      ],
    })
    expect(high.headline).toBe('caution')
    const weak = scoreQuote(quote(criteria({ foam: 'no' })), inTheBand)
    expect(weak.build).toEqual({
      level: 'caution',
      words: 'One weak point',
      reasons: ['It fails one of the five criteria, so a full price buys fewer years.', lifeJudgement('failsOne')],
    })
    expect(weak.build.reasons.join(' ')).not.toMatch(/6 to 8 years of service/)
  })

  it('says walk away from a tub failing two criteria, in our judgement’s words, whatever the price', () => {
    const failing = scoreQuote(quote(criteria({ foam: 'no', plumbing: 'no' })), position('below'))
    expect(failing.headline).toBe('walkAway')
    expect(failing.build).toEqual({
      level: 'walkAway',
      words: 'Walk away',
      reasons: ['It fails 2 of the five criteria.', lifeJudgement('failsTwoOrMore')],
    })
    expect(failing.build.reasons[1]).toMatch(/^In our judgement, a tub that fails two or more/)
    expect(failing.price.level).toBe('good')
  })

  it('says walk away from a sale with three red flags that cost money', () => {
    const pressure = quote({
      todayOnly: true,
      deferredInterest: 'yes',
      depositDollars: '3000',
      depositRefundable: 'no',
    })
    const card = scoreQuote(pressure, inTheBand)
    expect(card.terms).toEqual({ level: 'walkAway', words: 'Walk away', reasons: ['The sale raises 3 red flags.'] })
    expect(card.headline).toBe('walkAway')
    expect(scoreQuote(quote({ todayOnly: true }), inTheBand).terms).toEqual({
      level: 'caution',
      words: 'Check the terms',
      reasons: ['The sale raises 1 red flag: read why below.'],
    })
  })
})

describe('the sale and the law', () => {
  it('makes a home or show sale a note about the right to cancel, never a red flag', () => {
    for (const venue of ['inHome', 'show'] as const) {
      const card = scoreQuote(quote({ venue }), inTheBand)
      expect(card.redFlags).toEqual([])
      expect(card.headline).toBe('good')
      expect(card.notes).toHaveLength(1)
      expect(card.notes[0]!.label).toBe('You can cancel within three business days')
      expect(card.notes[0]!.text).toContain('$25 or more made at your home')
      expect(card.notes[0]!.text).toContain('$130 or more at a temporary place')
      expect(card.notes[0]!.text).toContain('until midnight of the third business day')
      expect(card.notes[0]!.text).toContain('negotiations at the seller’s permanent showroom')
      expect(card.notes[0]!.text).toContain('Your state may add more.')
      expect(card.notes[0]!.source.url).toBe('https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-429')
    }
    expect(scoreQuote(quote({ venue: 'show' }), null).questions).toContain(
      'Is this sale at your permanent place of business? Give me the three-day cancellation form.',
    )
    expect(scoreQuote(quote({ venue: 'showroom' }), null).notes[0]!.label).toBe('No federal right to cancel')
  })

  it('flags a non-refundable deposit over 25 %, deferred interest, today only and no labor warranty', () => {
    const card = scoreQuote(
      quote({
        depositDollars: '3000',
        depositRefundable: 'no',
        deferredInterest: 'yes',
        todayOnly: true,
        warranty: { ...answered.warranty, labor: '0' },
      }),
      null,
    )
    // 3,000 ÷ 9,800 = 30.6 %, shown as 31 %.
    expect(card.redFlags.map((flag) => flag.label)).toEqual([
      'A non-refundable deposit of 31 % of the price',
      'Deferred-interest financing',
      '"Today only" pricing',
      'No labor warranty',
    ])
  })

  it('leaves a refundable deposit, one of 25 % or less, and an independent service firm unflagged', () => {
    expect(scoreQuote(quote({ depositDollars: '2450', depositRefundable: 'no' }), null).redFlags).toEqual([])
    expect(scoreQuote(quote({ depositDollars: '5000', depositRefundable: 'yes' }), null).redFlags).toEqual([])
    const independent = scoreQuote(quote({ warrantyService: 'independent' }), null)
    expect(independent.redFlags).toEqual([])
    expect(independent.questions).toContain(
      'Will the independent firm take factory warranty work, and who pays its call-out?',
    )
  })
})

describe('financing as the buyer meets it', () => {
  it('shows honest interest as information, not as a markup or a reason for high', () => {
    const card = scoreQuote(financed(), inTheBand)
    expect(card.headline).toBe('good')
    expect(card.redFlags).toEqual([])
    // 232.63 a month; 60 × 232.62858 = 13,957.71 in all; 2,457.71 of it interest (scorecardFinancing.test.ts).
    expect(loanSentence(card.loan!)).toBe(
      'Financed: $232.63 a month for 60 months, $13,958 in all. You would pay $2,458 in interest over 60 ' +
        'months: that is what borrowing costs, not a markup on the tub.',
    )
    expect(loanSentence({ ...card.loan!, feesDollars: 395 })).toContain('$13,958 in all, plus $395 in fees.')
  })

  it('flags a dealer fee in the loan, a "0 %" offer on a raised price, and an APR well above the going rate', () => {
    // 12,400 financed on a cash price of 11,500 with nothing down: 900 more.
    expect(
      scoreQuote(financed({ amountFinancedDollars: '12400' }), inTheBand).redFlags.map((flag) => flag.label),
    ).toEqual(['The loan is $900 more than the cash price'])
    // "0 % if you pay the list price": 12,995 at 0 % against 11,500 cash, 1,495 more.
    const zero = scoreQuote(financed({ amountFinancedDollars: '12995', aprPercent: '0' }), inTheBand)
    expect(zero.redFlags.map((flag) => flag.label)).toEqual(['A "0 %" offer on a raised price'])
    expect(zero.redFlags[0]!.why).toMatch(/^The 0 % loan comes to \$1,495 more than the cash price/)
    // 21.9 % is more than 11.4 + 5 = 16.4 %.
    const dear = scoreQuote(financed({ aprPercent: '21.9' }), inTheBand)
    expect(dear.redFlags.map((flag) => flag.label)).toEqual(['An APR of 21.9 %, well above the going rate'])
    expect(dear.redFlags[0]!.why).toContain('11.4 %')
    expect(dear.redFlags[0]!.why).toContain('February 2026')
    // A 7 % sales tax financed with the tub (11,500 + 805 = 12,305) is no markup.
    expect(scoreQuote(financed({ amountFinancedDollars: '12305', salesTaxPercent: '7' }), inTheBand).redFlags).toEqual(
      [],
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
      'Is the 0 % offer deferred interest: if I miss the end date, is interest charged from day one?',
      'Give me the warranty in writing, part by part: shell, plumbing, equipment and labor.',
      'Who does warranty repairs, your own technicians, the maker or a contractor, and who pays the call-out?',
    ])
    expect(card.redFlags.map((flag) => flag.label)).toEqual(['No labor warranty'])
    expect(scoreQuote(financed(), null).questions).toContain(
      'What is the cash price? Is the amount financed the same, and what fees are inside it?',
    )
  })
})

describe('the costs still to come', () => {
  it('lists what is not included, each with its published range and source, and an out-the-door total', () => {
    const card = scoreQuote(quote({ included: ['cover', 'steps'], hasOldTub: true, salesTaxPercent: '7' }), null)
    expect(card.hiddenCosts.map((cost) => cost.label)).toEqual([
      'Cover lifter',
      'Delivery',
      'Crane',
      'Electrical work',
      'Pad or base (site preparation)',
      'Permit and inspection',
      'Taking away your old tub',
      'Start-up chemicals',
    ])
    const range = (extra: string) => card.hiddenCosts.find((cost) => cost.extra === extra)?.range
    expect(range('electrical')).toMatchObject({ lowDollars: 1_900, highDollars: 4_200 })
    expect(range('electrical')?.source.url).toMatch(/angi\.com/)
    expect(range('removal')?.source.url).toMatch(/angi\.com/)
    expect(range('pad')?.source.url).toMatch(/homeguide\.com/)
    expect(range('delivery')?.note).toMatch(/\$700/)
    expect(range('lifter')).toBeNull()
    // Tax: 7 % of 9,800 = 686.
    // Low: 9,800 + 686 + delivery 200 + crane 0 (not every tub needs one) + electrical 1,900 + pad 500
    //   + permit 0 (not every town asks) + removal 150 = 13,236.
    // High: 9,800 + 686 + 500 + 1,500 + 4,200 + 2,500 + 250 + 800 = 20,236.
    expect(card.outTheDoor).toEqual({
      lowDollars: 13_236,
      highDollars: 20_236,
      salesTaxDollars: 686,
      notCounted: ['Cover lifter', 'Start-up chemicals'],
    })
    expect(outTheDoorSentence(card.outTheDoor, 7)).toBe(
      'Out the door: $13,236 to $20,236, the quoted price plus the ranges above and $686 of sales tax at 7 %. ' +
        'Not counted, for want of a figure: Cover lifter, Start-up chemicals.',
    )
    expect(card.questions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/crane/),
        expect.stringMatching(/amps/),
        expect.stringMatching(/out-the-door/),
      ]),
    )
  })

  it('lists no removal without an old tub, and leaves tax out without a rate', () => {
    const card = scoreQuote(quote({ included: answered.included.filter((extra) => extra !== 'pad') }), null)
    expect(card.hiddenCosts.map((cost) => cost.extra)).toEqual(['pad'])
    // 9,800 + 500 to 9,800 + 2,500; no tax.
    expect(card.outTheDoor).toEqual({ lowDollars: 10_300, highDollars: 12_300, salesTaxDollars: null, notCounted: [] })
    expect(outTheDoorSentence(scoreQuote(quote(), null).outTheDoor, null)).toBe(
      'Out the door: $9,800, the quoted price, sales tax left out: type your rate to add it.',
    )
  })
})

describe('the scorecard’s fields', () => {
  it('refuse nonsense with a clear message naming the field', () => {
    const messages = (change: Record<string, unknown>) =>
      scorecardSchema.safeParse({ ...answered, ...change }).error?.issues.map((issue) => issue.message)
    expect(messages({ quotedDollars: '1000000000' })).toEqual(['Quoted price must be between 500 and 100,000 dollars.'])
    expect(messages({ depositDollars: '20000' })).toEqual(['The deposit is more than the price.'])
    expect(messages({ venue: 'car boot' })).toEqual(['Say where the tub is being sold.'])
    expect(messages({ brand: '' })).toEqual(['Enter the brand (up to 80 characters).'])
    expect(messages({ warranty: { ...answered.warranty, labor: '-1' } })).toHaveLength(1)
    expect(messages({ aprPercent: '45' })).toEqual(['APR must be between 0 and 40 %.'])
    expect(messages({ salesTaxPercent: 'lots' })).toEqual([
      'Enter sales tax rate as a number. Sales tax rate must be between 0 and 15 %.',
    ])
    expect(messages({ amountFinancedDollars: '11500' })).toEqual([
      'Enter the APR of the finance offer (0 to 40 %).',
      'Enter how many months the finance offer runs (1 to 240).',
    ])
    expect(messages({ amountFinancedDollars: '11500', aprPercent: '7.9', months: '60.5' })).toEqual([
      'Months must be a whole number between 1 and 240.',
    ])
  })
})

describe('the cover on the quote against the picked model’s certified cover', () => {
  const certified = (coverModel: string | null) => certifiedListing('42', coverModel)
  const coverNote = (card: ReturnType<typeof scoreQuote>) => card.notes.find((note) => /cover/i.test(note.label))

  it('is a note with the CEC as its source and a question, never a flag: the three lines do not move', () => {
    const plain = scoreQuote(quote(), inTheBand)
    const card = scoreQuote(
      quote({ certifiedModelId: '42', quotedCover: 'Value Cover 3' }),
      inTheBand,
      certified('SmartTop 4'),
    )
    expect(coverNote(card)).toMatchObject({
      label: 'The cover on your quote is not the one this tub was certified with',
      source: { url: 'https://cacertappliances.energy.ca.gov/' },
    })
    expect(coverNote(card)?.text).toContain('tested with the SmartTop 4 cover; your quote names Value Cover 3')
    expect([card.headline, card.build, card.terms, card.price, card.redFlags]).toEqual([
      plain.headline,
      plain.build,
      plain.terms,
      plain.price,
      plain.redFlags,
    ])
    expect(card.questions).toContain(
      'This tub was certified with the SmartTop 4 cover. Why does the quote give Value Cover 3, and what is the ' +
        'tub’s standby figure with it? Or quote me the SmartTop 4.',
    )
    expect(card.questions).not.toContain('Show me the energy label: the standby watts, and which cover was tested.')
  })

  it('stays quiet for the same cover written differently, and says "not listed" when the listing names none', () => {
    const same = scoreQuote(quote({ quotedCover: 'smart-top 4' }), inTheBand, certified('SmartTop 4'))
    expect(coverNote(same)?.label).toBe('The cover on your quote is the one this tub was certified with')
    const unlisted = scoreQuote(quote({ quotedCover: 'Value Cover 3' }), inTheBand, certified(null))
    expect(coverNote(unlisted)?.label).toBe('Tested cover: not listed')
  })

  it('asks the dealer which cover when the quote names none, and keeps the label question without a pick', () => {
    const noCover = scoreQuote(quote(), inTheBand, certified('SmartTop 4'))
    expect(coverNote(noCover)).toBeUndefined()
    expect(noCover.questions).toContain(
      'Is the cover you are quoting the SmartTop 4, the one this tub was certified with?',
    )
    const noPick = scoreQuote(quote({ quotedCover: 'Value Cover 3' }), inTheBand)
    expect(coverNote(noPick)).toBeUndefined()
    expect(noPick.questions).toContain('Show me the energy label: the standby watts, and which cover was tested.')
  })

  it('takes a model id and a cover in the one schema, both optional, and refuses what is not an id', () => {
    expect(quote()).toMatchObject({ certifiedModelId: '', quotedCover: '' })
    expect(quote({ certifiedModelId: ' 42 ', quotedCover: ' SmartTop 4 ' })).toMatchObject({
      certifiedModelId: '42',
      quotedCover: 'SmartTop 4',
    })
    const forged = scorecardSchema.safeParse({ ...answered, certifiedModelId: '42; drop table' })
    expect(forged.success).toBe(false)
    expect(forged.error?.issues[0]?.message).toBe('Pick the model from the CEC’s list again.')
    const long = scorecardSchema.safeParse({ ...answered, quotedCover: 'x'.repeat(81) })
    expect(long.error?.issues[0]?.message).toBe(
      'Enter the cover as the quote writes it (up to 80 characters), or leave it blank.',
    )
  })
})
