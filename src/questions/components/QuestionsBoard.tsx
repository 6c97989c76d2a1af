'use client'

import { lazy, Suspense, useRef, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { useFetchWhenNear } from '@/site/useFetchWhenNear'

import type { CommentPage, PublicComment } from '../server/comments'
import { CommentItem } from './CommentItem'
import { ThankYouDialog } from './ThankYouDialog'

// The form is its own chunk, fetched once Ask a Question comes near the screen so that it opens
// ready to type in (its rich text editor, the largest part, follows when it opens).
const loadCommentForm = () => import('./CommentForm')
const CommentForm = lazy(loadCommentForm)

type Props = { page: string; initial: CommentPage }

/**
 * The interactive part of Questions and Answers: Ask a Question, the list with Reply and Load
 * More, and the thank-you modal. The first page arrives rendered from the server.
 */
export function QuestionsBoard({ page, initial }: Props) {
  const [comments, setComments] = useState<PublicComment[]>(initial.comments)
  const [pageNum, setPageNum] = useState(initial.pageNum)
  const [hasMore, setHasMore] = useState(initial.hasMore)
  const [loading, setLoading] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const [asking, setAsking] = useState(false)
  const [replyingTo, setReplyingTo] = useState<string | null>(null)
  const [thanks, setThanks] = useState<'question' | 'reply' | null>(null)
  const askButton = useRef<HTMLButtonElement>(null)
  useFetchWhenNear(askButton, loadCommentForm)

  async function loadMore() {
    setLoading(true)
    setLoadFailed(false)
    const result = await apiFetch<CommentPage>(`/api/comments?page=${encodeURIComponent(page)}&pageNum=${pageNum + 1}`)
    setLoading(false)
    if (!result.ok) return setLoadFailed(true)
    const known = new Set(comments.map((comment) => comment._id))
    setComments([...comments, ...result.data.comments.filter((comment) => !known.has(comment._id))])
    setPageNum(result.data.pageNum)
    setHasMore(result.data.hasMore)
  }

  function closeThanks() {
    // Closing the modal after a reply also closes that reply form (site-spec section 4).
    if (thanks === 'reply') setReplyingTo(null)
    setThanks(null)
  }

  const formFallback = <p className="questions__loading">Loading the form…</p>

  return (
    <>
      <div className="questions__ask">
        <button
          ref={askButton}
          type="button"
          className="button"
          aria-expanded={asking}
          aria-controls="ask-form"
          onClick={() => setAsking(!asking)}
        >
          Ask a Question
        </button>
      </div>
      {asking ? (
        <div id="ask-form">
          <Suspense fallback={formFallback}>
            <CommentForm
              mode="question"
              page={page}
              onCancel={() => setAsking(false)}
              onSent={() => {
                setAsking(false)
                setThanks('question')
              }}
            />
          </Suspense>
        </div>
      ) : null}

      {comments.length === 0 ? (
        <p className="questions__empty">
          No questions on this page yet. Ask the first one: our staff read every question before it appears.
        </p>
      ) : (
        <ol className="grid-list questions__list">
          {comments.map((comment) => {
            const open = replyingTo === comment._id
            const formId = `reply-form-${comment._id}`
            return (
              <li key={comment._id}>
                <CommentItem
                  comment={comment}
                  actions={
                    <div className="comment__actions">
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-expanded={open}
                        aria-controls={formId}
                        aria-label={`Reply to ${comment.author}`}
                        onClick={() => setReplyingTo(open ? null : comment._id)}
                      >
                        Reply
                      </button>
                      {open ? (
                        <div id={formId}>
                          <Suspense fallback={formFallback}>
                            <CommentForm
                              mode="reply"
                              commentId={comment._id}
                              replyingTo={comment.author}
                              onCancel={() => setReplyingTo(null)}
                              onSent={() => setThanks('reply')}
                            />
                          </Suspense>
                        </div>
                      ) : null}
                    </div>
                  }
                />
              </li>
            )
          })}
        </ol>
      )}

      <div className="questions__more" aria-live="polite">
        {loadFailed ? (
          <p className="questions__error">We could not load more questions just now. Please try again.</p>
        ) : null}
        {hasMore ? (
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={loading}>
            {loading ? 'Loading…' : 'Load More'}
          </button>
        ) : null}
      </div>
      <ThankYouDialog kind={thanks} onClose={closeThanks} />
    </>
  )
}
