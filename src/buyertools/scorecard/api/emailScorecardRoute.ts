import { writeRoute } from '@/apiRoutes'
import { json } from '@/http/json'

import { emailScorecardSchema } from '../emailSchema'
import { emailScorecard } from '../server/emailScorecard'

/** `POST /api/tools/emailScorecard`: the scorecard e-mailed to a visitor who asked and consented. */
export const postEmailScorecard = writeRoute({
  rateLimit: { bucket: 'email-scorecard', limit: 3, windowMs: 10 * 60_000 },
  schema: emailScorecardSchema,
  handle: async ({ data, payload }) => {
    await emailScorecard(payload, data)
    return json({ ok: true }, 201)
  },
})
