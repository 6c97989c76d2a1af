'use client'

import { useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'

import { CARDS_PER_STEP } from '../kinds'
import type { PostPage, ContentItem } from '../server/posts'
import { ContentCard } from './ContentCard'

type Props = {
  /** The first page, rendered on the server so that the first cards are in the HTML. */
  initial: PostPage
  /** Where the next pages come from, e.g. `/api/content/posts?postType=all`; `pageNum` is added. */
  nextPageUrl: string
  headingLevel?: 2 | 3
  emptyText?: string
  /** The list opens the page: its first card's image is on the first screen and loads at once. */
  opensPage?: boolean
}

/**
 * Cards with Load More: shows 4, each press reveals 4 more from what is loaded, and when the
 * loaded page runs out it fetches the next one. The button goes when nothing is left.
 */
export function ContentList({
  initial,
  nextPageUrl,
  headingLevel = 2,
  emptyText = 'Nothing here yet.',
  opensPage = false,
}: Props) {
  const [posts, setPosts] = useState<ContentItem[]>(initial.posts)
  const [visible, setVisible] = useState(CARDS_PER_STEP)
  const [pageNum, setPageNum] = useState(initial.pageNum)
  const [hasMore, setHasMore] = useState(initial.hasMore)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  async function loadMore() {
    const wanted = visible + CARDS_PER_STEP
    if (wanted <= posts.length || !hasMore) {
      setVisible(wanted)
      return
    }
    setLoading(true)
    setFailed(false)
    const separator = nextPageUrl.includes('?') ? '&' : '?'
    const result = await apiFetch<PostPage>(`${nextPageUrl}${separator}pageNum=${pageNum + 1}`)
    setLoading(false)
    if (!result.ok) {
      setFailed(true)
      return
    }
    // A post published meanwhile shifts the pages by one; never show a card twice.
    const known = new Set(posts.map((post) => post.id))
    setPosts([...posts, ...result.data.posts.filter((post) => !known.has(post.id))])
    setPageNum(result.data.pageNum)
    setHasMore(result.data.hasMore)
    setVisible(wanted)
  }

  if (posts.length === 0) return <p className="content-list__empty">{emptyText}</p>
  const shown = posts.slice(0, visible)
  const more = visible < posts.length || hasMore
  return (
    <div className="content-list">
      <ul className="grid-list content-list__grid">
        {shown.map((post, index) => (
          <li key={post.id}>
            <ContentCard post={post} headingLevel={headingLevel} priority={opensPage && index === 0} />
          </li>
        ))}
      </ul>
      <div className="content-list__more" aria-live="polite">
        {failed ? <p className="content-list__error">We could not load more just now. Please try again.</p> : null}
        {more ? (
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={loading}>
            {loading ? 'Loading…' : 'Load More'}
          </button>
        ) : null}
      </div>
    </div>
  )
}
