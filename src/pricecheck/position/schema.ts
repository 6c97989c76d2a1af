import { z } from 'zod'

import { US_STATE_CODES } from '@/site/usStates'
import { visitorText } from '@/platform/http/schemas'
import { formatDollars } from '@/site/numbers'

import { PLAUSIBLE_QUOTE, isPlausibleQuote, parseDollars } from './quotedDollars'

const name = (what: string) => {
  const message = `Give the ${what} of the tub (at most 80 characters).`
  return visitorText(message).min(1, message).max(80, message)
}

const PRICE_MESSAGE =
  `Give the quoted price in whole US dollars, between ${formatDollars(PLAUSIBLE_QUOTE.minDollars)} ` +
  `and ${formatDollars(PLAUSIBLE_QUOTE.maxDollars)}.`

/** `GET /api/tools/pricePosition?brand=&model=&state=&price=`: state optional (then nationwide). */
export const pricePositionQuery = z.object({
  brand: name('brand'),
  model: name('model'),
  state: z
    .string({ error: 'Give the state as its two-letter code, for example CA.' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES, { error: 'Give the state as its two-letter code, for example CA.' }))
    .optional(),
  price: z.string({ error: PRICE_MESSAGE }).transform((text, context) => {
    const dollars = parseDollars(text)
    if (dollars !== null && isPlausibleQuote(dollars)) return dollars
    context.addIssue({ code: 'custom', message: PRICE_MESSAGE })
    return z.NEVER
  }),
})
export type PricePositionQuery = z.output<typeof pricePositionQuery>
