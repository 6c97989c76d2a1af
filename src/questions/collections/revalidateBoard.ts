import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Comment } from '@/payload-types'
import { revalidateTagSafely } from '@/platform/pageCache/revalidate'

import { questionsTag } from '../server/cacheTags'

/**
 * Whether a save changes what visitors see: only approved questions and answers are shown, so a
 * new pending or spam submission changes nothing public and must not expire the page's cache
 * (at 20 questions a second, every server would re-render the page for nothing).
 */
export const changesPublicBoard = (doc: Pick<Comment, 'status'>, previousDoc?: Pick<Comment, 'status'>) =>
  doc.status === 'approved' || previousDoc?.status === 'approved'

/** After a save that changes the public board: the page's cached Questions and Answers are rendered again. */
export const revalidateBoardAfterChange: CollectionAfterChangeHook<Comment> = ({ doc, previousDoc }) => {
  if (doc.page && changesPublicBoard(doc, previousDoc)) revalidateTagSafely(questionsTag(doc.page))
  return doc
}

/** After a delete: the page's cached Questions and Answers are rendered again. */
export const revalidateBoardAfterDelete: CollectionAfterDeleteHook<Comment> = ({ doc }) => {
  if (doc.page) revalidateTagSafely(questionsTag(doc.page))
  return doc
}
