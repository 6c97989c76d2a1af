// Used by the web server (server.ts). A path with malformed percent-encoding (`/guide/%E0%A4%A`) is no page or
// endpoint of ours, but Next fails on it with a bare 500 while matching routes, even after the proxy
// rewrites it. Our server hands Next a path no post or endpoint has instead, so the site answers
// with its 404 page, or the JSON 404 under /api.

export const UNDECODABLE_PAGE = '/_undecodable-path'
export const UNDECODABLE_API = '/api/_undecodable-path'

/** The request URL Next should see: `url` itself when its path decodes. */
export function decodableRequestUrl(url: string): string {
  const pathname = url.split('?', 1)[0] ?? url
  try {
    decodeURIComponent(pathname)
    return url
  } catch {
    return pathname === '/api' || pathname.startsWith('/api/') ? UNDECODABLE_API : UNDECODABLE_PAGE
  }
}
