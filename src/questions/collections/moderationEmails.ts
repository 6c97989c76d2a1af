import type { CollectionAfterChangeHook } from 'payload'

import { sendMail } from '@/platform/outbox/sendMail'
import type { Comment } from '@/payload-types'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import { answerEmail, liveEmail } from '../mail/questionEmails'
import { commentUrl } from '../server/commentUrls'

const parentIdOf = (doc: Comment) => (doc.parent && typeof doc.parent === 'object' ? doc.parent.id : doc.parent) ?? null

/**
 * After staff approve or answer in the admin, the e-mails the board promises, through the outbox in
 * the save's transaction: a visitor hears once that their question or reply is live (`notifiedAt`),
 * an asker gets a staff answer, and an answer publishes its question. A visitor's own submission
 * is never approved when stored, so none of this runs for it: its staff e-mail is queued by the
 * service that stores it (`server/submitComment.ts`).
 */
export const moderationEmails: CollectionAfterChangeHook<Comment> = async ({ doc, previousDoc, operation, req }) => {
  const { page, author } = doc
  if (!page || !author) return doc // prepareComment never lets this happen; it narrows the types
  if (req.context.skipCommentNotifications) return doc
  const becameLive = doc.status === 'approved' && (operation === 'create' || previousDoc?.status !== 'approved')
  if (!becameLive) return doc

  const { payload } = req
  const settings = await readSiteSettings(req)
  const parentId = parentIdOf(doc)
  const common = {
    productName: settings.productName,
    supportEmail: settings.supportEmail,
    pageUrl: commentUrl(page, parentId ?? doc.id),
  }
  const quietly = { skipCommentNotifications: true }

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
