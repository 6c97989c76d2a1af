import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { Payload, Where } from 'payload'

import type { Post } from '@/payload-types'

import type { SearchDocument } from '../engine/SearchEngine'

const LISTED_KINDS: Post['kind'][] = ['article', 'review', 'video', 'page']

/** What the index holds: published posts of the listed kinds (drafts never reach the index). */
const INDEXED: Where = { and: [{ _status: { equals: 'published' } }, { kind: { in: LISTED_KINDS } }] }

/** A post as the index stores it, and the save it reflects. */
export type IndexedPost = { document: SearchDocument; updatedAt: string }

/** A saved post, as far as the index cares: when, and whether the index should hold it. */
export type PostChange = { id: string; updatedAt: string; indexed: boolean }

export function toSearchDocument(post: Post): SearchDocument {
  const body = post.body ? convertLexicalToPlaintext({ data: post.body as unknown as SerializedEditorState }) : ''
  return { id: String(post.id), title: post.title, leader: post.leader, body: body.replace(/\s+/g, ' ').trim() }
}

/** Every post the index should hold, or only those of them with the given ids. */
export async function loadIndexedPosts(payload: Payload, ids?: string[]): Promise<IndexedPost[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: ids ? { and: [INDEXED, { id: { in: ids.map(Number) } }] } : INDEXED,
    pagination: false,
    depth: 0,
    draft: false,
    select: { title: true, leader: true, body: true, updatedAt: true },
  })
  return docs.map((post) => ({ document: toSearchDocument(post as Post), updatedAt: post.updatedAt }))
}

/** Posts saved at or after `since`, published or not (an unpublished post must leave the index). */
export async function postsSavedSince(payload: Payload, since: Date): Promise<PostChange[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { updatedAt: { greater_than_equal: since.toISOString() } },
    pagination: false,
    depth: 0,
    draft: false,
    select: { updatedAt: true, _status: true, kind: true },
  })
  return docs.map((post) => ({
    id: String(post.id),
    updatedAt: post.updatedAt,
    indexed: post._status === 'published' && LISTED_KINDS.includes(post.kind),
  }))
}

/** How many posts the index should hold: a cheap way to notice deletions. */
export async function countIndexedPosts(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'posts', where: INDEXED })).totalDocs
}

/** The ids of every post the index should hold. */
export async function indexedPostIds(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: INDEXED,
    pagination: false,
    depth: 0,
    draft: false,
    select: { updatedAt: true },
  })
  return new Set(docs.map((post) => String(post.id)))
}
