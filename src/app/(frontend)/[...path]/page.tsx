import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'

import { PostView } from '@/content/components/PostView'
import { isValidPath, pathToHref } from '@/content/paths'
import { getAliasTarget, getPublishedPost, isPublishedPath } from '@/content/server/cachedContent'
import { findPostByPath } from '@/content/server/posts'
import { pageParams } from '@/platform/http/safeDecode'
import { safeRedirectPath } from '@/platform/http/safeRedirectPath'
import { postMetadata } from '@/content/seo/postMetadata'
import { getPayloadClient } from '@/payloadClient'
import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { notFoundMetadata } from '@/site/shell/NotFoundMessage'

import { pageParts } from '../pageParts'

type Props = { params: Promise<{ path: string[] }> }

// Every post page is rendered on its first visit and then served from the cache until an edit
// revalidates it; the hourly refresh is a safety net for sites running several servers.
export const dynamicParams = true
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

/**
 * `segments` decoded; `null` (no such page) when they cannot be. A path no published post answers
 * at reads nothing else: every read keyed by an invented path would be kept in the cache. Only a
 * path spelt as posts store it is one: `/guide%3Fx` (decoded `guide?x`), `/guide%20` or `/guide%2F`
 * is no page, not the guide under another name (each a new cache entry, never evicted).
 */
async function loadPost(segments: string[] | null) {
  const path = segments ? segments.join('/') : ''
  if (!segments || !isValidPath(path)) return { path, post: null, preview: false, mayBeAlias: false }
  const preview = (await draftMode()).isEnabled
  if (preview)
    return { path, post: await findPostByPath(await getPayloadClient(), path, true), preview, mayBeAlias: true }
  const published = await isPublishedPath(path)
  return { path, post: published ? await getPublishedPost(path) : null, preview, mayBeAlias: published }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Decoded by Next here, but not in the page below (see pageParams).
  const { post } = await loadPost((await params).path)
  if (!post) return notFoundMetadata
  const { productName } = await getSiteSettings()
  return postMetadata(post, productName)
}

/** Any content path: the post, a permanent redirect from one of its aliases, or the 404 page. */
export default async function ContentPage({ params }: Props) {
  const { path, post, preview, mayBeAlias } = await loadPost(pageParams((await params).path))
  if (!post) {
    // The proxy answers aliases before this page runs, query string kept; this covers the seconds
    // after another server saved a new alias and before this server's alias table refreshes. It
    // drops the query: reading searchParams would make every cached post page render per request.
    const target = mayBeAlias ? await getAliasTarget(path) : null
    if (target) permanentRedirect(safeRedirectPath(pathToHref(target)))
    notFound()
  }
  return <PostView post={post} preview={preview} parts={pageParts} />
}
