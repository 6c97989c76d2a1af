import type { PublicPricePosition as PricePosition } from '@/pricecheck/position/publicPricePosition'
import { formatDollars, formatDollarsAndCents } from '@/site/numbers'

import type { CertifiedModel } from '../certifiedModels/certifiedModel'
import { CEC_SOURCE, checkCover, coverWords } from '../certifiedModels/coverCheck'
import { criteriaOutcome, lifeJudgement } from '../lifeExpectancy'
import { CRITERIA } from './criteria'
import {
  APR_BENCHMARK,
  APR_WELL_ABOVE_POINTS,
  aprWellAbove,
  financedAboveCash,
  loanCost,
  type LoanCost,
} from './financing'
import { NO_BAND_YET, positionSentence } from './priceWords'
import { type HiddenCost, hiddenCostsOf, type OutTheDoor, outTheDoor, salesTaxOf, type Source } from './hiddenCosts'
import { EXTRAS, type Quote } from './schema'

export { EXTRA_LABELS } from './hiddenCosts'

/**
 * The scorecard's first verdict on a quote: pure rules the page publishes, run by the browser as the
 * visitor answers and by the server for the e-mailed copy. Three lines, each on its own: the build (the
 * five criteria), the terms (what the sale's terms cost) and the price (where it sits among buyers'
 * quotes). The 24–48 hour price check stays the authority.
 */

export type Level = 'good' | 'caution' | 'needInfo' | 'walkAway'
/** The headline's words: the most severe of the three lines, a known problem before an unknown. */
export const HEADLINE_WORDS: Record<Level, string> = {
  walkAway: 'Walk away',
  caution: 'Look closer before you sign',
  needInfo: 'Need more information',
  good: 'Looks fair',
}
const SEVERITY: Level[] = ['good', 'needInfo', 'caution', 'walkAway']

/** The published thresholds. */
export const RULES = {
  walkAwayFails: 2,
  walkAwayFlags: 3,
  needInfoUnknowns: 2,
  nonRefundableDepositPercent: 25,
} as const

/** The FTC Cooling-Off Rule's price thresholds (16 CFR 429.0, as amended in 2015). */
export const COOLING_OFF = {
  atHomeDollars: 25,
  temporaryPlaceDollars: 130,
  source: {
    name: 'FTC Cooling-Off Rule, 16 CFR Part 429',
    url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-429',
  },
} as const

export type Line = { level: Level; words: string; reasons: string[] }
export type RedFlag = { label: string; why: string }
export type Note = { label: string; text: string; source: Source }
export type Scorecard = {
  headline: Level
  build: Line
  terms: Line
  price: Line
  notes: Note[]
  loan: LoanCost | null
  hiddenCosts: HiddenCost[]
  outTheDoor: OutTheDoor
  redFlags: RedFlag[]
  questions: string[]
}

const count = (answers: string[], wanted: string) => answers.filter((answer) => answer === wanted).length
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100)
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The build: the five criteria, and our guide's judgement of what they mean for the tub's life. */
export function buildLine(quote: Quote): Line {
  const answers = Object.values(quote.criteria)
  const fails = count(answers, 'no')
  const unknowns = count(answers, 'unknown')
  const judgement = lifeJudgement(criteriaOutcome(answers))
  const withJudgement = (reason: string) => (judgement ? [reason, judgement] : [reason])
  if (fails >= RULES.walkAwayFails) {
    return { level: 'walkAway', words: 'Walk away', reasons: withJudgement(`It fails ${fails} of the five criteria.`) }
  }
  if (fails === 1) {
    return {
      level: 'caution',
      words: 'One weak point',
      reasons: withJudgement('It fails one of the five criteria, so a full price buys fewer years.'),
    }
  }
  if (unknowns >= RULES.needInfoUnknowns) {
    return {
      level: 'needInfo',
      words: 'Need more information',
      reasons: [`You do not know ${unknowns} of the five criteria yet: ask the questions on the card.`],
    }
  }
  return {
    level: 'good',
    words: 'No weak point found',
    reasons: withJudgement('It meets the five criteria as far as you know.'),
  }
}

/**
 * The price: where it sits among the quotes buyers sent us for the model. Its reading of the position is
 * kept here alone.
 */
export function priceLine(position: PricePosition | null): Line {
  if (!position) return { level: 'needInfo', words: 'Not enough data yet', reasons: [NO_BAND_YET] }
  const words: Record<PricePosition['standing'], [Level, string]> = {
    below: ['good', 'Looks fair'],
    within: ['good', 'Looks fair'],
    above: ['good', 'On the high side'],
    'well above': ['caution', 'High'],
  }
  const [level, label] = words[position.standing]
  return { level, words: label, reasons: [positionSentence(position)] }
}

/** The loan's cost in words: information, never a markup. */
export function loanSentence(loan: LoanCost): string {
  const fees = loan.feesDollars > 0 ? `, plus ${formatDollars(loan.feesDollars)} in fees` : ''
  return (
    `Financed: ${formatDollarsAndCents(loan.monthlyPaymentCents)} a month for ${loan.months} months, ` +
    `${formatDollars(loan.totalOfPaymentsCents / 100)} in all${fees}. You would pay ` +
    `${formatDollars(loan.interestCents / 100)} in interest over ${loan.months} months: that is what borrowing ` +
    'costs, not a markup on the tub.'
  )
}

/** The benchmark the APR is set against, with its date, in words. */
export const BENCHMARK_SENTENCE =
  `For comparison, ${APR_BENCHMARK.name} was ${APR_BENCHMARK.percent} % in ${APR_BENCHMARK.month}, the latest ` +
  `figure we could check. We flag an APR more than ${APR_WELL_ABOVE_POINTS} points above it.`

/** The out-the-door total in words, with what it counts and what it leaves out. */
export function outTheDoorSentence(total: OutTheDoor, salesTaxPercent: number | null): string {
  const figure =
    total.lowDollars === total.highDollars
      ? formatDollars(total.lowDollars)
      : `${formatDollars(total.lowDollars)} to ${formatDollars(total.highDollars)}`
  const counted = total.lowDollars === total.highDollars ? 'the quoted price' : 'the quoted price plus the ranges above'
  const tax =
    total.salesTaxDollars === null
      ? ', sales tax left out: type your rate to add it.'
      : ` and ${formatDollars(total.salesTaxDollars)} of sales tax at ${salesTaxPercent} %.`
  const notCounted = total.notCounted.length
    ? ` Not counted, for want of a figure: ${total.notCounted.join(', ')}.`
    : ''
  return `Out the door: ${figure}, ${counted}${tax}${notCounted}`
}

function loanOf(quote: Quote): LoanCost | null {
  if (quote.amountFinancedDollars === null || quote.aprPercent === null || quote.months === null) return null
  return loanCost({
    amountFinancedDollars: quote.amountFinancedDollars,
    aprPercent: quote.aprPercent,
    months: quote.months,
    feesDollars: quote.financeFeesDollars ?? 0,
  })
}

/** What in the sale costs buyers money. */
function redFlagsOf(quote: Quote, loan: LoanCost | null): RedFlag[] {
  const flags: RedFlag[] = []
  const depositPercent = percentOf(quote.depositDollars, quote.quotedDollars)
  if (quote.depositRefundable === 'no' && depositPercent > RULES.nonRefundableDepositPercent) {
    flags.push({
      label: `A non-refundable deposit of ${depositPercent} % of the price`,
      why: 'If the financing falls through or the tub is not what was promised, that money is gone.',
    })
  }
  if (loan) {
    const excess = financedAboveCash({
      quotedDollars: quote.quotedDollars,
      depositDollars: quote.depositDollars,
      amountFinancedDollars: loan.amountFinancedDollars,
      salesTaxDollars: salesTaxOf(quote.quotedDollars, quote.salesTaxPercent) ?? 0,
    })
    const withDeposit = quote.depositDollars > 0 ? ' (with your deposit)' : ''
    if (excess > 0 && loan.aprPercent === 0) {
      flags.push({
        label: `A "0 %" offer on a raised price`,
        why:
          `The 0 % loan${withDeposit} comes to ${formatDollars(excess)} more than the cash price: the interest is ` +
          'in the price. Ask for the cash price on the same terms, or borrow elsewhere and pay cash.',
      })
    } else if (excess > 0) {
      flags.push({
        label: `The loan is ${formatDollars(excess)} more than the cash price`,
        why:
          `The amount financed${withDeposit} is above the cash price. Sales tax or extras you chose are fine; ` +
          'a dealer fee or add-ons folded into the loan are a markup. Ask what the difference pays for.',
      })
    }
    if (aprWellAbove(loan.aprPercent)) {
      flags.push({
        label: `An APR of ${loan.aprPercent} %, well above the going rate`,
        why:
          `That is more than ${APR_WELL_ABOVE_POINTS} points above ${APR_BENCHMARK.percent} %, ` +
          `${APR_BENCHMARK.name}, ${APR_BENCHMARK.month}. Ask your bank or credit union for a quote before you sign.`,
      })
    }
  }
  if (quote.deferredInterest === 'yes') {
    flags.push({
      label: 'Deferred-interest financing',
      why: 'Miss a payment or the end of the offer by a day and the interest from the first day is added.',
    })
  }
  if (quote.todayOnly) {
    flags.push({
      label: '"Today only" pricing',
      why: 'A fair price is still fair tomorrow. A deadline is there to stop you comparing.',
    })
  }
  if (quote.warranty.labor === 0) {
    flags.push({
      label: 'No labor warranty',
      why: 'Every repair visit costs you a call-out, typically $100 to $150, even while the parts are covered.',
    })
  }
  return flags
}

/** The terms: the red flags (the loan's cost is information, shown beside them, never weighed). */
export function termsLine(redFlags: RedFlag[]): Line {
  if (redFlags.length >= RULES.walkAwayFlags) {
    return {
      level: 'walkAway',
      words: 'Walk away',
      reasons: [`The sale raises ${redFlags.length} red flags.`],
    }
  }
  if (redFlags.length) {
    return {
      level: 'caution',
      words: 'Check the terms',
      reasons: [`The sale raises ${plural(redFlags.length, 'red flag', 'red flags')}: read why below.`],
    }
  }
  return {
    level: 'good',
    words: 'No red flags',
    reasons: ['Nothing you told us about the sale costs you money that we can see.'],
  }
}

/** The right to cancel: a note, never a flag. A home or show sale gives the buyer a right. */
function notesOf(quote: Quote): Note[] {
  const rule = COOLING_OFF.source
  const covered =
    (quote.venue === 'inHome' && quote.quotedDollars >= COOLING_OFF.atHomeDollars) ||
    (quote.venue === 'show' && quote.quotedDollars >= COOLING_OFF.temporaryPlaceDollars)
  if (covered) {
    return [
      {
        label: 'You can cancel within three business days',
        text:
          `The FTC Cooling-Off Rule covers a sale of $${COOLING_OFF.atHomeDollars} or more made at your home, and ` +
          `of $${COOLING_OFF.temporaryPlaceDollars} or more at a temporary place such as a fair, a show or a hotel ` +
          'room. You can cancel until midnight of the third business day after the sale, and the seller must give ' +
          'you the cancellation form. It does not cover a sale that follows negotiations at the seller’s ' +
          'permanent showroom. Your state may add more.',
        source: rule,
      },
    ]
  }
  return [
    {
      label: 'No federal right to cancel',
      text:
        'The FTC’s three-day right to cancel covers sales at your home and at temporary places such as shows, ' +
        'not a showroom or an online sale. Your state may add more. Read the cancellation terms before you sign.',
      source: rule,
    },
  ]
}

/** The cover, checked against the picked model's listing: a note (never a flag) and a question, or the label's. */
function coverOf(quote: Quote, certified: CertifiedModel | null): { note: Note | null; question: string } {
  const check = checkCover(certified, quote.quotedCover)
  if (!check)
    return { note: null, question: 'Show me the energy label: the standby watts, and which cover was tested.' }
  const { note, question } = coverWords(check)
  return { note: note && { ...note, source: CEC_SOURCE }, question }
}

function questionsOf(quote: Quote, loan: LoanCost | null, hiddenCosts: HiddenCost[], coverQuestion: string): string[] {
  const questions: string[] = CRITERIA.filter((criterion) => quote.criteria[criterion.id] === 'unknown').map(
    (criterion) => criterion.ask,
  )
  questions.push(coverQuestion)
  if (quote.venue === 'show') {
    questions.push('Is this sale at your permanent place of business? Give me the three-day cancellation form.')
  }
  if (quote.venue === 'inHome') questions.push('Give me the three-day cancellation form.')
  if (quote.depositRefundable === 'unknown') {
    questions.push('Is the deposit refundable, and what happens to it if my financing is refused?')
  }
  if (loan) {
    questions.push('What is the cash price? Is the amount financed the same, and what fees are inside it?')
  }
  if (quote.deferredInterest === 'unknown') {
    questions.push('Is the 0 % offer deferred interest: if I miss the end date, is interest charged from day one?')
  }
  if (Object.values(quote.warranty).some((years) => years === null)) {
    questions.push('Give me the warranty in writing, part by part: shell, plumbing, equipment and labor.')
  }
  if (quote.warrantyService === 'unknown') {
    questions.push(
      'Who does warranty repairs, your own technicians, the maker or a contractor, and who pays the call-out?',
    )
  }
  if (quote.warrantyService === 'independent') {
    questions.push('Will the independent firm take factory warranty work, and who pays its call-out?')
  }
  if (!quote.included.includes('delivery') || !quote.included.includes('crane')) {
    questions.push('What does delivery include? Will it need a crane, and is there a re-delivery fee?')
  }
  if (!quote.included.includes('electrical')) {
    questions.push('What electrical supply does the tub need (amps and breaker), and who does the wiring?')
  }
  if (hiddenCosts.length) {
    questions.push('Put the out-the-door price in writing: the tub, everything to install it, and the tax.')
  }
  return questions
}

/**
 * The quote's three lines and headline, the notes, the loan, the costs still to come, the flags and the
 * questions. `certified` is the listing of the model the buyer picked (`quote.certifiedModelId`), looked up
 * by whoever scores: its cover is a note beside the lines, and weighs in none of them.
 */
export function scoreQuote(
  quote: Quote,
  position: PricePosition | null,
  certified: CertifiedModel | null = null,
): Scorecard {
  const loan = loanOf(quote)
  const cover = coverOf(quote, certified)
  const redFlags = redFlagsOf(quote, loan)
  const build = buildLine(quote)
  const terms = termsLine(redFlags)
  const price = priceLine(position)
  const headline = [build, terms, price].reduce<Level>(
    (worst, line) => (SEVERITY.indexOf(line.level) > SEVERITY.indexOf(worst) ? line.level : worst),
    'good',
  )
  const hiddenCosts = hiddenCostsOf(quote, EXTRAS)
  return {
    headline,
    build,
    terms,
    price,
    notes: cover.note ? [...notesOf(quote), cover.note] : notesOf(quote),
    loan,
    hiddenCosts,
    outTheDoor: outTheDoor(quote.quotedDollars, hiddenCosts, salesTaxOf(quote.quotedDollars, quote.salesTaxPercent)),
    redFlags,
    questions: questionsOf(quote, loan, hiddenCosts, cover.question),
  }
}
