import { z } from 'zod'

import { BUYER_TOOL_IDS } from '@/site/buyerTools'
import { visitorText } from '@/platform/http/schemas'
import { emailAddress } from '@/platform/outbox/emailAddress'

/** The spec's one message for the whole form (site-spec section 5), word for word. */
export const PRICE_CHECK_MESSAGE =
  'Please complete name, email and zip code along with the details of at least one hot tub.'
export const MAX_TUBS = 3

const required = (max: number) =>
  visitorText(PRICE_CHECK_MESSAGE).min(1, PRICE_CHECK_MESSAGE).max(max, PRICE_CHECK_MESSAGE)

export const tubSchema = z.object({ brand: required(80), model: required(80), price: required(40) })
export type TubInput = z.infer<typeof tubSchema>

/**
 * `POST /api/pricechecks/newcheck`: who asks, and one to three quoted tubs; `source`, the buyer
 * tool the visitor came from. A source that is not a tool id is dropped, never a reason to refuse
 * a buyer's request (an old page or a hand-made link may carry one).
 */
export const newPriceCheckSchema = z.object({
  name: required(100),
  email: emailAddress(PRICE_CHECK_MESSAGE),
  zipcode: required(12),
  tubs: z
    .array(tubSchema, { error: PRICE_CHECK_MESSAGE })
    .min(1, PRICE_CHECK_MESSAGE)
    .max(MAX_TUBS, PRICE_CHECK_MESSAGE),
  source: z.enum(BUYER_TOOL_IDS).optional().catch(undefined),
})
export type NewPriceCheck = z.infer<typeof newPriceCheckSchema>

export type BrandList = { brands: { name: string; models: { name: string }[] }[] }
