export const COMMENT_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const
export type CommentStatus = (typeof COMMENT_STATUSES)[number]

export const STATUS_LABELS: Record<CommentStatus, string> = {
  pending: 'Pending (waiting for a moderator)',
  approved: 'Approved (live on the page)',
  rejected: 'Rejected',
  spam: 'Spam',
}
