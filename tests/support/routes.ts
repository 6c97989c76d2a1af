import { expect } from 'vitest'

import { fromPeer } from './throughOurServer'

/** A route handler of ours, as the integration tests call it directly. */
export type RouteHandler = (request: Request, context: { params: Promise<never> }) => Promise<Response>

/** The context of a route without dynamic segments. */
export const noParams = { params: Promise.resolve({}) as Promise<never> }

let peers = 0
/** A client address no other request of this test file used (198.18.0.0/15 is set aside for testing). */
export function freshPeer(): string {
  peers += 1
  return `198.18.${Math.floor(peers / 254) % 256}.${(peers % 254) + 1}`
}

/**
 * POSTs a JSON body (a string is sent as it is) to a route handler, as the request arrives through
 * our server from client address `from`: by default a new address each time, so the per-address
 * rate limits of one test never reach another.
 */
export function postJson(
  handler: RouteHandler,
  path: string,
  body: unknown,
  from = freshPeer(),
  headers: Record<string, string> = {},
): Promise<Response> {
  return handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromPeer(from), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    noParams,
  )
}

/**
 * GETs `path` with `query` (none: no query string) from a route handler, as the request arrives through our
 * server from client address `from`; the answer with its headers and JSON body.
 */
export async function getJson(handler: RouteHandler, path: string, query: Record<string, string>, from = freshPeer()) {
  const search = new URLSearchParams(query).toString()
  const url = `http://localhost${path}${search ? `?${search}` : ''}`
  const response = await handler(new Request(url, { headers: fromPeer(from) }), noParams)
  return { status: response.status, headers: response.headers, body: await response.json() }
}

/** A 400 answer naming each bad field with its message, as the form shows it beside the field. */
export async function expectFieldErrors(response: Response, errors: Record<string, string>) {
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ errors })
}

/** A route's answer as a test compares it: the status and the JSON body. */
export const answerOf = async <Body = Record<string, unknown>>(response: Response) => ({
  status: response.status,
  body: (await response.json()) as Body,
})
