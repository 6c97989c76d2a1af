// @ts-check
// Everything our web server and page cache rely on that Next does not document, in one place.
// Checked against Next 16.4.6 (NEXT_VERSION_CHECKED; package.json pins it). Each contract has a
// test named after it ("Next contract: ..."): tests/unit/platform/next/nextContracts.test.ts against the
// installed package, tests/e2e/operations/nextContracts.spec.ts against the production build's real pages.
// An upgrade that breaks one fails `npm test` by that name; then change it here, and nowhere else.
// (One private contract is Node's, not Next's: src/platform/webServer/bodyLimit.ts counts a chunked body in
// IncomingMessage#push, which Node's HTTP parser calls with each chunk; tests/unit/platform/webServer/bodyLimit.test.ts
// holds it on a real Node server.)
//
// Plain JavaScript with checked JSDoc types, like the page cache handler that imports it
// (pageCache/sharedCacheHandler.mjs): Next loads that handler with a bare import, outside the
// compiled app, so it cannot be TypeScript while the site runs on a Node without type stripping.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export const NEXT_VERSION_CHECKED = '16.4.6'

// --- The HTML Next writes -------------------------------------------------------------------

/** Where Next serves its build files from (no `assetPrefix` is configured). */
export const BUILD_FILES = '/_next/static/'

/**
 * A framework script: Next writes each in a page's head, and the one that starts the app after
 * the page's first screen of HTML, exactly so (no nonce, no `crossorigin`, no integrity). Its one
 * group is the script's path.
 */
export const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g

/**
 * A framework script's preload in the head. Next writes its attributes in either order: `as`
 * before `href` for the framework, after it for the chunk of a lazily loaded component the page
 * renders on the server.
 */
export const FRAMEWORK_SCRIPT_PRELOAD =
  /<link rel="preload"(?=[^<>]* as="script")(?=[^<>]* href="\/_next\/static\/)[^<>]*\/>/g

// --- The build's files ----------------------------------------------------------------------

/**
 * The framework scripts every page of the app loads at start (Turbopack's runtime, React, Next's
 * router and the root layout's chunks), as paths under `.next`: the `rootMainFiles` of the build's
 * `build-manifest.json`. Throws, naming the file, when the build has no such list.
 * @param {string} nextDir the build's folder (`.next`)
 * @returns {string[]}
 */
export function frameworkFiles(nextDir) {
  const manifestFile = path.join(nextDir, 'build-manifest.json')
  /** @type {{ rootMainFiles?: unknown }} */
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  const files = manifest.rootMainFiles
  if (
    !Array.isArray(files) ||
    !files.length ||
    !files.every((file) => typeof file === 'string' && file.startsWith('static/') && file.endsWith('.js'))
  ) {
    throw new Error(
      `${manifestFile} has no rootMainFiles list of static/….js files, as ` +
        `src/platform/next/nextContracts.mjs expects of Next ${NEXT_VERSION_CHECKED}`,
    )
  }
  return files
}

// --- Configuration files ----------------------------------------------------------------------

/**
 * The mark @next/env leaves in the environment once it has read the .env files: with it set, Next's
 * server and `next build` read none themselves (processEnv in @next/env), so scripts/lib/envFiles.ts
 * reads them once for every entry point and its children inherit the result.
 */
export const ENV_FILES_PROCESSED = '__NEXT_PROCESSED_ENV'

// --- Requests of Next's client router -------------------------------------------------------

/** The header Next's client router sends with a request for a page's RSC payload. */
export const RSC_HEADER = 'rsc'
/** The prefix of the router's other headers (its state tree, prefetches). */
export const ROUTER_HEADER_PREFIX = 'next-router-'
/** The query parameter the router adds to an RSC request's URL (a cache-busting hash). */
export const RSC_QUERY = '_rsc'

/**
 * Whether a request comes from Next's client router (an RSC payload, a prefetch): Next answers it
 * differently for the same path, so it is never a page to change or keep.
 * @param {Record<string, unknown>} headers the request's headers, names in lower case
 * @param {string} url the request target
 */
export function isRouterRequest(headers, url) {
  return (
    RSC_HEADER in headers ||
    Object.keys(headers).some((name) => name.startsWith(ROUTER_HEADER_PREFIX)) ||
    new RegExp(`[?&]${RSC_QUERY}=`).test(url)
  )
}

// --- Conditional requests -------------------------------------------------------------------

/**
 * Asked for a page in its cache with `If-None-Match` equal to that page's ETag, Next answers 304
 * with the same ETag and no body, after its own revalidation. Whether Next's answer says so.
 * @param {number} statusCode Next's status
 * @param {unknown} etag Next's ETag header
 * @param {string} asked the ETag the request was sent with
 */
export const answeredUnchanged = (statusCode, etag, asked) => statusCode === 304 && etag === asked

// --- Answers from Next's cache ---------------------------------------------------------------

/**
 * The header in which Next says where a page's answer came from, set only for a page of its cache
 * (static or ISR, its 304 included): `HIT` (its entry, current), `MISS` or `REVALIDATED` (rendered
 * now and kept), `STALE` (an expired entry, sent while it renders the page again). A page rendered
 * per request has none.
 */
export const CACHE_STATE_HEADER = 'x-nextjs-cache'

/**
 * Whether Next's answer is a current page of its cache: one that changes only when the cache is
 * revalidated (revalidateTag, revalidatePath) or when its entry expires.
 * @param {unknown} cacheState Next's CACHE_STATE_HEADER
 */
export const answeredCurrentFromCache = (cacheState) =>
  cacheState === 'HIT' || cacheState === 'MISS' || cacheState === 'REVALIDATED'

/** The cookies of draft mode (and of the Pages Router's preview mode): with either, Next renders past its cache. */
export const DRAFT_MODE_COOKIES = ['__prerender_bypass', '__next_preview_data']
/** The header of an on-demand revalidation request: Next renders the page again for it. */
export const REVALIDATE_HEADER = 'x-prerender-revalidate'
const DRAFT_MODE_COOKIE = new RegExp(`(^|;)\\s*(${DRAFT_MODE_COOKIES.join('|')})=`)

/**
 * Whether Next answers a request past its cache: in draft mode (staff's preview), or an on-demand revalidation.
 * @param {Record<string, unknown>} headers the request's headers, names in lower case
 */
export function asksPastItsCache(headers) {
  const cookies = String(headers.cookie ?? '')
  return REVALIDATE_HEADER in headers || DRAFT_MODE_COOKIE.test(cookies)
}

// --- The page cache's keys -------------------------------------------------------------------

/**
 * The folder of the build's `server` folder where Next writes pages rendered at run time (a page's
 * key starts `/route-cache/`, next/dist/server/lib/route-cache-key.js); cached data go to the
 * build's `cache/fetch-cache` (getFilePath in Next's file-system-cache.js). The page cache handler
 * moves both out of the build.
 */
export const ROUTE_CACHE_DIRECTORY = 'route-cache'

/** Where a page's cache key names the path requested (next/dist/server/lib/route-cache-key.js). */
export const ROUTE_CACHE_PATH_MARKER = '/$/'

/**
 * The path requested in a page's cache key: Next keys a page rendered at run time
 * `/route-cache/APP_PAGE/<SHA-256 of its route>/$/guide` (the home page `…/$/index`); a key without
 * the marker (the build's own, an older Next's) is the path itself.
 * @param {string} key
 */
export function pagePathOfCacheKey(key) {
  const marker = key.indexOf(ROUTE_CACHE_PATH_MARKER)
  return marker === -1 ? key : key.slice(marker + ROUTE_CACHE_PATH_MARKER.length - 1)
}

// --- The page cache's base class (next.config.ts `cacheHandler`) -----------------------------

/**
 * @typedef {{ [setting: string]: unknown }} CacheHandlerContext what Next gives a cache handler's constructor
 * @typedef {{
 *   get(...args: unknown[]): Promise<unknown>,
 *   set(key: string, data: unknown, context: unknown): Promise<void>,
 *   revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>,
 *   getFilePath(name: string, kind: string): string,
 * }} FileSystemCacheInstance what a handler uses of the base class: its cache methods and the private
 *   getFilePath(`${key}.html`, 'APP_PAGE'), where a rendered page's HTML is stored
 * @typedef {{
 *   new (context: CacheHandlerContext): FileSystemCacheInstance,
 *   memoryCache?: { has(key: string): boolean },
 * }} FileSystemCacheClass the class, with its private static in-memory cache (made by the first
 *   instance when Next gives it a memory size)
 * @typedef {{
 *   FileSystemCache: FileSystemCacheClass,
 *   tagsManifest: Map<string, { stale?: number, expired?: number }>,
 *   areTagsExpired: (tags: string[], timestamp: number) => boolean,
 *   APP_PAGE: 'APP_PAGE',
 *   cacheControls: Map<string, unknown>,
 * }} NextCacheInternals
 */

/**
 * Next's own file-system cache and the process-wide tables beside it that a handler edits:
 * `tagsManifest` (a tag's `stale` and `expired` times, in ms; an entry stored before `expired` is
 * out of date, as `areTagsExpired` says), the page kind `APP_PAGE` (of a cache entry's `kind` and
 * of getFilePath), and SharedCacheControls' private static `cacheControls` (a page's lifetime by
 * its key, noted just before `set`). Loaded on first use; throws, naming what is missing, when
 * this Next has moved any of it.
 * @returns {NextCacheInternals}
 */
export function nextCacheInternals() {
  // Each path written out: Next's compiler bundles this module into the app too, and follows only those.
  const require = createRequire(import.meta.url)
  /** @type {any} Next's compiled internals, typed by what is checked below */
  const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
  const { tagsManifest, areTagsExpired } = /** @type {any} */ (
    require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
  )
  const { CachedRouteKind, IncrementalCacheKind } = /** @type {any} */ (
    require('next/dist/server/response-cache/types.js')
  )
  const { SharedCacheControls } = /** @type {any} */ (
    require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')
  )
  const missing = [
    typeof FileSystemCache === 'function' &&
    ['get', 'set', 'revalidateTag', 'getFilePath'].every(
      (name) => typeof FileSystemCache.prototype[name] === 'function',
    )
      ? null
      : 'FileSystemCache and its get, set, revalidateTag and getFilePath',
    tagsManifest instanceof Map ? null : 'tagsManifest',
    typeof areTagsExpired === 'function' ? null : 'areTagsExpired',
    CachedRouteKind?.APP_PAGE === 'APP_PAGE' && IncrementalCacheKind?.APP_PAGE === 'APP_PAGE'
      ? null
      : 'the APP_PAGE cache kind',
    SharedCacheControls?.cacheControls instanceof Map ? null : 'SharedCacheControls.cacheControls',
  ].filter(Boolean)
  if (missing.length) {
    const installed = /** @type {{ version: string }} */ (require('next/package.json')).version
    throw new Error(
      `Next ${installed} has moved page cache internals that src/platform/next/nextContracts.mjs ` +
        `checked against ${NEXT_VERSION_CHECKED}: ${missing.join('; ')}`,
    )
  }
  return {
    FileSystemCache,
    tagsManifest,
    areTagsExpired,
    APP_PAGE: 'APP_PAGE',
    cacheControls: SharedCacheControls.cacheControls,
  }
}
