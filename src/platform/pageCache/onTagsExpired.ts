/**
 * In-memory tables outside Next's cache (the proxy's alias table) subscribe here to hear when a
 * cache tag is revalidated, on this server or, through the shared cache handler, on another one.
 * The state lives on globalThis under the key `sharedCacheHandler.mjs` uses: the handler, the proxy
 * and the pages are separate bundles in one process.
 */
import { PAGE_CACHE, processWide } from '@/platform/next/sharedWithWebServer.mjs'

export function onTagsExpired(listener: (tags: string[]) => void): void {
  processWide[PAGE_CACHE] ??= { broadcast: null, listeners: new Set(), runtimeFolders: new Map() }
  processWide[PAGE_CACHE].listeners.add(listener)
}
