import { sendMessageSchema } from '../schemas'
import { visitorMessageRoute } from './visitorMessageRoute'

/** `POST /api/utilities/sendMessage`: always to the staff inbox, never an open relay. */
export const sendMessageRoute = visitorMessageRoute({
  bucket: 'send-message',
  schema: sendMessageSchema,
  to: (settings) => settings.staffInbox,
  replyTo: (data) => data.cc || undefined,
})
