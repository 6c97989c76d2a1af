import type { Payload } from 'payload'

import type { SearchEngine } from '../engine/SearchEngine'
import { countIndexedPosts, indexedPostIds, loadIndexedPosts, postsSavedSince } from './searchDocuments'

/**
 * How far back each check looks before the newest save it has seen: a save on another server may
 * carry a clock that far behind, or commit that long after it took its time. Posts saved in that
 * window are re-read (only their id and time) on each check and reloaded only if they changed.
 */
const LATE_SAVE_MS = 60_000

/** Beyond this many changed posts (an import, say), loading everything is cheaper than one by one. */
const MAX_PER_CHECK = 500

/**
 * Keeps one engine in step with the published posts, with no messages between servers: `rebuild`
 * loads every post (at start-up); `catchUp` applies only what changed since, finding saves
 * (publish, edit, unpublish) by their update time and deletions by the count of published posts.
 */
export class IndexSync {
  /** How often the whole index was built, and how many posts were updated or removed one by one. */
  readonly stats = { fullBuilds: 0, postsUpdated: 0 }
  private versions = new Map<string, string>() // post id → update time of the version indexed
  private newestSave = 0 // the latest update time seen, in ms

  constructor(readonly engine: SearchEngine) {}

  get built(): boolean {
    return this.stats.fullBuilds > 0
  }

  async rebuild(payload: Payload): Promise<void> {
    const posts = await loadIndexedPosts(payload)
    this.engine.replaceAll(posts.map((post) => post.document))
    this.versions = new Map(posts.map((post) => [post.document.id, post.updatedAt]))
    this.newestSave = posts.reduce((newest, post) => Math.max(newest, Date.parse(post.updatedAt)), 0)
    this.stats.fullBuilds++
  }

  async catchUp(payload: Payload): Promise<void> {
    const stale: string[] = []
    let newest = this.newestSave
    for (const change of await postsSavedSince(payload, new Date(this.newestSave - LATE_SAVE_MS))) {
      newest = Math.max(newest, Date.parse(change.updatedAt))
      if (change.indexed && this.versions.get(change.id) !== change.updatedAt) stale.push(change.id)
      else if (!change.indexed && this.versions.has(change.id)) this.remove(change.id)
    }
    await this.load(payload, stale)
    // Only now: had loading failed, the next check must look this far back again.
    this.newestSave = Math.max(this.newestSave, newest)
    if ((await countIndexedPosts(payload)) !== this.versions.size) await this.reconcile(payload)
  }

  /** After a deletion (or anything the update times missed): compare the ids themselves. */
  private async reconcile(payload: Payload): Promise<void> {
    const ids = await indexedPostIds(payload)
    for (const id of this.versions.keys()) if (!ids.has(id)) this.remove(id)
    await this.load(
      payload,
      [...ids].filter((id) => !this.versions.has(id)),
    )
  }

  private async load(payload: Payload, ids: string[]): Promise<void> {
    if (ids.length > MAX_PER_CHECK) return this.rebuild(payload)
    if (ids.length === 0) return
    for (const { document, updatedAt } of await loadIndexedPosts(payload, ids)) {
      this.engine.upsert(document)
      this.versions.set(document.id, updatedAt)
      this.stats.postsUpdated++
    }
  }

  private remove(id: string): void {
    this.engine.remove(id)
    this.versions.delete(id)
    this.stats.postsUpdated++
  }
}
