/** JSON responses for our API: never cached by shared caches unless a route says otherwise. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  })
}

export const notFound = (error = 'Not found.') => json({ error }, 404)
