// Used by the web server (server.ts). Next answers a request other than GET or HEAD for one of its build files
// (/_next/static/...) by rendering a /405 page, which a site of App Router pages does not have: a bare
// 500, sent with the file's `immutable` Cache-Control. Our server answers such a request 405 itself.
// (Found by the security scan, `npm run scan`: wapiti's method and injection probes POST to them.)
import { BUILD_FILES } from '@/platform/next/nextContracts.mjs'

/** True when `method` may not be used on `url`: anything but GET and HEAD on a build file. */
export function refusedBuildFileMethod(method: string, url: string): boolean {
  return url.startsWith(BUILD_FILES) && method !== 'GET' && method !== 'HEAD'
}
