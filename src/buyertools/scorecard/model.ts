import type { PublicPricePosition as PricePosition } from '@/pricecheck/position/publicPricePosition'

import { type Answer, CRITERIA } from './criteria'
import { NO_POSITION, positionSentence } from './priceWords'
import { EXTRAS, type Extra, type Quote } from './schema'

/**
 * The scorecard's first verdict on a quote: pure rules the page publishes, run by the browser as the
 * visitor answers and by the server for the e-mailed copy. The 24–48 hour price check stays the authority.
 */

export type Verdict = 'fair' | 'high' | 'walkAway' | 'needInfo'
export const VERDICT_LABELS: Record<Verdict, string> = {
  fair: 'Looks fair',
  high: 'High',
  walkAway: 'Walk away',
  needInfo: 'Need more information',
}

/** The published thresholds. */
export const RULES = {
  walkAwayFails: 2,
  walkAwayFlags: 3,
  highFinanceMarkupPercent: 10,
  needInfoUnknowns: 2,
  nonRefundableDepositPercent: 25,
} as const

export type HiddenCost = { extra: Extra; label: string; range: string | null }
export type RedFlag = { label: string; why: string }
export type Scorecard = {
  verdict: Verdict
  reasons: string[]
  hiddenCosts: HiddenCost[]
  redFlags: RedFlag[]
  questions: string[]
}

export const EXTRA_LABELS: Record<Extra, string> = {
  cover: 'Cover',
  lifter: 'Cover lifter',
  steps: 'Steps',
  delivery: 'Delivery',
  crane: 'Crane',
  electrical: 'Electrical work',
  pad: 'Pad or base',
  chemicals: 'Start-up chemicals',
}
/** Typical ranges where a published figure exists (Angi for wiring; a buyer's crane bill). */
const EXTRA_RANGES: Partial<Record<Extra, string>> = {
  electrical: '$1,900 to $4,200, more with a panel upgrade where the house has 100 A service',
  crane: 'about $400 where the tub cannot be wheeled into place',
}

const count = (answers: Answer[], wanted: Answer) => answers.filter((answer) => answer === wanted).length
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100)

function redFlagsOf(quote: Quote): RedFlag[] {
  const flags: RedFlag[] = []
  if (quote.venue === 'show') {
    flags.push({
      label: 'Sold at a home show or fair',
      why:
        'Show prices are built on pressure. You have three business days to cancel (the FTC Cooling-Off Rule, ' +
        '16 CFR 429): the seller must give you the cancellation form.',
    })
  }
  if (quote.venue === 'inHome') {
    flags.push({
      label: 'Sold in your home',
      why: 'The same three-day right to cancel applies to a sale made at your home: ask for the cancellation form.',
    })
  }
  const depositPercent = percentOf(quote.depositDollars, quote.quotedDollars)
  if (quote.depositRefundable === 'no' && depositPercent > RULES.nonRefundableDepositPercent) {
    flags.push({
      label: `A non-refundable deposit of ${depositPercent} % of the price`,
      why: 'If the financing falls through or the tub is not what was promised, that money is gone.',
    })
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
  if (quote.warrantyService === 'independent') {
    flags.push({
      label: 'Warranty repairs by an independent firm',
      why: 'Independent technicians often turn down factory warranty work: ask who comes, and who pays them.',
    })
  }
  return flags
}

function questionsOf(quote: Quote): string[] {
  const questions: string[] = CRITERIA.filter((criterion) => quote.criteria[criterion.id] === 'unknown').map(
    (criterion) => criterion.ask,
  )
  questions.push('Show me the energy label: the standby watts, and which cover was tested.')
  if (quote.venue === 'show') {
    questions.push('Is this sale at your permanent place of business? Give me the three-day cancellation form.')
  }
  if (quote.depositRefundable === 'unknown') {
    questions.push('Is the deposit refundable, and what happens to it if my financing is refused?')
  }
  if (quote.deferredInterest === 'unknown') {
    questions.push('What is the cash price, what is the financed total, and is the 0 % offer deferred interest?')
  }
  if (Object.values(quote.warranty).some((years) => years === null)) {
    questions.push('Give me the warranty in writing, part by part: shell, plumbing, equipment and labor.')
  }
  if (quote.warrantyService === 'unknown') {
    questions.push(
      'Who does warranty repairs, your own technicians, the maker or a contractor, and who pays the call-out?',
    )
  }
  if (!quote.included.includes('delivery') || !quote.included.includes('crane')) {
    questions.push('What does delivery include? Will it need a crane, and is there a re-delivery fee?')
  }
  if (!quote.included.includes('electrical')) {
    questions.push('What electrical supply does the tub need (amps and breaker), and who does the wiring?')
  }
  return questions
}

/** The quote's verdict, each reason in one line, the costs still to come, the red flags and the questions. */
export function scoreQuote(quote: Quote, position: PricePosition | null): Scorecard {
  const answers = Object.values(quote.criteria)
  const fails = count(answers, 'no')
  const unknowns = count(answers, 'unknown')
  const redFlags = redFlagsOf(quote)
  const walkAway: string[] = []
  const high: string[] = []
  const needInfo: string[] = []

  if (fails >= RULES.walkAwayFails) {
    walkAway.push(`It fails ${fails} of the five criteria: expect 6 to 8 years of service, not 15 to 20.`)
  }
  if (redFlags.length >= RULES.walkAwayFlags) walkAway.push(`The sale raises ${redFlags.length} red flags.`)
  if (fails === 1) high.push('It fails one of the five criteria, so a full price buys fewer years.')
  if (position?.standing === 'well above') high.push(positionSentence(position))
  const markup =
    quote.financedTotalDollars === null
      ? 0
      : percentOf(quote.financedTotalDollars - quote.quotedDollars, quote.quotedDollars)
  if (markup > RULES.highFinanceMarkupPercent) {
    high.push(`Financed, it costs ${markup} % more than the cash price.`)
  }
  if (unknowns >= RULES.needInfoUnknowns) {
    needInfo.push(`You do not know ${unknowns} of the five criteria yet: ask the questions below.`)
  }
  if (!position) needInfo.push(NO_POSITION)

  const [verdict, reasons]: [Verdict, string[]] = walkAway.length
    ? ['walkAway', walkAway]
    : high.length
      ? ['high', high]
      : needInfo.length
        ? ['needInfo', needInfo]
        : ['fair', fairReasons(position!, redFlags)]
  return {
    verdict,
    reasons,
    hiddenCosts: EXTRAS.filter((extra) => !quote.included.includes(extra)).map((extra) => ({
      extra,
      label: EXTRA_LABELS[extra],
      range: EXTRA_RANGES[extra] ?? null,
    })),
    redFlags,
    questions: questionsOf(quote),
  }
}

function fairReasons(position: PricePosition, redFlags: RedFlag[]): string[] {
  return [
    'It meets the five criteria as far as you know.',
    positionSentence(position),
    ...(redFlags.length
      ? [`Check the ${redFlags.length === 1 ? 'red flag' : 'red flags'} below before you sign.`]
      : []),
  ]
}
