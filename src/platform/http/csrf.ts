/**
 * Double-submit CSRF protection for our JSON API (api.md, Conventions): the site sets a
 * random `XSRF-TOKEN` cookie; every state-changing `/api` call must echo it in the
 * `X-XSRF-TOKEN` header and, when the browser sends an `Origin`, come from this site.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'X-XSRF-TOKEN'
/** The one never-cached answer that sets the cookie (pages do not, so shared caches can keep them). */
export const CSRF_COOKIE_PATH = '/api/forms/csrf'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Paths outside the double-submit rule: provider webhooks are verified by signature, one-click
 * unsubscribes (RFC 8058: a mail provider's POST, no cookie) carry a signed token in their URL, and
 * Payload's own API (the admin's) has its own auth cookie and origin checks.
 */
export const CSRF_EXEMPT_PREFIXES = ['/api/webhooks/', '/api/one-click/', '/api/cms/'] as const

export type CsrfRequest = {
  method: string
  pathname: string
  /** The site's own origin as the server sees it, e.g. `https://www.tubwise.com`. */
  siteOrigin: string
  /** Other origins allowed to write (the configured `SITE_URL` and `ALLOWED_ORIGINS`). */
  allowedOrigins?: readonly string[]
  cookieToken: string | undefined
  headerToken: string | null
  origin: string | null
}

export type CsrfVerdict = { ok: true } | { ok: false; reason: string }

export function requiresCsrfCheck(method: string, pathname: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  if (!pathname.startsWith('/api/')) return false
  return !CSRF_EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

export function checkCsrf(request: CsrfRequest): CsrfVerdict {
  if (!requiresCsrfCheck(request.method, request.pathname)) return { ok: true }
  if (
    request.origin &&
    request.origin !== 'null' &&
    ![request.siteOrigin, ...(request.allowedOrigins ?? [])].includes(request.origin)
  ) {
    return { ok: false, reason: 'Cross-site request refused.' }
  }
  if (!request.cookieToken || !request.headerToken || !sameToken(request.cookieToken, request.headerToken)) {
    return { ok: false, reason: 'Missing or invalid X-XSRF-TOKEN header. Reload the page and try again.' }
  }
  return { ok: true }
}

/** A fresh random token (32 bytes, base64url). */
export function newCsrfToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
