/**
 * In-memory tables outside Next's cache (the proxy's alias table) subscribe here to hear when a
 * cache tag is revalidated, on this server or, through the shared cache handler, on another one.
 * The state lives on globalThis under the key `sharedCacheHandler.mjs` uses: the handler, the proxy
 * and the pages are separate bundles in one process.
 */
type PageCacheState = { broadcast: unknown; listeners: Set<(tags: string[]) => void> }

const STATE = Symbol.for('tubwise.pageCache')

export function onTagsExpired(listener: (tags: string[]) => void): void {
  const globals = globalThis as { [STATE]?: PageCacheState }
  globals[STATE] ??= { broadcast: null, listeners: new Set() }
  globals[STATE].listeners.add(listener)
}
