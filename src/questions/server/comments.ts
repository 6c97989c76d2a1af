import type { Payload, PayloadRequest } from 'payload'

import { normalizePath } from '@/content/paths'
import type { Comment } from '@/payload-types'

/** Questions per page of the board (the spec leaves it open). */
export const COMMENTS_PAGE_SIZE = 10

export type PublicReply = { author: string; text: string; date: string; staff: boolean }
/** A question as the public sees it (api.md): never e-mail, phone or zip. */
export type PublicComment = { _id: string; author: string; text: string; date: string; replies: PublicReply[] }
export type CommentPage = { comments: PublicComment[]; pageNum: number; hasMore: boolean }

const toReply = (doc: Pick<Comment, 'author' | 'text' | 'createdAt' | 'staff'>): PublicReply => ({
  author: doc.author ?? '',
  text: doc.text,
  date: doc.createdAt,
  staff: Boolean(doc.staff),
})

/** One page of a page's approved questions, newest first, each with its approved replies, oldest first. */
export async function listApprovedComments(payload: Payload, page: string, pageNum: number): Promise<CommentPage> {
  const questions = await payload.find({
    collection: 'comments',
    where: {
      and: [
        { page: { equals: normalizePath(page) } },
        { parent: { exists: false } },
        { status: { equals: 'approved' } },
      ],
    },
    sort: ['-createdAt', '-id'],
    limit: COMMENTS_PAGE_SIZE,
    page: pageNum,
    depth: 0,
    overrideAccess: true,
    select: { author: true, text: true, createdAt: true },
  })
  const ids = questions.docs.map((doc) => doc.id)
  const replies = ids.length
    ? await payload.find({
        collection: 'comments',
        where: { and: [{ parent: { in: ids } }, { status: { equals: 'approved' } }] },
        sort: ['createdAt', 'id'],
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { author: true, text: true, createdAt: true, staff: true, parent: true },
      })
    : { docs: [] }

  const comments = questions.docs.map((question) => ({
    _id: String(question.id),
    author: question.author ?? '',
    text: question.text,
    date: question.createdAt,
    replies: replies.docs.filter((reply) => String(reply.parent) === String(question.id)).map(toReply),
  }))
  return { comments, pageNum, hasMore: questions.hasNextPage }
}

/** An approved question visitors may reply to, or null; read in the reply's unit of work. */
export async function findApprovedQuestion(
  req: PayloadRequest,
  id: string,
): Promise<{ id: number; page: string } | null> {
  const { docs } = await req.payload.find({
    collection: 'comments',
    where: { and: [{ id: { equals: id } }, { parent: { exists: false } }, { status: { equals: 'approved' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { page: true },
    req,
  })
  const question = docs[0]
  return question?.page ? { id: question.id, page: question.page } : null
}
