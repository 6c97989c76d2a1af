/**
 * An unguessable public reference (lead, order, evaluation, price-check report): 24 URL-safe characters, 144 random
 * bits. Web Crypto, not `node:crypto`: forms check references with the pattern below in the browser, and a
 * Node module in this file would ship its polyfill to them.
 */
export const newPublicRef = (): string =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')

/** What a public reference looks like: anything else is unknown without a database look-up. */
export const PUBLIC_REF_PATTERN = /^[A-Za-z0-9_-]{20,64}$/

/** Whether a value from a URL can be a public reference (checked before any database look-up). */
export const isPublicRef = (value: unknown): value is string =>
  typeof value === 'string' && PUBLIC_REF_PATTERN.test(value)
