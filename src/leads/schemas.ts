import { z } from 'zod'

import { visitorText } from '@/platform/http/schemas'
import { emailAddress } from '@/platform/outbox/emailAddress'
import { PUBLIC_REF_PATTERN } from '@/platform/tokens/publicRef'

/** The information form's one message (site-spec section 5), word for word. */
export const INFO_FORM_MESSAGE = 'Please complete all fields!'

/** Lead ids are random tokens (api.md: ids that unlock personal data are unguessable). */
export const leadIdField = visitorText('Unknown lead.').regex(PUBLIC_REF_PATTERN, 'Unknown lead.')

const filled = (max: number, options?: { multiline: boolean }) =>
  visitorText(INFO_FORM_MESSAGE, options).min(1, INFO_FORM_MESSAGE).max(max, INFO_FORM_MESSAGE)

/**
 * `POST /api/leads/info`: the Buyers Program information form. The spec asks only that every
 * field is filled in; the server adds length limits and keeps the e-mail's shape sane.
 */
export const leadInfoSchema = z.object({
  leadId: leadIdField,
  firstName: filled(60),
  lastName: filled(60),
  email: emailAddress(INFO_FORM_MESSAGE),
  phone: filled(30),
  zipCode: filled(12),
  details: filled(5_000, { multiline: true }),
})
export type LeadInfo = z.infer<typeof leadInfoSchema>

const optional = (max: number, message: string) =>
  visitorText(message)
    .max(max, message)
    .optional()
    .transform((value) => value || undefined)

/** `POST /api/leads/newLead`: a lead capture. */
export const newLeadSchema = z.object({
  firstName: visitorText('Please enter a first name.')
    .min(1, 'Please enter a first name.')
    .max(60, 'Please enter a shorter first name.'),
  lastName: visitorText('Please enter a valid last name.').max(60, 'Please enter a shorter last name.').default(''),
  email: emailAddress('Please Enter a Valid Email Address'),
  phone: optional(30, 'Please enter a valid phone number.'),
  zipCode: optional(12, 'Please enter a valid zip code.'),
  source: visitorText('Say where the lead comes from.')
    .min(1, 'Say where the lead comes from.')
    .max(60, 'Say where the lead comes from.'),
})
export type NewLead = z.infer<typeof newLeadSchema>

/** `POST /api/leads/reqInfo`. */
export const requestInfoSchema = z.object({ leadId: leadIdField })

/**
 * A full name split on spaces (spec section 4): the first word is the first name and the last word
 * the last name, so a one-word name ("Cher") is both.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return { firstName: words[0] ?? '', lastName: words[words.length - 1] ?? '' }
}

/** The full name a form shows for a stored first and last name: a one-word name shows once. */
export const joinName = (firstName: string, lastName: string): string =>
  firstName === lastName ? firstName : [firstName, lastName].filter(Boolean).join(' ')
