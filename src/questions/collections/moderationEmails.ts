import type { CollectionAfterChangeHook } from 'payload'

import { sendMail } from '@/mail/sendMail'
import type { Comment } from '@/payload-types'
import { revalidateTagSafely } from '@/server/revalidate'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import { answerEmail, liveEmail, newSubmissionEmail } from '../mail/questionEmails'
import { questionsTag } from '../server/cacheTags'
import { commentAdminUrl, commentUrl } from '../server/commentUrls'

/**
 * Whether a save changes what visitors see: only approved questions and answers are shown, so a
 * new pending or spam submission changes nothing public and must not expire the page's cache
 * (at 20 questions a second, every server would re-render the page for nothing).
 */
export const changesPublicBoard = (doc: Pick<Comment, 'status'>, previousDoc?: Pick<Comment, 'status'>) =>
  doc.status === 'approved' || previousDoc?.status === 'approved'

const parentIdOf = (doc: Comment) => (doc.parent && typeof doc.parent === 'object' ? doc.parent.id : doc.parent) ?? null

/**
 * After a save: refresh the page's Questions and Answers, and send the e-mails the board
 * promises — staff hear of new submissions, visitors hear when theirs is live, askers get
 * staff answers. All mail goes through the outbox, in the same transaction as the save.
 */
export const afterCommentChange: CollectionAfterChangeHook<Comment> = async ({ doc, previousDoc, operation, req }) => {
  const { page, author } = doc
  if (!page || !author) return doc // prepareComment never lets this happen; it narrows the types
  if (changesPublicBoard(doc, previousDoc)) revalidateTagSafely(questionsTag(page))
  if (req.context.skipCommentNotifications) return doc

  const { payload } = req
  const settings = await readSiteSettings(req)
  const parentId = parentIdOf(doc)
  const questionId = parentId ?? doc.id
  const common = {
    productName: settings.productName,
    supportEmail: settings.supportEmail,
    pageUrl: commentUrl(page, questionId),
  }
  const quietly = { skipCommentNotifications: true }

  if (operation === 'create' && req.context.visitorSubmission && doc.status === 'pending') {
    await sendMail(
      req,
      newSubmissionEmail({
        ...common,
        staffInbox: settings.staffInbox,
        isReply: Boolean(parentId),
        author,
        page,
        text: doc.text,
        adminUrl: commentAdminUrl(doc.id),
      }),
    )
  }

  const becameLive = doc.status === 'approved' && (operation === 'create' || previousDoc?.status !== 'approved')
  if (!becameLive) return doc

  if (doc.staff && parentId) {
    const question = await payload.findByID({
      collection: 'comments',
      id: parentId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (question.email) {
      await sendMail(
        req,
        answerEmail({
          ...common,
          to: question.email,
          author: question.author ?? '',
          answeredBy: author,
          answerHtml: doc.text,
        }),
      )
    }
    // An answer publishes its question too; the answer e-mail already told the asker.
    if (question.status !== 'approved') {
      await payload.update({
        collection: 'comments',
        id: question.id,
        data: { status: 'approved', notifiedAt: new Date().toISOString() },
        overrideAccess: true,
        req,
        context: quietly,
      })
    }
  } else if (!doc.staff && doc.email && !doc.notifiedAt) {
    await sendMail(req, liveEmail({ ...common, to: doc.email, author, isReply: Boolean(parentId) }))
    await payload.update({
      collection: 'comments',
      id: doc.id,
      data: { notifiedAt: new Date().toISOString() },
      overrideAccess: true,
      req,
      context: quietly,
    })
  }
  return doc
}
