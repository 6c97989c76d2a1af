import { z } from 'zod'

/**
 * An e-mail address within the spec's limits: at most 254 characters, a local part of at
 * most 64. `message` is the spec's wording for the form that uses it.
 */
export const emailAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(254, message)
    .regex(/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/, message)
