import { writeRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'

import { CONFIRM_LINK_EXPIRED, CONFIRM_LINK_INVALID, confirmEmailSchema } from '../confirmEmail'
import { confirmLeadEmail } from '../server/confirmEmail'

/**
 * `POST /api/leads/confirmEmail`: the owner of an address typed into a tool's "e-mail me" confirms it
 * (the button on `/confirm-email`; a GET never confirms, so a mail scanner opening the link does not).
 * Only then does the lead go to the CRM. Confirming again answers the same and changes nothing.
 */
export const postConfirmEmail = writeRoute({
  rateLimit: { bucket: 'confirm-email', limit: 10, windowMs: 10 * 60_000 },
  schema: confirmEmailSchema,
  handle: async ({ data, payload }) => {
    const verdict = await confirmLeadEmail(payload, data.token)
    if (verdict === 'confirmed') return json({ ok: true })
    return json({ errors: { token: verdict === 'expired' ? CONFIRM_LINK_EXPIRED : CONFIRM_LINK_INVALID } }, 400)
  },
})
