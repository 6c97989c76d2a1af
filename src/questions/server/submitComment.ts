import type { PayloadRequest } from 'payload'

import { findPublishedPostSummary } from '@/content/server/posts'
import { normalizePath } from '@/content/paths'
import { sendMail } from '@/platform/outbox/sendMail'
import type { Comment } from '@/payload-types'
import { log } from '@/platform/log/log'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import { newSubmissionEmail } from '../mail/questionEmails'
import { cleanCommentHtml } from '../sanitize/sanitizeCommentHtml'
import type { NewQuestionInput, NewReplyInput } from '../schemas'
import { spamReason } from '../spam/spamVerdict'
import { findApprovedQuestion } from './comments'
import { commentAdminUrl, commentUrl } from './commentUrls'

export type SubmitResult = { ok: true } | { ok: false; reason: 'unknown-page' | 'unknown-comment' | 'empty-text' }

type Submission = {
  author: string
  email: string
  phone?: string
  zip?: string
  text: string
  page: string
  parent?: number
}
type AntiSpam = { formToken?: string; website?: string }

/**
 * A visitor's question or reply, in the caller's unit of work: the anti-spam checks (which spend the
 * form token), the comment stored (sanitised, never approved; spam set aside for staff with its
 * reason), and, for one that waits for moderation, the staff inbox's e-mail. All of it is kept, or none.
 */
async function storeSubmission(req: PayloadRequest, submission: Submission, antiSpam: AntiSpam): Promise<SubmitResult> {
  const text = cleanCommentHtml(submission.text)
  if (!text) return { ok: false, reason: 'empty-text' }
  const spam = await spamReason(req, { ...antiSpam, html: text })
  if (spam) log.info('a question was set aside as spam', { details: { reason: spam, page: `/${submission.page}` } })
  const comment = await req.payload.create({
    collection: 'comments',
    data: {
      page: submission.page,
      parent: submission.parent,
      author: submission.author,
      email: submission.email,
      phone: submission.phone,
      zip: submission.zip,
      text,
      status: spam ? 'spam' : 'pending',
      spamReason: spam ?? undefined,
      staff: false,
    },
    overrideAccess: true,
    req,
  })
  if (!spam) await sendMail(req, await staffInboxEmail(req, comment, submission.parent))
  return { ok: true }
}

/** To the staff inbox: the comment as stored (text sanitised, page its question's), with its links. */
async function staffInboxEmail(req: PayloadRequest, comment: Comment, questionId: number | undefined) {
  const settings = await readSiteSettings(req)
  const page = comment.page ?? ''
  return newSubmissionEmail({
    productName: settings.productName,
    supportEmail: settings.supportEmail,
    pageUrl: commentUrl(page, questionId ?? comment.id),
    staffInbox: settings.staffInbox,
    isReply: questionId !== undefined,
    author: comment.author ?? '',
    page,
    text: comment.text,
    adminUrl: commentAdminUrl(comment.id),
  })
}

/** A page takes questions when it is published, not a video page, and has the area switched on. */
async function questionPage(req: PayloadRequest, page: string): Promise<string | null> {
  const post = await findPublishedPostSummary(req, normalizePath(page))
  return post && post.kind !== 'video' && post.questions !== false ? post.slug : null
}

/** A visitor's question on a page that takes them: stored for moderation, the staff inbox told. */
export async function submitQuestion(req: PayloadRequest, input: NewQuestionInput): Promise<SubmitResult> {
  return inTransaction(req, async (req) => {
    const page = await questionPage(req, input.page)
    if (!page) return { ok: false, reason: 'unknown-page' }
    const { author, email, phone, zip, text, formToken, website } = input
    return storeSubmission(req, { author, email, phone, zip, text, page }, { formToken, website })
  })
}

/** A visitor's reply to an approved question: stored for moderation, the staff inbox told. */
export async function submitReply(req: PayloadRequest, input: NewReplyInput): Promise<SubmitResult> {
  return inTransaction(req, async (req) => {
    const question = await findApprovedQuestion(req, input.commentId)
    if (!question) return { ok: false, reason: 'unknown-comment' }
    const { formToken, website } = input
    return storeSubmission(req, { ...input.reply, page: question.page, parent: question.id }, { formToken, website })
  })
}
