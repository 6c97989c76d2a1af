import type { Payload } from 'payload'

import { publicPricePosition } from '@/pricecheck/position/publicPricePosition'

import { certifiedModelById } from '../../certifiedModels/server/certifiedModelById'
import { emailToolResult } from '../../server/emailToolResult'
import type { EmailScorecard } from '../emailSchema'
import { scoreQuote } from '../model'
import { scorecardEmail } from './scorecardEmail'

/**
 * "E-mail me this scorecard": the quote scored again on the server (the price position and the picked
 * model's listing read first, outside the unit of work), then the visitor made a lead of the scorecard and
 * the scorecard queued to them.
 */
export async function emailScorecard(payload: Payload, request: EmailScorecard): Promise<void> {
  const { quote } = request
  const position = await publicPricePosition(payload, {
    brand: quote.brand,
    model: quote.model,
    state: quote.state || null,
    price: quote.quotedDollars,
  })
  const certified = quote.certifiedModelId ? await certifiedModelById(payload, quote.certifiedModelId) : null
  const card = scoreQuote(quote, position, certified)
  await emailToolResult(payload, { tool: 'scorecard', ...request }, (settings, confirmUrl) =>
    scorecardEmail({ ...settings, to: request.email, firstName: request.firstName, quote, card, confirmUrl }),
  )
}
