/**
 * Site paths as posts store them: no leading or trailing slash, no query, no repeated slashes
 * (`guide`, `articles/16`, `complete/pbs`). The home page is the empty path.
 */
export function normalizePath(value: string): string {
  return value
    .trim()
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
    .join('/')
}

/** A stored path as a link: `guide` → `/guide`. */
export const pathToHref = (path: string): string => `/${path}`

const PATH_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~-]*(\/[A-Za-z0-9][A-Za-z0-9._~-]*)*$/

/** A path an editor may give a post: letters, digits, `-`, `_`, `.`, `~`, and `/` between segments. */
export function isValidPath(path: string): boolean {
  return path.length <= 200 && PATH_PATTERN.test(path)
}

/** Paths the site's own routes own; a post may not take them. */
const RESERVED_FIRST_SEGMENTS = new Set([
  'admin',
  'api',
  'content',
  'search',
  'media',
  'preview',
  'infoRequest',
  'eval',
  'confirm-email',
  'water-care',
])
const RESERVED_PATHS = new Set(['sitemap.xml', 'robots.txt', 'feed.xml', 'icon.svg', 'favicon.ico'])
/** Route prefixes below a post's own path (`price-check` is a post; its reports are not). */
const RESERVED_PREFIXES = ['price-check/report']

export function isReservedPath(path: string): boolean {
  return (
    RESERVED_PATHS.has(path) ||
    RESERVED_FIRST_SEGMENTS.has(path.split('/')[0] ?? '') ||
    RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  )
}
