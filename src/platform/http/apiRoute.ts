import type { Payload } from 'payload'
import type { z } from 'zod'

import { log } from '@/platform/log/log'
import { requestIdOf } from '@/platform/log/requestId'
import type { LinkRefusals } from '@/platform/tokens/signedToken'

import { clientAddress } from './clientAddress'
import { json } from './json'
import { hitRateLimit, type RateLimitRule } from './rateLimit'
import { RefusedRequestError } from './refusedRequest'
import { type Parsed, parseJsonBody, validate } from './validate'

type RouteContext = { params: Promise<Record<string, string | string[]>> }

/** Any API route handler: failures become a plain JSON 500, never a stack trace. */
export function apiRoute(handler: (request: Request, context: RouteContext) => Promise<Response>) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    try {
      return await handler(request, context)
    } catch (error) {
      const path = new URL(request.url).pathname
      log.error(`${request.method} ${path} failed`, {
        requestId: requestIdOf(request.headers),
        error,
        details: { method: request.method, path },
      })
      return json({ error: 'Something went wrong on our side. Please try again in a moment.' }, 500)
    }
  }
}

/** The 429 every rate-limited route answers once an address has used up its allowance. */
function tooManyRequests(retryAfterSeconds: number): Response {
  return json({ error: 'Too many requests. Please wait a moment and try again.' }, 429, {
    'Retry-After': String(retryAfterSeconds),
  })
}

export type ReadRouteArgs<S extends z.ZodType> = {
  rateLimit: RateLimitRule
  schema: S
  /** The query string as the schema reads it. */
  query: (params: URLSearchParams) => unknown
  handle: (args: { data: z.output<S>; payload: Payload; request: Request }) => Promise<Response>
}

export type WriteRouteArgs<S extends z.ZodType> = {
  rateLimit: RateLimitRule
  schema: S
  handle: (args: { data: z.output<S>; payload: Payload; request: Request; client: string }) => Promise<Response>
}

/** What following a mailed link came to: `done` (the verdict the service names), or why it could not. */
type LinkVerdict<Done extends string> = Done | 'expired' | 'invalid'

export type LinkRouteArgs<S extends z.ZodType, Done extends string> = {
  rateLimit: RateLimitRule
  schema: S
  follow: (payload: Payload, data: z.output<S>) => Promise<LinkVerdict<Done>>
  done: Done
  /** The sentences the field `token` answers for a link too old and for one we did not send. */
  refusals: LinkRefusals
  /**
   * Where the link's input is its address, not a JSON body: what the schema reads from the query string.
   * RFC 8058's one-click unsubscribe posts a body the RFC fixes; the signed token is in the URL.
   */
  query?: (params: URLSearchParams) => unknown
}

type HandleArgs<Data> = { data: Data; payload: Payload; request: Request; client: string }

/**
 * The API's visitor routes, given how to open Payload: the composition root's client (src/apiRoutes.ts
 * binds it), since this floor never imports the config.
 */
export function visitorRoutes(openPayload: () => Promise<Payload>) {
  /**
   * Every visitor route's steps, in this order: the rate limit per client address, the input checked by
   * the route's zod schema (`parse`), then the handler, whose refusal (`RefusedRequestError`) is answered
   * as it says.
   */
  function limitedRoute<Data>(
    rateLimit: RateLimitRule,
    parse: (request: Request) => Parsed<Data> | Promise<Parsed<Data>>,
    handle: (args: HandleArgs<Data>) => Promise<Response>,
  ) {
    return apiRoute(async (request) => {
      const payload = await openPayload()
      const client = clientAddress(request.headers)
      const limit = await hitRateLimit(payload, rateLimit, client)
      if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
      const parsed = await parse(request)
      if (!parsed.ok) return parsed.response
      try {
        return await handle({ data: parsed.data, payload, request, client })
      } catch (error) {
        // The unit of work has rolled back: nothing of this request was stored.
        if (!(error instanceof RefusedRequestError)) throw error
        return json({ error: error.publicMessage }, error.status, error.headers)
      }
    })
  }

  const fromQuery =
    <S extends z.ZodType>(schema: S, query: (params: URLSearchParams) => unknown) =>
    (request: Request) =>
      validate(schema, query(new URL(request.url).searchParams))

  /**
   * A public GET that reads for a visitor: rate limited per client address, then its query validated
   * with the shared zod schema, then handled; the GET twin of `writeRoute`.
   */
  function readRoute<S extends z.ZodType>({ rateLimit, schema, query, handle }: ReadRouteArgs<S>) {
    return limitedRoute(rateLimit, fromQuery(schema, query), handle)
  }

  /**
   * A state-changing API route: rate limited per client address, then the JSON body validated
   * with the shared zod schema, then handled. (CSRF is checked earlier, in the proxy.)
   */
  function writeRoute<S extends z.ZodType>({ rateLimit, schema, handle }: WriteRouteArgs<S>) {
    return limitedRoute(rateLimit, (request) => parseJsonBody(request, schema), handle)
  }

  /**
   * The button behind a link we mailed (a GET changes nothing, so a mail scanner opening the link does not):
   * `{"ok": true}` once followed, else `400` with the field `token` saying whether the link is too old or
   * not one we sent.
   */
  function linkRoute<S extends z.ZodType, Done extends string>(args: LinkRouteArgs<S, Done>) {
    const { rateLimit, schema, follow, done, refusals, query } = args
    return limitedRoute(
      rateLimit,
      query ? fromQuery(schema, query) : (request) => parseJsonBody(request, schema),
      async ({ data, payload }) => {
        const verdict = await follow(payload, data)
        if (verdict === done) return json({ ok: true })
        return json({ errors: { token: refusals[verdict === 'expired' ? 'expired' : 'invalid'] } }, 400)
      },
    )
  }

  return { readRoute, writeRoute, linkRoute }
}
