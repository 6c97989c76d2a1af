import type { Payload } from 'payload'

import { onTagsExpired } from '@/platform/pageCache/onTagsExpired'

import { CONTENT_TAGS } from './cacheTags'

/**
 * Alias paths → canonical paths, answered by the proxy before any page renders (Next's cached
 * page renderer repeats the Location header of a redirect it renders for the first time).
 * The table lives on globalThis because the proxy, the pages and Payload's hooks are separate
 * bundles in one process. A save clears it at once, on this server and, through the shared page
 * cache's broadcast of the aliases tag, on every other; the time-to-live is a safety net.
 */
const TTL_MS = 30_000

type AliasTable = { loadedAt: number; table: Promise<Map<string, string>> }
type AliasGlobals = {
  tubwiseAliasTable?: AliasTable | null
  tubwiseAliasTarget?: (path: string) => Promise<string | null>
}
const globals = globalThis as AliasGlobals

async function loadAliasTable(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { _status: { equals: 'published' } },
    sort: 'id',
    pagination: false,
    depth: 0,
    draft: false,
    select: { slug: true, aliases: true },
  })
  const table = new Map<string, string>()
  // First match wins: the oldest post keeps a path that (against validation) appears twice.
  for (const post of docs)
    for (const alias of post.aliases ?? []) if (!table.has(alias.path)) table.set(alias.path, post.slug)
  return table
}

/** Called once at start-up: lets the proxy ask for an alias's target. */
export function registerAliasRedirects(getPayload: () => Promise<Payload>): void {
  onTagsExpired((tags) => {
    if (tags.includes(CONTENT_TAGS.aliases)) forgetAliasRedirects()
  })
  globals.tubwiseAliasTarget = async (path) => {
    let entry = globals.tubwiseAliasTable
    if (!entry || Date.now() - entry.loadedAt > TTL_MS) {
      entry = { loadedAt: Date.now(), table: getPayload().then(loadAliasTable) }
      entry.table.catch(() => {
        if (globals.tubwiseAliasTable === entry) globals.tubwiseAliasTable = null
      })
      globals.tubwiseAliasTable = entry
    }
    return (await entry.table).get(path) ?? null
  }
}

/** After a post changes: the next request reloads the table. */
export function forgetAliasRedirects(): void {
  globals.tubwiseAliasTable = null
}

/** The proxy's view: the target of `path`, or null (also when nothing is registered yet). */
export async function aliasRedirectTarget(path: string): Promise<string | null> {
  return globals.tubwiseAliasTarget ? globals.tubwiseAliasTarget(path).catch(() => null) : null
}
