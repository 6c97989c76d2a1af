import { CSRF_COOKIE, CSRF_COOKIE_PATH, CSRF_HEADER } from './csrf'
import { safeDecode } from './safeDecode'

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

let cookieRequest: Promise<void> | null = null

/**
 * Makes sure the XSRF-TOKEN cookie exists before a write: pages never set it (so shared caches can keep
 * them), so a first-time visitor's first write asks the one route that does. Concurrent writes share one
 * request, so they all echo the same token. `path` decides the origin (relative paths stay on this site).
 */
async function ensureCsrfCookie(path: string): Promise<void> {
  if (readCookie(CSRF_COOKIE)) return
  cookieRequest ??= fetch(/^https?:\/\//i.test(path) ? new URL(CSRF_COOKIE_PATH, path).href : CSRF_COOKIE_PATH, {
    credentials: 'same-origin',
    cache: 'no-store',
  })
    .then(() => undefined)
    // Unreachable now: the write itself then reports it, or the server explains the missing token.
    .catch(() => undefined)
    .finally(() => {
      cookieRequest = null
    })
  await cookieRequest
}

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; errors: Record<string, string>; error?: string }

/**
 * The browser's one way to call our API: JSON in and out, the CSRF header on every
 * state-changing call (fetching the cookie first when the visitor has none yet), and failures
 * returned as data rather than thrown.
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const method = (init.method ?? (init.body === undefined ? 'GET' : 'POST')).toUpperCase()
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
    await ensureCsrfCookie(path)
    const token = safeDecode(readCookie(CSRF_COOKIE) ?? '')
    if (token) headers[CSRF_HEADER] = token
  }
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    })
  } catch {
    return {
      ok: false,
      status: 0,
      errors: {},
      error: 'We could not reach the server. Check your connection and try again.',
    }
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, status: response.status, data: body as T }
  return {
    ok: false,
    status: response.status,
    errors: (body.errors as Record<string, string> | undefined) ?? {},
    error: typeof body.error === 'string' ? body.error : undefined,
  }
}
