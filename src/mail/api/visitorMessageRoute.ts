import type { z } from 'zod'

import { writeRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import type { SiteSettingsValues } from '@/site/settings/defaults'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import type { visitorMessageSchema } from '../schemas'
import { sendMail } from '@/platform/outbox/sendMail'
import { visitorMessageEmail } from '../templates/visitorMessage'

type VisitorMessageSchema = z.ZodType<z.output<typeof visitorMessageSchema>>

/**
 * A route that takes a visitor's `{subject, message}` to one address from the settings (`to`), never one from the
 * body, so it is no open relay: 5 posts per client address in 10 minutes in its own `bucket`, then one unit of work
 * that queues the message. `replyTo` reads an address the visitor gave, used only as the message's Reply-To.
 */
export function visitorMessageRoute<S extends VisitorMessageSchema>({
  bucket,
  schema,
  to,
  replyTo = () => undefined,
}: {
  bucket: string
  schema: S
  to: (settings: SiteSettingsValues) => string
  replyTo?: (data: z.output<S>) => string | undefined
}) {
  return writeRoute({
    rateLimit: { bucket, limit: 5, windowMs: 10 * 60_000 },
    schema,
    handle: async ({ data, payload }) => {
      const settings = await readSiteSettings(payload)
      // The outbox row and its delivery job, together or not at all.
      await inTransaction(payload, (req) =>
        sendMail(
          req,
          visitorMessageEmail({
            productName: settings.productName,
            to: to(settings),
            subject: data.subject,
            message: data.message,
            replyTo: replyTo(data),
          }),
        ),
      )
      return json({ ok: true }, 201)
    },
  })
}
