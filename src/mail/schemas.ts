import { z } from 'zod'

import { emailAddress, visitorText } from '@/http/schemas'

/** `POST /api/utilities/sendMessage`: a message to the staff inbox. Any `recipient` is ignored. */
export const sendMessageSchema = z.object({
  subject: visitorText('Please enter a subject on one line, without control characters.')
    .min(1, 'Please enter a subject.')
    .max(200, 'Keep the subject under 200 characters.'),
  message: visitorText('Please enter a message without control characters.', { multiline: true })
    .min(1, 'Please enter a message.')
    .max(10_000, 'Keep the message under 10,000 characters.'),
  cc: z.union([z.literal(''), emailAddress('Please Enter a Valid Email Address')], { error: 'Please Enter a Valid Email Address' }).optional(),
})
export type SendMessageInput = z.infer<typeof sendMessageSchema>
