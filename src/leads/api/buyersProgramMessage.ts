import { visitorMessageRoute } from '@/mail/api/visitorMessageRoute'
import { visitorMessageSchema } from '@/mail/schemas'

/**
 * `POST /api/leads/newBuenoMessage`: always to the Buyers Program partner address from the settings, never an open
 * relay.
 */
export const newBuenoMessageRoute = visitorMessageRoute({
  bucket: 'buyers-program-message',
  schema: visitorMessageSchema,
  to: (settings) => settings.buyersProgramAddress,
})
