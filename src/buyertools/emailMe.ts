import { z } from 'zod'

import { visitorText } from '@/platform/http/schemas'
import { emailAddress } from '@/platform/outbox/emailAddress'

export const CONSENT_MESSAGE = 'Tick the box to let us e-mail you.'
const NAME_MESSAGE = 'Please enter a first name of up to 60 characters.'

/** Who asks a tool for an e-mail of its result, and their consent: the same fields for every tool. */
export const emailMeFields = {
  firstName: visitorText(NAME_MESSAGE).min(1, NAME_MESSAGE).max(60, NAME_MESSAGE),
  email: emailAddress('Please enter a valid e-mail address.'),
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
}
