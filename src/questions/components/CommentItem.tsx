import type { ReactNode } from 'react'

import { formatShortDate } from '@/site/dates'

import type { PublicComment } from '../server/comments'

/**
 * One question with its replies. Used by the server render and by the board in the browser,
 * so it holds no state. The text was sanitised on the server before it was stored.
 */
export function CommentItem({ comment, actions }: { comment: PublicComment; actions?: ReactNode }) {
  return (
    <article className="comment" id={`comment-${comment._id}`} aria-labelledby={`comment-${comment._id}-author`}>
      <header className="comment__meta">
        <span className="comment__author" id={`comment-${comment._id}-author`}>
          {comment.author}
        </span>
        <time className="comment__date" dateTime={comment.date}>
          {formatShortDate(comment.date)}
        </time>
      </header>
      <div className="comment__text rich-text" dangerouslySetInnerHTML={{ __html: comment.text }} />
      {comment.replies.length ? (
        <ul className="comment__replies" aria-label={`Replies to ${comment.author}`}>
          {comment.replies.map((reply, index) => (
            <li key={index} className={reply.staff ? 'reply reply--staff' : 'reply'}>
              <p className="reply__author">
                {reply.author}
                {reply.staff ? <span className="reply__badge">Staff answer</span> : null}
              </p>
              <div className="reply__text rich-text" dangerouslySetInnerHTML={{ __html: reply.text }} />
            </li>
          ))}
        </ul>
      ) : null}
      {actions}
    </article>
  )
}
