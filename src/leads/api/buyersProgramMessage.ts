import { writeRoute } from '@/apiRoutes'
import { json } from '@/http/json'
import { visitorMessageSchema } from '@/mail/schemas'
import { sendMail } from '@/mail/sendMail'
import { visitorMessageEmail } from '@/mail/templates/visitorMessage'
import { inTransaction } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

/**
 * `POST /api/leads/newBuenoMessage`: always to the Buyers Program partner address from the settings, never an open
 * relay.
 */
export const newBuenoMessageRoute = writeRoute({
  rateLimit: { bucket: 'buyers-program-message', limit: 5, windowMs: 10 * 60_000 },
  schema: visitorMessageSchema,
  handle: async ({ data, payload }) => {
    const settings = await readSiteSettings(payload)
    // The outbox row and its delivery job, together or not at all.
    await inTransaction(payload, (req) =>
      sendMail(
        req,
        visitorMessageEmail({
          productName: settings.productName,
          to: settings.buyersProgramAddress,
          subject: data.subject,
          message: data.message,
        }),
      ),
    )
    return json({ ok: true }, 201)
  },
})
