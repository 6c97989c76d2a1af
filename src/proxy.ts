import { NextResponse, type NextRequest } from 'next/server'

import { checkoutSecurityHeaders } from '@/commerce/checkoutSecurity'
import { paymentOptions } from '@/commerce/providers'
import { aliasRedirectTarget } from '@/content/server/aliasRedirects'
import { isReservedPath, normalizePath, pathToHref } from '@/content/paths'
import { CSRF_COOKIE, CSRF_HEADER, checkCsrf } from '@/platform/http/csrf'
import { requestOrigin } from '@/platform/http/requestOrigin'
import { safeRedirectPath } from '@/platform/http/safeRedirectPath'
import { env } from '@/platform/settings/env'
import { configuredOrigins } from '@/platform/settings/siteUrl'

/**
 * Runs before every page and API request: redirects alias paths, refuses state-changing API calls that fail the
 * CSRF rule, and on the checkout pages widens the security headers for the payment providers that are
 * configured (its headers win over next.config's site-wide ones). It never sets a cookie: cacheable pages pass
 * through it, and a shared cache must not keep (or refuse) them for a Set-Cookie. The XSRF-TOKEN cookie comes
 * from `GET /api/forms/csrf` (src/platform/http/csrfTokenRoute.ts), which the browser fetch helper asks when it
 * needs it.
 */
export async function proxy(request: NextRequest) {
  const siteOrigin = requestOrigin(request.headers, request.nextUrl)
  const verdict = checkCsrf({
    method: request.method,
    pathname: request.nextUrl.pathname,
    siteOrigin,
    allowedOrigins: configuredOrigins(),
    cookieToken: request.cookies.get(CSRF_COOKIE)?.value,
    headerToken: request.headers.get(CSRF_HEADER),
    origin: request.headers.get('origin'),
  })
  if (!verdict.ok) {
    return NextResponse.json({ error: verdict.reason }, { status: 403 })
  }

  const redirect = await aliasRedirect(request)
  if (redirect) return redirect

  const response = NextResponse.next()
  const checkoutHeaders = checkoutSecurityHeaders(
    request.nextUrl.pathname,
    paymentOptions(),
    env().NODE_ENV === 'development',
  )
  for (const [name, value] of Object.entries(checkoutHeaders ?? {})) response.headers.set(name, value)
  return response
}

/**
 * An old or alternative address of a post: a permanent redirect to its canonical path, keeping the
 * query string (campaign tags such as `utm_source` must survive the hop).
 */
async function aliasRedirect(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const path = normalizePath(request.nextUrl.pathname)
  if (!path || isReservedPath(path)) return null
  const target = await aliasRedirectTarget(path)
  if (!target) return null
  const location = new URL(safeRedirectPath(pathToHref(target)), request.nextUrl)
  location.search = request.nextUrl.search
  return NextResponse.redirect(location, 308)
}

export const config = {
  // Everything but build assets, files with an extension (images, icons, robots.txt) and Payload's
  // REST API, which has nothing to do here (no CSRF token: Payload checks its own, staff/sameSiteWrites.ts;
  // no alias, no checkout page). Next buffers in memory every body the proxy runs on, to hand a copy
  // to it: a staff member's 500 MB video would be held whole (docs/decisions/0034-uploads-through-the-app-server.md).
  matcher: ['/((?!_next/static|_next/image|api/cms(?:/|$)|.*\\.[a-zA-Z0-9]+$).*)'],
}
