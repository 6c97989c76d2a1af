import { z } from 'zod'

import { visitorText } from '@/platform/http/schemas'
import { PLAUSIBLE_QUOTE } from '@/pricecheck/position/quotedDollars'

import { numberBetween, numberOrUnknown, UNKNOWN } from '@/site/numberFields'
import { US_STATE_CODES } from '@/site/usStates'
import { CRITERION_IDS } from './criteria'

export const VENUES = ['showroom', 'show', 'online', 'inHome'] as const
export const EXTRAS = [
  'cover',
  'lifter',
  'steps',
  'delivery',
  'crane',
  'electrical',
  'pad',
  'permit',
  'removal',
  'chemicals',
] as const
export type Venue = (typeof VENUES)[number]
export type Extra = (typeof EXTRAS)[number]

const answer = (message: string) => z.enum(['yes', 'no', 'unknown'], { error: message })
const name = (label: string) =>
  visitorText(`Enter the ${label} (up to 80 characters).`)
    .min(1, `Enter the ${label} (up to 80 characters).`)
    .max(80, `Enter the ${label} (up to 80 characters).`)
const PICK_AGAIN = 'Pick the model from the CEC’s list again.'
const COVER_MESSAGE = 'Enter the cover as the quote writes it (up to 80 characters), or leave it blank.'
const years = (label: string) => numberOrUnknown(label, 0, 99, ' years')

/** The quote in the buyer's hand, checked the same way in the browser and on the server. */
export const scorecardSchema = z
  .object({
    brand: name('brand'),
    model: name('model'),
    quotedDollars: numberBetween('Quoted price', PLAUSIBLE_QUOTE.minDollars, PLAUSIBLE_QUOTE.maxDollars, ' dollars'),
    /** Where the tub will stand, for the price position; optional. */
    state: z.union([z.literal(''), z.enum(US_STATE_CODES, { error: 'Choose a state, or none.' })]),
    venue: z.enum(VENUES, { error: 'Say where the tub is being sold.' }),
    included: z.array(z.enum(EXTRAS, { error: 'Unknown extra.' })).max(EXTRAS.length),
    depositDollars: numberBetween('Deposit', 0, 200_000, ' dollars'),
    depositRefundable: answer('Say whether the deposit is refundable.'),
    hasOldTub: z.boolean({ error: 'Say whether there is an old tub to take away.' }),
    /** Sales tax rate where the tub will stand; unknown leaves tax out of the out-the-door total. */
    salesTaxPercent: numberOrUnknown('Sales tax rate', 0, 15, ' %'),
    /** The finance offer; unknown amount financed means cash. */
    amountFinancedDollars: numberOrUnknown('Amount financed', 100, 400_000, ' dollars'),
    aprPercent: numberOrUnknown('APR', 0, 40, ' %'),
    months: numberOrUnknown('Months', 1, 240, ' months'),
    financeFeesDollars: numberOrUnknown('Loan fees', 0, 50_000, ' dollars'),
    deferredInterest: answer('Say whether the financing is deferred-interest.'),
    todayOnly: z.boolean({ error: 'Say whether the price is for today only.' }),
    /**
     * The certified model the buyer picked (its id in our list), or blank. Only the id travels: the server
     * looks the tested cover up itself, never trusting a cover sent with the quote.
     */
    certifiedModelId: z
      .string({ error: PICK_AGAIN })
      .trim()
      .regex(/^[A-Za-z0-9_-]{0,64}$/, PICK_AGAIN)
      .default(''),
    /** The cover written on the quote, compared with the certified one; optional. */
    quotedCover: visitorText(COVER_MESSAGE).max(80, COVER_MESSAGE).default(''),
    warranty: z.object({
      shell: years('Shell warranty'),
      plumbing: years('Plumbing warranty'),
      equipment: years('Equipment warranty'),
      labor: years('Labor warranty'),
    }),
    warrantyService: z.enum(['dealer', 'manufacturer', 'independent', UNKNOWN], {
      error: 'Say who does warranty service.',
    }),
    criteria: z.object(
      Object.fromEntries(CRITERION_IDS.map((id) => [id, answer('Answer yes, no or don’t know.')])) as Record<
        (typeof CRITERION_IDS)[number],
        ReturnType<typeof answer>
      >,
    ),
  })
  .superRefine((quote, context) => {
    const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    if (quote.depositDollars > quote.quotedDollars) refuse('depositDollars', 'The deposit is more than the price.')
    if (quote.months !== null && !Number.isInteger(quote.months)) {
      refuse('months', 'Months must be a whole number between 1 and 240.')
    }
    // A payment needs all three: the amount, its rate and its length.
    if (quote.amountFinancedDollars !== null) {
      if (quote.aprPercent === null) refuse('aprPercent', 'Enter the APR of the finance offer (0 to 40 %).')
      if (quote.months === null) refuse('months', 'Enter how many months the finance offer runs (1 to 240).')
    }
  })

export type ScorecardForm = z.input<typeof scorecardSchema>
export type Quote = z.output<typeof scorecardSchema>
