import { NextResponse, type NextRequest } from 'next/server'

import { CSRF_COOKIE, newCsrfToken } from './csrf'
import { PRIVATE_NO_STORE } from './neverShared'
import { requestOrigin } from './requestOrigin'

/**
 * `GET /api/forms/csrf`: the one response that sets the `XSRF-TOKEN` cookie. Pages never set it, so a
 * shared cache can keep them; this answer is never cached (`private, no-store`). A visitor who already
 * has the cookie keeps it: another tab may be about to echo it.
 */
export function GET(request: NextRequest): NextResponse {
  const response = new NextResponse(null, { status: 204, headers: { 'Cache-Control': PRIVATE_NO_STORE } })
  if (request.cookies.get(CSRF_COOKIE)?.value) return response
  response.cookies.set(CSRF_COOKIE, newCsrfToken(), {
    path: '/',
    sameSite: 'lax',
    secure: requestOrigin(request.headers, request.nextUrl).startsWith('https:'),
    httpOnly: false, // the browser fetch helper reads it to echo it in the header
    maxAge: 60 * 60 * 24 * 30,
  })
  return response
}
