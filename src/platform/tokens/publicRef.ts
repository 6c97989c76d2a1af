import { randomBytes } from 'node:crypto'

/**
 * An unguessable public reference (lead, order, evaluation, price-check report): 24 URL-safe characters, 144 random
 * bits.
 */
export const newPublicRef = () => randomBytes(18).toString('base64url')

/** What a public reference looks like: anything else is unknown without a database look-up. */
export const PUBLIC_REF_PATTERN = /^[A-Za-z0-9_-]{20,64}$/

/** Whether a value from a URL can be a public reference (checked before any database look-up). */
export const isPublicRef = (value: unknown): value is string =>
  typeof value === 'string' && PUBLIC_REF_PATTERN.test(value)
