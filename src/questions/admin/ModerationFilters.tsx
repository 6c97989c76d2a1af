import type { Payload } from 'payload'

import { COMMENT_STATUSES, type CommentStatus } from '../statuses'

const LABELS: Record<CommentStatus, string> = {
  pending: 'Waiting for moderation',
  approved: 'Live',
  rejected: 'Rejected',
  spam: 'Spam',
}

const listUrl = (status?: CommentStatus) =>
  `/admin/collections/comments${status ? `?where[status][equals]=${status}` : ''}`

/**
 * Above the questions list: one click to the moderation queue and the other states, with how
 * many each holds. A server component: Payload hands it the Local API.
 */
export async function ModerationFilters({ payload }: { payload: Payload }) {
  const counts = await Promise.all(
    COMMENT_STATUSES.map(async (status) => {
      const { totalDocs } = await payload.count({
        collection: 'comments',
        where: { status: { equals: status } },
        overrideAccess: true,
      })
      return [status, totalDocs] as const
    }),
  )
  return (
    <nav aria-label="Moderation queues" className="moderation-filters">
      {counts.map(([status, count]) => (
        <a
          key={status}
          href={listUrl(status)}
          className={`moderation-filters__link moderation-filters__link--${status}`}
        >
          {LABELS[status]} <strong>{count}</strong>
        </a>
      ))}
      <a href={listUrl()} className="moderation-filters__link">
        Everything
      </a>
    </nav>
  )
}
