import { writeRoute } from '@/apiRoutes'
import { json } from '@/http/json'

import { emailComparisonSchema } from '../emailSchema'
import { emailComparison } from '../server/emailComparison'

/** `POST /api/tools/emailComparison`: the comparison e-mailed to a visitor who asked and consented. */
export const postEmailComparison = writeRoute({
  rateLimit: { bucket: 'email-comparison', limit: 3, windowMs: 10 * 60_000 },
  schema: emailComparisonSchema,
  handle: async ({ data, payload }) => {
    await emailComparison(payload, data)
    return json({ ok: true }, 201)
  },
})
