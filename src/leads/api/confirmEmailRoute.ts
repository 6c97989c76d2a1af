import { linkRoute } from '@/apiRoutes'

import { CONFIRM_LINK_REFUSALS, confirmEmailSchema } from '../confirmEmail'
import { confirmLeadEmail } from '../server/confirmEmail'

/**
 * `POST /api/leads/confirmEmail`: the owner of an address typed into a tool's "e-mail me" confirms it
 * (the button on `/confirm-email`; a GET never confirms, so a mail scanner opening the link does not).
 * Only then does the lead go to the CRM. Confirming again answers the same and changes nothing.
 */
export const postConfirmEmail = linkRoute({
  rateLimit: { bucket: 'confirm-email', limit: 10, windowMs: 10 * 60_000 },
  schema: confirmEmailSchema,
  follow: (payload, data) => confirmLeadEmail(payload, data.token),
  done: 'confirmed',
  refusals: CONFIRM_LINK_REFUSALS,
})
