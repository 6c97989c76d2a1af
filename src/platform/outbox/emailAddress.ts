import { z } from 'zod'

import { bareEmail } from './address'

/**
 * An e-mail address: one bare mailbox (`bareEmail` in address.ts says exactly what passes),
 * trimmed and with its domain lower-cased, so every rate limit, allowance and look-up after the
 * schema sees the address in one spelling. Anything else is refused with `message` alone (the
 * spec's wording for the form that uses it).
 */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => bareEmail(value) !== null, message)
    .transform((value) => bareEmail(value) ?? value)
