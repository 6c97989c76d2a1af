import { writeRoute } from '@/apiRoutes'
import { apiRoute } from '@/platform/http/apiRoute'
import { json, notFound } from '@/platform/http/json'
import type { RateLimitRule } from '@/platform/http/rateLimit'
import { validate } from '@/platform/http/validate'
import { getPayloadClient } from '@/payloadClient'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { QUESTION_MESSAGES } from '../messages'
import { commentListQuery, newQuestionSchema, newReplySchema } from '../schemas'
import { listApprovedComments } from '../server/comments'
import { type SubmitResult, submitQuestion, submitReply } from '../server/submitComment'
import { issueFormToken } from '../spam/formToken'

/** Questions and replies share one allowance per visitor address. */
const QUESTIONS_RATE_LIMIT: RateLimitRule = { bucket: 'questions', limit: 10, windowMs: 10 * 60_000 }

function answer(result: SubmitResult): Response {
  if (result.ok) return json({ ok: true }, 201)
  if (result.reason === 'empty-text') return json({ errors: { text: QUESTION_MESSAGES.text } }, 400)
  if (result.reason === 'unknown-page') return json({ errors: { page: 'That page does not take questions.' } }, 400)
  return notFound('No such question.')
}

/** `GET /api/comments?page=P&pageNum=N`: approved questions of a page with their approved replies. */
export const listComments = apiRoute(async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = validate(commentListQuery, { page: query.page, pageNum: query.pageNum || undefined })
  if (!parsed.ok) return parsed.response
  return json(await listApprovedComments(await getPayloadClient(), parsed.data.page, parsed.data.pageNum))
})

/** `POST /api/comments`: a visitor's question, stored for moderation. */
export const postQuestion = writeRoute({
  rateLimit: QUESTIONS_RATE_LIMIT,
  schema: newQuestionSchema,
  handle: async ({ data, payload }) => answer(await inTransaction(payload, (req) => submitQuestion(req, data))),
})

/** `POST /api/comments/reply`: a visitor's reply to an approved question, stored for moderation. */
export const postReply = writeRoute({
  rateLimit: QUESTIONS_RATE_LIMIT,
  schema: newReplySchema,
  handle: async ({ data, payload }) => answer(await inTransaction(payload, (req) => submitReply(req, data))),
})

/** `GET /api/forms/token`: the signed, time-stamped token a question or reply form sends back. */
export const getFormToken = apiRoute(async () => json({ formToken: issueFormToken((await getPayloadClient()).secret) }))
