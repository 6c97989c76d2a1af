import { NextResponse } from 'next/server'

import { safeDecode } from './safeDecode'

/**
 * Where the proxy sends a page request whose path cannot be decoded: a path no post can have (a
 * post's segments start with a letter or digit), so the content page answers with the 404 page.
 */
export const UNDECODABLE_PAGE = '/_undecodable-path'

/**
 * A path with malformed percent-encoding (`/guide/%E0%A4%A`) is no page or endpoint of ours, but
 * Next answers it with a bare 500 when it fails to decode it. The proxy answers first: a JSON 404
 * under `/api`, the site's 404 page elsewhere. `null` for a path that decodes.
 */
export function undecodablePathResponse(url: URL): NextResponse | null {
  if (safeDecode(url.pathname) !== null) return null
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    return NextResponse.json({ error: 'No such API endpoint.' }, { status: 404 })
  }
  return NextResponse.rewrite(new URL(UNDECODABLE_PAGE, url))
}
