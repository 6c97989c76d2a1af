import { writeRoute } from '@/apiRoutes'
import { json } from '@/http/json'
import { inTransaction } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import { sendMessageSchema } from '../schemas'
import { sendMail } from '../sendMail'
import { visitorMessageEmail } from '../templates/visitorMessage'

/** `POST /api/utilities/sendMessage`: always to the staff inbox, never an open relay. */
export const sendMessageRoute = writeRoute({
  rateLimit: { bucket: 'send-message', limit: 5, windowMs: 10 * 60_000 },
  schema: sendMessageSchema,
  handle: async ({ data, payload }) => {
    const settings = await readSiteSettings(payload)
    // The outbox row and its delivery job, together or not at all.
    await inTransaction(payload, (req) =>
      sendMail(
        req,
        visitorMessageEmail({
          productName: settings.productName,
          to: settings.staffInbox,
          subject: data.subject,
          message: data.message,
          replyTo: data.cc || undefined,
        }),
      ),
    )
    return json({ ok: true }, 201)
  },
})
