import type { Payload } from 'payload'

import { POSTS_PAGE_SIZE } from '@/content/kinds'
import { CONTENT_ITEM_FIELDS, type ContentItem, toContentItem } from '@/content/server/posts'

import { createInProcessEngine } from '../engine/inProcessEngine'
import type { SnippetPart } from '../engine/SearchEngine'
import { IndexSync } from './indexSync'

/** How often a server asks the database whether the content changed (elsewhere, too). */
const FRESHNESS_MS = 2_000

type SearchState = { sync: IndexSync; checkedAt: number; refreshing: Promise<void> | null }

// On globalThis: the API route, the search page and Payload's hooks are separate bundles in one process.
const globals = globalThis as { tubwiseSearch?: SearchState }
const state = (): SearchState =>
  (globals.tubwiseSearch ??= { sync: new IndexSync(createInProcessEngine()), checkedAt: 0, refreshing: null })

/** After a save on this server: check at the next search instead of waiting out the interval. */
export function markSearchStale(): void {
  if (globals.tubwiseSearch) globals.tubwiseSearch.checkedAt = 0
}

/** How the index was kept fresh in this process so far (full builds, posts updated one by one). */
export function searchIndexStats(): IndexSync['stats'] {
  return { ...state().sync.stats }
}

async function refresh(payload: Payload, current: SearchState): Promise<void> {
  current.checkedAt = Date.now()
  if (current.sync.built) await current.sync.catchUp(payload)
  else await current.sync.rebuild(payload)
}

/** The index, first built whole, then brought up to date with what changed since (on any server). */
async function freshSync(payload: Payload): Promise<IndexSync> {
  const current = state()
  if (!current.sync.built || Date.now() - current.checkedAt >= FRESHNESS_MS) {
    current.refreshing ??= refresh(payload, current).finally(() => {
      current.refreshing = null
    })
  }
  if (current.refreshing && !current.sync.built) await current.refreshing
  else if (current.refreshing) await current.refreshing.catch(() => undefined)
  return current.sync
}

export type SearchResult = ContentItem & { snippet: SnippetPart[] }
export type SearchResultPage = { posts: SearchResult[]; pageNum: number; hasMore: boolean; total: number }

/** One page of search results, best match first, as content items with a snippet. */
export async function searchPosts(payload: Payload, term: string, pageNum: number): Promise<SearchResultPage> {
  if (!term.trim()) return { posts: [], pageNum, hasMore: false, total: 0 }
  const { engine } = await freshSync(payload)
  const { hits, total } = engine.search(term, { offset: (pageNum - 1) * POSTS_PAGE_SIZE, limit: POSTS_PAGE_SIZE })
  if (hits.length === 0) return { posts: [], pageNum, hasMore: false, total }
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ _status: { equals: 'published' } }, { id: { in: hits.map((hit) => Number(hit.id)) } }] },
    pagination: false,
    depth: 1,
    draft: false,
    select: CONTENT_ITEM_FIELDS,
  })
  const byId = new Map(docs.map((post) => [String(post.id), post]))
  const posts = hits.flatMap((hit) => {
    const post = byId.get(hit.id)
    return post ? [{ ...toContentItem(post), snippet: hit.snippet }] : []
  })
  return { posts, pageNum, hasMore: pageNum * POSTS_PAGE_SIZE < total, total }
}
