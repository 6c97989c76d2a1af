import { z } from 'zod'

import { visitorText } from '@/http/schemas'
import { emailAddress } from '@/mail/emailAddress'

import { comparisonSchema } from './schema'

export const CONSENT_MESSAGE = 'Tick the box to let us e-mail you.'
const NAME_MESSAGE = 'Please enter a first name of up to 60 characters.'

/** `POST /api/tools/emailComparison`: who asks, their consent, and the comparison the server works out again. */
export const emailComparisonSchema = z.object({
  firstName: visitorText(NAME_MESSAGE).min(1, NAME_MESSAGE).max(60, NAME_MESSAGE),
  email: emailAddress('Please enter a valid e-mail address.'),
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
  comparison: comparisonSchema,
})
export type EmailComparison = z.infer<typeof emailComparisonSchema>
