import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { Payload } from 'payload'

import type { Post } from '@/payload-types'

import type { SearchDocument } from '../engine/SearchEngine'

const LISTED_KINDS: Post['kind'][] = ['article', 'review', 'video', 'page']

export function toSearchDocument(post: Post): SearchDocument {
  const body = post.body ? convertLexicalToPlaintext({ data: post.body as unknown as SerializedEditorState }) : ''
  return { id: String(post.id), title: post.title, leader: post.leader, body: body.replace(/\s+/g, ' ').trim() }
}

/** Every published post as the index stores it (drafts never reach the index). */
export async function loadSearchDocuments(payload: Payload): Promise<SearchDocument[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ _status: { equals: 'published' } }, { kind: { in: LISTED_KINDS } }] },
    pagination: false,
    depth: 0,
    draft: false,
    select: { title: true, leader: true, body: true },
  })
  return docs.map((post) => toSearchDocument(post as Post))
}

/**
 * What the published content looks like right now, cheaply: how many posts and the newest change.
 * Publishing, editing, unpublishing or deleting a post changes it on every server.
 */
export async function contentStamp(payload: Payload): Promise<string> {
  const published = { _status: { equals: 'published' } } as const
  const [{ totalDocs }, newest] = await Promise.all([
    payload.count({ collection: 'posts', where: published }),
    payload.find({ collection: 'posts', where: published, sort: '-updatedAt', limit: 1, depth: 0, draft: false, select: { updatedAt: true } }),
  ])
  return `${totalDocs}:${newest.docs[0]?.updatedAt ?? ''}`
}
