import type { Payload } from 'payload'

import { countByStatus } from '@/platform/db/countByStatus'

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
  const counts = await countByStatus(payload, 'comments', COMMENT_STATUSES)
  return (
    <nav aria-label="Moderation queues" className="moderation-filters">
      {COMMENT_STATUSES.map((status) => (
        <a
          key={status}
          href={listUrl(status)}
          className={`moderation-filters__link moderation-filters__link--${status}`}
        >
          {LABELS[status]} <strong>{counts[status]}</strong>
        </a>
      ))}
      <a href={listUrl()} className="moderation-filters__link">
        Everything
      </a>
    </nav>
  )
}
