/**
 * Response headers for every route. The Content-Security-Policy allows only what the site
 * really loads: its own scripts, styles, images and API. Next.js inlines small bootstrap
 * scripts in every statically generated page; nonces would force per-request rendering, so
 * inline scripts are allowed and everything else (eval, foreign origins, plugins, framing)
 * is not. Origins every page needs are in `THIRD_PARTY` below; origins only some pages need (the
 * payment providers on the checkout pages) come in as `extra` from the proxy, per request.
 */
const THIRD_PARTY = {
  script: [] as string[],
  // The video player, only after a visitor presses play (privacy-enhanced host).
  frame: ['https://www.youtube-nocookie.com'] as string[],
  // Visitors may place images from the web in approved questions (the comment editor's image
  // dialog takes any https address); moderators see each one before it is published.
  img: ['https:'] as string[],
  connect: [] as string[],
}

/** Foreign origins a page may load scripts from, frame, or connect to. */
export type ThirdPartyOrigins = { script: string[]; frame: string[]; connect: string[] }

const NO_EXTRA: ThirdPartyOrigins = { script: [], frame: [], connect: [] }

export function contentSecurityPolicy(isDev: boolean, extra: ThirdPartyOrigins = NO_EXTRA): string {
  const frame = [...THIRD_PARTY.frame, ...extra.frame]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(isDev ? ["'unsafe-eval'"] : []),
      ...THIRD_PARTY.script,
      ...extra.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...THIRD_PARTY.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(isDev ? ['ws:'] : []), ...THIRD_PARTY.connect, ...extra.connect],
    'frame-src': frame.length ? frame : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders({ isDev, isProduction }: { isDev: boolean; isProduction: boolean }) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isDev) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
    ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}

/**
 * Pages that show one person's data or a staff session: the admin, an evaluation, an information
 * request, a price check report, an order's completion. They open in a browsing context of their
 * own (`Cross-Origin-Opener-Policy: same-origin`), so no window of another site keeps a handle on
 * them. The public reading pages hold nothing of the kind, and there the policy cost every visitor
 * from another site a fresh renderer process (on a phone, 40-100 ms more main-thread work before
 * the first paint; docs/decisions/0021-framework-after-the-first-screen.md).
 */
export const OWN_CONTEXT_PAGES = [
  '/admin/:path*',
  '/eval/:path*',
  '/infoRequest/:path*',
  '/price-check/report/:path*',
  '/complete/:path*',
  '/confirm-email',
]

/** Next's `headers()` rules: the security headers on every route, and the opener policy on the pages above. */
export function securityHeaderRules(options: { isDev: boolean; isProduction: boolean }) {
  return [
    { source: '/:path*', headers: securityHeaders(options) },
    ...OWN_CONTEXT_PAGES.map((source) => ({
      source,
      headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }],
    })),
  ]
}
