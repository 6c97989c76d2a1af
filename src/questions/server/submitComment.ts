import type { Payload } from 'payload'

import { findPublishedPostSummary } from '@/content/server/posts'
import { normalizePath } from '@/content/paths'
import { log } from '@/server/log'

import { cleanCommentHtml } from '../sanitize/sanitizeCommentHtml'
import type { NewQuestionInput, NewReplyInput } from '../schemas'
import { spamReason } from '../spam/spamVerdict'
import { findApprovedQuestion } from './comments'

export type SubmitResult = { ok: true } | { ok: false; reason: 'unknown-page' | 'unknown-comment' | 'empty-text' }

type Submission = {
  author: string
  email: string
  phone?: string
  zip?: string
  text: string
  page: string
  parent?: string
}

/** Stores a visitor's question or reply: sanitised, never approved, spam set aside for staff. */
async function store(
  payload: Payload,
  submission: Submission,
  antiSpam: { formToken?: string; website?: string },
): Promise<SubmitResult> {
  const text = cleanCommentHtml(submission.text)
  if (!text) return { ok: false, reason: 'empty-text' }
  const spam = await spamReason(payload, { ...antiSpam, html: text })
  if (spam) log.info('a question was set aside as spam', { details: { reason: spam, page: `/${submission.page}` } })
  await payload.create({
    collection: 'comments',
    data: {
      page: submission.page,
      parent: submission.parent ? Number(submission.parent) : undefined,
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
    context: { visitorSubmission: true },
  })
  return { ok: true }
}

/** A page takes questions when it is published, not a video page, and has the area switched on. */
async function questionPage(payload: Payload, page: string): Promise<string | null> {
  const post = await findPublishedPostSummary(payload, normalizePath(page))
  return post && post.kind !== 'video' && post.questions !== false ? post.slug : null
}

export async function submitQuestion(payload: Payload, input: NewQuestionInput): Promise<SubmitResult> {
  const page = await questionPage(payload, input.page)
  if (!page) return { ok: false, reason: 'unknown-page' }
  const { author, email, phone, zip, text, formToken, website } = input
  return store(payload, { author, email, phone, zip, text, page }, { formToken, website })
}

export async function submitReply(payload: Payload, input: NewReplyInput): Promise<SubmitResult> {
  const question = await findApprovedQuestion(payload, input.commentId)
  if (!question) return { ok: false, reason: 'unknown-comment' }
  const { formToken, website } = input
  return store(payload, { ...input.reply, page: question.page, parent: String(question.id) }, { formToken, website })
}
