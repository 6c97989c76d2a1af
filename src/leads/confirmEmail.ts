import { z } from 'zod'

import type { LinkRefusals } from '@/platform/tokens/signedToken'

/** How long a mailed confirmation link works. */
export const CONFIRM_LINK_DAYS = 7
/** How long an address nobody confirmed is kept (from when it was typed), then deleted. */
export const UNCONFIRMED_KEPT_DAYS = 30

export const CONFIRM_LINK_INVALID =
  'This confirmation link is not one we sent, was changed, or its address was deleted. ' +
  'Copy the whole link from the e-mail.'
export const CONFIRM_LINK_EXPIRED =
  `This confirmation link has expired: links work for ${CONFIRM_LINK_DAYS} days. ` +
  'Use "E-mail me" on the tool again for a new one.'
export const CONFIRM_LINK_REFUSALS: LinkRefusals = { expired: CONFIRM_LINK_EXPIRED, invalid: CONFIRM_LINK_INVALID }

/** `POST /api/leads/confirmEmail`: the token of the link in a tool's e-mail. */
export const confirmEmailSchema = z.object({
  token: z.string({ error: CONFIRM_LINK_INVALID }).max(200, CONFIRM_LINK_INVALID),
})
