import { CSRF_COOKIE, CSRF_HEADER } from './csrf'
import { safeDecode } from './safeDecode'

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: Record<string, string>; error?: string }

/**
 * The browser's one way to call our API: JSON in and out, the CSRF header on every
 * state-changing call, and failures returned as data rather than thrown.
 */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<ApiResult<T>> {
  const method = (init.method ?? (init.body === undefined ? 'GET' : 'POST')).toUpperCase()
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
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
    return { ok: false, status: 0, errors: {}, error: 'We could not reach the server. Check your connection and try again.' }
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
