import { PRIVATE_NO_STORE } from './neverShared'

/**
 * JSON responses for our API: private and never stored by any cache unless a route says otherwise
 * (several carry a lead's, an order's or an evaluation's personal data).
 */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  // Header names are case-insensitive: a route's own Cache-Control replaces the default.
  const all = new Headers({ 'Cache-Control': PRIVATE_NO_STORE })
  new Headers(headers).forEach((value, name) => all.set(name, value))
  return Response.json(body, { status, headers: all })
}

export const notFound = (error = 'Not found.') => json({ error }, 404)
