import { PEER_HEADER_TRUSTED, processWide, REQUEST_ID_HEADER } from '@/platform/next/sharedWithWebServer.mjs'

export { REQUEST_ID_HEADER }

const WELL_FORMED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type HeaderSource = Headers | Readonly<Record<string, string | string[] | undefined>>

/**
 * The id our web server (src/platform/webServer/requestId.ts) gave this request, for the log. Null when the site was
 * not started by our server (then the header, if any, came from the client) or the value is not one of ours.
 */
export function requestIdOf(headers: HeaderSource): string | null {
  if (processWide[PEER_HEADER_TRUSTED] !== true) return null
  const value = headers instanceof Headers ? headers.get(REQUEST_ID_HEADER) : headers[REQUEST_ID_HEADER]
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : null
}
