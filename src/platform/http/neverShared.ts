type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>

/** The Cache-Control of every answer that belongs to one person (api.md, issue 14): no cache keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store'

/**
 * Wraps a handler we do not write ourselves (Payload's REST API: the staff's session, drafts, users) so
 * every answer says `private, no-store`; left without a Cache-Control, a shared cache may guess a lifetime.
 */
export function neverShared<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const response = await handler(request, ...rest)
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', PRIVATE_NO_STORE)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
