import type { Payload } from 'payload'

import { createLead } from '@/leads/server/leads'
import { sendMail } from '@/mail/sendMail'
import { publicPricePosition } from '@/pricecheck/position/publicPricePosition'
import { inTransaction } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import type { EmailScorecard } from '../emailSchema'
import { scoreQuote } from '../model'
import { scorecardEmail } from './scorecardEmail'

/** The lead source of everyone who asks the scorecard for an e-mail (the tool's id). */
export const SCORECARD_LEAD_SOURCE = 'scorecard'

/**
 * "E-mail me this scorecard": the quote scored again on the server (the price position read first,
 * outside the unit of work), then the visitor made a lead (with consent) and the scorecard queued to
 * them, all or nothing. Past the address's daily mail allowance nothing is kept.
 */
export async function emailScorecard(payload: Payload, request: EmailScorecard): Promise<void> {
  const { quote } = request
  const position = await publicPricePosition(payload, {
    brand: quote.brand,
    model: quote.model,
    state: quote.state || null,
    price: quote.quotedDollars,
  })
  const card = scoreQuote(quote, position)
  await inTransaction(payload, async (req) => {
    await createLead(req, {
      firstName: request.firstName,
      lastName: '',
      email: request.email,
      source: SCORECARD_LEAD_SOURCE,
    })
    const settings = await readSiteSettings(req)
    await sendMail(req, scorecardEmail({ ...settings, to: request.email, firstName: request.firstName, quote, card }))
  })
}
