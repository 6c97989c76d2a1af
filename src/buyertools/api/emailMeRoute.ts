import type { Payload } from 'payload'
import type { z } from 'zod'

import { writeRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'

/**
 * A tool's "e-mail me" route: 3 posts per client address in 10 minutes in the tool's own `bucket`, the tool's schema,
 * then `send`, the tool's one unit of work (the visitor made a lead, the result queued to them).
 */
export const emailMeRoute = <S extends z.ZodType>({
  bucket,
  schema,
  send,
}: {
  bucket: string
  schema: S
  send: (payload: Payload, data: z.output<S>) => Promise<void>
}) =>
  writeRoute({
    rateLimit: { bucket, limit: 3, windowMs: 10 * 60_000 },
    schema,
    handle: async ({ data, payload }) => {
      await send(payload, data)
      return json({ ok: true }, 201)
    },
  })
