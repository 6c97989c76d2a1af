/** JSON responses for our API: never cached by shared caches unless a route says otherwise. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  // Header names are case-insensitive: a route's own Cache-Control replaces the default.
  const all = new Headers({ 'Cache-Control': 'no-store' })
  new Headers(headers).forEach((value, name) => all.set(name, value))
  return Response.json(body, { status, headers: all })
}

export const notFound = (error = 'Not found.') => json({ error }, 404)
