import { z } from 'zod'

import { pageNumber } from '@/content/schemas'
import { visitorText } from '@/platform/http/schemas'
import { emailAddress } from '@/platform/outbox/emailAddress'

import { QUESTION_MESSAGES } from './messages'

export const NAME_MIN_LENGTH = 4
export const TEXT_MAX_LENGTH = 20_000

/**
 * Whether rich HTML has anything a reader would see: text or an image. A cheap check that runs
 * in the browser too; the server sanitises first and asks again.
 */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim()
  return text.length > 0
}

export const authorField = visitorText(QUESTION_MESSAGES.name)
  .min(NAME_MIN_LENGTH, QUESTION_MESSAGES.name)
  .max(80, QUESTION_MESSAGES.name)
export const emailField = emailAddress(QUESTION_MESSAGES.email)
export const textField = visitorText(QUESTION_MESSAGES.text, { multiline: true })
  .max(TEXT_MAX_LENGTH, 'Please shorten your message.')
  .refine(hasVisibleContent, QUESTION_MESSAGES.text)

const optionalShort = (max: number, message: string) =>
  visitorText(message)
    .max(max, message)
    .optional()
    .transform((value) => value || undefined)

/** The anti-spam fields every question and reply carries (api.md); judged, never rejected. */
const antiSpamFields = {
  formToken: z.string({ error: 'The form token must be text.' }).max(200, 'The form token is not valid.').optional(),
  website: z.string({ error: 'The website field must be text.' }).max(500, 'The website field is too long.').optional(),
}

/** What a visitor fills in to ask (the form and `POST /api/comments`). */
export const questionFields = z.object({
  author: authorField,
  email: emailField,
  phone: optionalShort(30, 'Please enter a shorter phone number.'),
  zip: optionalShort(12, 'Please enter a shorter zip code.'),
  text: textField,
})

/** What a visitor fills in to reply (the reply form). */
export const replyFields = z.object(
  { author: authorField, email: emailField, text: textField },
  { error: 'Please send the reply with its name, e-mail and text.' },
)

/** `POST /api/comments`. The page is the canonical path the question belongs to. */
export const newQuestionSchema = questionFields.extend({
  page: visitorText('Tell us which page the question is about.')
    .min(1, 'Tell us which page the question is about.')
    .max(300, 'Tell us which page the question is about.'),
  ...antiSpamFields,
})
export type NewQuestionInput = z.infer<typeof newQuestionSchema>

/** `POST /api/comments/reply`. */
export const newReplySchema = z.object({
  commentId: z
    .union([z.string(), z.number()], { error: 'Unknown comment.' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}$/, 'Unknown comment.')),
  reply: replyFields,
  ...antiSpamFields,
})
export type NewReplyInput = z.infer<typeof newReplySchema>

/** `GET /api/comments?page=P&pageNum=N`. */
export const commentListQuery = z.object({
  page: visitorText('Tell us which page.').min(1, 'Tell us which page.').max(300, 'Tell us which page.'),
  pageNum: pageNumber,
})
