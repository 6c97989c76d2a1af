import { z } from 'zod'

import { visitorText } from '@/platform/http/schemas'

import { emailAddress } from '@/platform/outbox/emailAddress'

/**
 * A visitor's message to an address the site configures (`sendMessage`: the staff inbox;
 * `newBuenoMessage`: the Buyers Program partner). There is no recipient field: any `recipient`
 * in the body is dropped.
 */
export const visitorMessageSchema = z.object({
  subject: visitorText('Please enter a subject on one line, without control characters.')
    .min(1, 'Please enter a subject.')
    .max(200, 'Keep the subject under 200 characters.'),
  message: visitorText('Please enter a message without control characters.', { multiline: true })
    .min(1, 'Please enter a message.')
    .max(10_000, 'Keep the message under 10,000 characters.'),
})

/** `POST /api/utilities/sendMessage`: a message to the staff inbox, with an optional address to reply to. */
export const sendMessageSchema = visitorMessageSchema.extend({
  cc: z
    .union([z.literal(''), emailAddress('Please Enter a Valid Email Address')], {
      error: 'Please Enter a Valid Email Address',
    })
    .optional(),
})
export type SendMessageInput = z.infer<typeof sendMessageSchema>
