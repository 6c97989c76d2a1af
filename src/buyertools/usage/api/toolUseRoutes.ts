import { writeRoute } from '@/apiRoutes'
import { UNKNOWN_CLIENT } from '@/platform/http/clientAddress'
import { json } from '@/platform/http/json'
import { keepKeyOnce, pruneExpiredKeys } from '@/platform/db/statements/expiringKeys'
import { countToolUse } from '@/platform/db/statements/toolUses'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { startOfDayBefore, utcDay } from '../days'
import { toolUsedSchema } from '../schema'
import { toolVisitorKey } from '../server/visitorKey'

/**
 * `POST /api/tools/used`: a visitor got a first result from a buyer tool; counted on today's (UTC)
 * row at most once per visitor, tool and day. The visitor's key (an HMAC, never the address) is kept
 * among the day's tool visitors (`tool-visitors`) until the day ends; the key and the count are one
 * unit of work, so two concurrent posts from one visitor count one. Now and then the ended days' keys
 * are cleared.
 */
export const toolUsed = writeRoute({
  // A page view counts once; 30 in 10 minutes is far more than one visitor reads, and caps a script's posts.
  rateLimit: { bucket: 'tool-used', limit: 30, windowMs: 10 * 60_000 },
  schema: toolUsedSchema,
  handle: async ({ data, payload, client }) => {
    const now = new Date()
    const day = utcDay(now)
    const endOfDay = startOfDayBefore(now, -1).toISOString()
    await inTransaction(payload, async (req) => {
      // Without a known address (not started by our server) every visitor would share one key: count each post.
      const visitor = toolVisitorKey(payload.secret, { client, tool: data.tool, day })
      if (Math.random() < 0.02) await pruneExpiredKeys(req, 'tool_visitors', now.toISOString())
      const first =
        client === UNKNOWN_CLIENT || (await keepKeyOnce(req, 'tool_visitors', { key: visitor, expiresAt: endOfDay }))
      if (!first) return
      await countToolUse(req, { tool: data.tool, day, now: now.toISOString() })
    })
    return json({ ok: true })
  },
})
