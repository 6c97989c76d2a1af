import { writeRoute } from '@/http/apiRoute'
import { json } from '@/http/json'
import { countToolUse } from '@/db/statements/toolUses'

import { utcDay } from '../days'
import { toolUsedSchema } from '../schema'

/** `POST /api/tools/used`: a visitor got a first result from a buyer tool; counted on today's (UTC) row. */
export const toolUsed = writeRoute({
  // A page view counts once; 30 in 10 minutes is far more than one visitor reads, and caps a script's count.
  rateLimit: { bucket: 'tool-used', limit: 30, windowMs: 10 * 60_000 },
  schema: toolUsedSchema,
  handle: async ({ data, payload }) => {
    const now = new Date()
    await countToolUse(payload, { tool: data.tool, day: utcDay(now), now: now.toISOString() })
    return json({ ok: true })
  },
})
