/**
 * The form of an e-mail address used to compare and count: trimmed and lower-cased, so
 * `Pat@Example.com` and `pat@example.com ` are one address (one lead, one mail allowance).
 */
export const normaliseEmail = (address: string): string => address.trim().toLowerCase()
