// Next's page and data cache (`cacheHandler` in next.config), shared freshness for several servers.
//
// Each server keeps Next's own file-system cache; what must agree is which entries are out of date.
// What it writes while serving goes to CACHE_DIR (default data/cache), one folder per build
// (runtimeCacheFolders): the build's folder, .next, is only read, so it may be read-only.
// On PostgreSQL, every tag a server revalidates is broadcast (tagBroadcast.mjs) and each other server
// expires it in its own cache, so a page staff change is fresh everywhere within a moment. On SQLite
// (one server) it is Next's cache. Either way it keeps no 404 page of a path that had no page, and no
// page under a key spelt as no page's path is (set()).
// Loaded by Next itself, by its path (its compiler also bundles it into the server's chunks): plain
// JavaScript (its types checked), whose requires name their paths, and it reads the two variables it
// needs from the environment itself. What it relies on of Next's internals is in ../nextContracts.mjs.
// @ts-check
import fs from 'node:fs'
import path from 'node:path'

import { nextCacheInternals, pagePathOfCacheKey, ROUTE_CACHE_DIRECTORY } from '../next/nextContracts.mjs'
import { PAGE_CACHE, processWide } from '../next/sharedWithWebServer.mjs'
import { isPostgresUrl, startTagBroadcast } from './tagBroadcast.mjs'

const { FileSystemCache, tagsManifest, APP_PAGE, cacheControls } = nextCacheInternals()

/**
 * A rendered page whose answer is 404 (Next records the status with the page).
 * @param {any} data a cache entry as Next stores it
 */
const isNotFoundPage = (data) => data?.kind === APP_PAGE && data.status === 404

/**
 * A rendered page, of any status.
 * @param {any} data a cache entry as Next stores it
 */
const isPage = (data) => data?.kind === APP_PAGE

/**
 * Whether a page's cache key is spelt as a page's path can be: `/`-separated segments of letters,
 * digits, `-`, `_`, `.` and `~` (a post's path, src/content/paths.ts; Next's own `/index`,
 * `/_not-found`), no dot segment. Next keys a page by its path as requested, encoded or not
 * (`/guide%3Fx`, `/guide  `): a page rendered under such a key is a published page under another
 * name, and keeping each would let anyone fill the disk. The path is read out of Next's key by
 * pagePathOfCacheKey (a contract, ../nextContracts.mjs).
 * @param {string} key
 */
export function isPagePathKey(key) {
  const pagePath = pagePathOfCacheKey(key)
  return (
    /^(\/[A-Za-z0-9._~-]+)+$/.test(pagePath) &&
    !pagePath.split('/').some((segment) => segment === '.' || segment === '..')
  )
}

/**
 * Where this build's cache lives while serving: `CACHE_DIR` (or data/cache) / the build's id. Next
 * writes a page rendered at run time under `<build>/server/route-cache` and cached data under
 * `<build>/cache/fetch-cache` (getFilePath in Next's file-system-cache.js); both move here. A new
 * build starts empty (its pages and data come from the database as it is then), and the folders of
 * other builds are removed once per process. None while `next build` runs (the build's own pages
 * stay in the build), nor for a handler Next makes without a folder (some of its bundles do: it
 * keeps nothing on disk).
 * @param {unknown} serverDistDir the build's `server` folder, as Next passes it
 * @returns {{ from: string, to: string }[]}
 */
function runtimeCacheFolders(serverDistDir) {
  if (process.env.NEXT_PHASE === 'phase-production-build' || typeof serverDistDir !== 'string') return []
  const known = state.runtimeFolders.get(serverDistDir)
  if (known) return known
  // Paths known only when serving: Next's compiler, which bundles this file too, is told not to trace them.
  const root = path.resolve(
    /* turbopackIgnore: true */ process.env.CACHE_DIR ||
      path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'cache'),
  )
  const buildId = fs.readFileSync(path.join(/* turbopackIgnore: true */ serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  const folder = path.join(/* turbopackIgnore: true */ root, buildId)
  fs.mkdirSync(/* turbopackIgnore: true */ folder, { recursive: true, mode: 0o700 })
  for (const entry of fs.readdirSync(/* turbopackIgnore: true */ root)) {
    if (entry !== buildId)
      fs.rmSync(path.join(/* turbopackIgnore: true */ root, entry), { recursive: true, force: true })
  }
  const folders = [
    {
      from: path.join(/* turbopackIgnore: true */ serverDistDir, ROUTE_CACHE_DIRECTORY),
      to: path.join(/* turbopackIgnore: true */ folder, ROUTE_CACHE_DIRECTORY),
    },
    {
      from: path.join(/* turbopackIgnore: true */ serverDistDir, '..', 'cache', 'fetch-cache'),
      to: path.join(/* turbopackIgnore: true */ folder, 'fetch-cache'),
    },
  ]
  state.runtimeFolders.set(serverDistDir, folders)
  return folders
}

// One broadcast per process (Next makes a handler per request), kept on globalThis so the app's
// bundles can subscribe to remote invalidations of their own in-memory tables.
const state = (processWide[PAGE_CACHE] ??= { broadcast: null, listeners: new Set(), runtimeFolders: new Map() })

/**
 * Expires `tags` in this process's cache as of `at` (ms), as Next's own revalidateTag does.
 * @param {string[]} tags
 * @param {number} at
 */
function expireLocally(tags, at) {
  for (const tag of tags) {
    const entry = tagsManifest.get(tag) ?? {}
    tagsManifest.set(tag, {
      ...entry,
      stale: Math.max(entry.stale ?? 0, at),
      expired: Math.max(entry.expired ?? 0, at),
    })
  }
  for (const listener of state.listeners) listener(tags)
}

function broadcast() {
  const databaseUrl = process.env.DATABASE_URL
  if (
    state.broadcast ||
    process.env.NEXT_PHASE === 'phase-production-build' ||
    !databaseUrl ||
    !isPostgresUrl(databaseUrl)
  ) {
    return state.broadcast
  }
  state.broadcast = startTagBroadcast({ databaseUrl, onTags: (tags, { at }) => expireLocally(tags, at) })
  return state.broadcast
}

export default class SharedCacheHandler extends FileSystemCache {
  /** @param {import('../next/nextContracts.mjs').CacheHandlerContext} context */
  constructor(context) {
    super(context)
    this.runtimeFolders = runtimeCacheFolders(context.serverDistDir)
    broadcast()
  }

  /**
   * Next's path for an entry, moved to the run-time cache folder when Next would write it into the
   * build (the build's own pages, which Next reads as seeds, stay where the build put them).
   * @param {string} key
   * @param {string} kind
   */
  getFilePath(key, kind) {
    const inBuild = super.getFilePath(key, kind)
    for (const { from, to } of this.runtimeFolders) {
      if (inBuild.startsWith(from + path.sep)) {
        return path.join(/* turbopackIgnore: true */ to, path.relative(from, inBuild))
      }
    }
    return inBuild
  }

  /** @param {unknown[]} args */
  async get(...args) {
    // The first requests after start-up wait until this server has caught up on invalidations.
    await state.broadcast?.ready
    return super.get(...args)
  }

  /** @param {[key: string, data: unknown, context: unknown]} args */
  async set(...args) {
    const [key, data] = args
    // A 404 page is kept only in place of a page this path had before (a post unpublished or moved),
    // so that its old page is never served again. Any other 404 is an unknown path: keeping each one
    // would let invented URLs fill the disk (a few files a path, never evicted). So would a page
    // kept under each spelling of its path (isPagePathKey).
    if ((isNotFoundPage(data) && !this.holdsPage(key)) || (isPage(data) && !isPagePathKey(key))) {
      // Next noted the page's lifetime in a table of its own, in memory, just before: forget it too.
      cacheControls.delete(key)
      return
    }
    return super.set(...args)
  }

  /**
   * Whether this server keeps a rendered page under `key`, in memory or on disk.
   * @param {string} key
   */
  holdsPage(key) {
    return Boolean(FileSystemCache.memoryCache?.has(key)) || fs.existsSync(this.getFilePath(`${key}.html`, APP_PAGE))
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === 'string' ? [tags] : tags
    for (const listener of state.listeners) listener(list)
    await broadcast()
      ?.publish(list)
      .catch((error) =>
        // A warning, not an error: the other servers' entries still expire; the server's log takes it.
        console.warn(`[page cache] could not tell the other servers about ${list.join(', ')}: ${error.message}`),
      )
  }
}
