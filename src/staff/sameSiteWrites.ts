import { requestOrigin } from '@/platform/http/requestOrigin'
import { configuredOrigins } from '@/platform/settings/siteUrl'

type RestHandler<A> = (request: Request, args: A) => Promise<Response>

/**
 * Whether a write may go on to Payload's REST API: a request a browser sends from another
 * site's page (its `Origin` is neither the address the request came in on nor a configured
 * one) could carry the staff cookie. Clients that are not browsers send no `Origin`.
 */
export function isSameSiteWrite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return true
  return [requestOrigin(request.headers, new URL(request.url)), ...configuredOrigins()].includes(origin)
}

/**
 * Wraps one of Payload's REST write handlers. Payload's own `csrf` list only applies when an
 * origin is configured (SITE_URL); this holds whatever the configuration, and sits on the
 * route itself so no spelling of the path reaches Payload without it.
 */
export function refuseCrossSiteWrites<A>(handler: RestHandler<A>): RestHandler<A> {
  return async (request, args) =>
    isSameSiteWrite(request)
      ? handler(request, args)
      : Response.json(
          { errors: [{ message: 'Cross-site request refused.' }] },
          { status: 403, headers: { 'Cache-Control': 'no-store' } },
        )
}
