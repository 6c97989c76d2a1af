import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { readSiteSettings } from '@/site/settings/readSiteSettings'

import { cleanCommentHtml } from '../sanitize/sanitizeCommentHtml'
import { excerpt, plainTextToHtml } from '../sanitize/plainTextToHtml'
import { QUESTION_MESSAGES } from '../messages'

type Ref = number | string | { id: number | string } | null | undefined
const refId = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : ref)

/**
 * Runs on every save, from the API or the admin: replies take their question's page, staff
 * replies are marked and published at once, and the text is sanitised to the editor's
 * allow-list (so nothing unsafe is ever stored, whoever wrote it).
 */
export const prepareComment: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const fail = (path: string, message: string) => {
    throw new ValidationError({ collection: 'comments', errors: [{ path, message }], req })
  }

  const parentId = refId(data.parent as Ref) ?? refId(originalDoc?.parent as Ref)
  if (parentId) {
    const parent = await req.payload
      .findByID({ collection: 'comments', id: parentId, depth: 0, overrideAccess: true, req, disableErrors: true })
      .catch(() => null)
    if (!parent) fail('parent', 'That question no longer exists.')
    else if (parent.parent) fail('parent', 'Reply to the question itself, not to another reply.')
    else data.page = parent.page
  }

  // A visitor's submission comes through server/submitComment.ts, whose unit of work has no user.
  const byStaff = operation === 'create' && Boolean(req.user)
  if (byStaff) {
    data.staff = true
    data.status = 'approved'
    if (!data.author?.trim()) {
      const user = req.user as { name?: string | null } | null
      data.author = user?.name?.trim() || `${(await readSiteSettings(req)).productName} staff`
    }
  }

  if (!data.page && !originalDoc?.page) fail('page', 'Say which page the question belongs to.')
  if (!data.author?.trim() && !originalDoc?.author) fail('author', 'Give the author’s name.')

  if (typeof data.text === 'string') {
    const clean = cleanCommentHtml(plainTextToHtml(data.text))
    if (!clean) fail('text', QUESTION_MESSAGES.text)
    else {
      data.text = clean
      data.excerpt = excerpt(clean)
    }
  }
  return data
}
