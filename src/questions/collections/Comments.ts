import type { CollectionConfig } from 'payload'

import { allowRoles } from '@/staff/access'

import { COMMENT_STATUSES, STATUS_LABELS } from '../statuses'
import { moderationEmails } from './moderationEmails'
import { prepareComment } from './prepareComment'
import { revalidateBoardAfterChange, revalidateBoardAfterDelete } from './revalidateBoard'

export const COMMENTS_SLUG = 'comments'

const moderators = allowRoles('moderator')

/**
 * Questions (no parent) and replies (a parent question) on the public Questions and Answers
 * board. Visitors' submissions arrive as pending (or spam), stored by `server/submitComment.ts`
 * with their staff e-mail; moderators approve, reject or answer them here. The public never reads
 * this collection directly: the comments API and the pages read approved items through
 * `server/comments.ts`, without e-mail, phone or zip.
 */
export const Comments: CollectionConfig = {
  slug: COMMENTS_SLUG,
  labels: { singular: 'Question or reply', plural: 'Questions and replies' },
  admin: {
    group: 'Questions',
    useAsTitle: 'excerpt',
    defaultColumns: ['excerpt', 'status', 'page', 'author', 'parent', 'createdAt'],
    listSearchableFields: ['excerpt', 'author', 'email', 'page'],
    pagination: { defaultLimit: 25 },
    description:
      'Approve a question or reply to publish it (the visitor is e-mailed); a question may go up before it ' +
      'is answered, as the ask-the-experts page tells visitors. To answer as staff, open a question and ' +
      'add a reply under "Replies": it is published at once, with its question, and e-mailed to the asker.',
    components: { beforeList: ['@/questions/admin/ModerationFilters#ModerationFilters'] },
  },
  access: { read: moderators, create: moderators, update: moderators, delete: moderators },
  defaultSort: '-createdAt',
  hooks: {
    // Derived fields, on every save: a reply's page, staff answers marked and published, the text sanitised.
    beforeValidate: [prepareComment],
    // Revalidation, then what staff approving or answering promises: the visitor's and asker's e-mails.
    afterChange: [revalidateBoardAfterChange, moderationEmails],
    // Staff deleting a question: its replies go with it; orphaned replies would otherwise read as questions.
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({
          collection: COMMENTS_SLUG,
          where: { parent: { equals: id } },
          overrideAccess: true,
          req,
        })
      },
    ],
    // Revalidation after staff delete.
    afterDelete: [revalidateBoardAfterDelete],
  },
  fields: [
    { name: 'excerpt', type: 'text', admin: { readOnly: true, description: 'The start of the text, for lists.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: COMMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { position: 'sidebar', description: 'Replies staff write here are approved when saved.' },
    },
    {
      name: 'staff',
      label: 'Staff answer',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'Set for replies written by staff in the admin.' },
    },
    {
      name: 'spamReason',
      label: 'Why it was marked spam',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'notifiedAt',
      label: 'Visitor told it is live',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // Required in effect: prepareComment fills it from the question for replies, or refuses the save.
      name: 'page',
      type: 'text',
      index: true,
      admin: {
        description:
          'The page the question belongs to (its path, for example asktheexperts). Replies take their question’s page.',
      },
    },
    {
      name: 'parent',
      label: 'Reply to',
      type: 'relationship',
      relationTo: COMMENTS_SLUG,
      index: true,
      filterOptions: { parent: { exists: false } },
      admin: { description: 'Empty for a question; the question for a reply.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'author',
          type: 'text',
          maxLength: 80,
          admin: { description: 'Staff answers: leave empty to sign with your name.' },
        },
        { name: 'email', type: 'text', maxLength: 254 },
        { name: 'phone', type: 'text', maxLength: 30 },
        { name: 'zip', type: 'text', maxLength: 12 },
      ],
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      admin: {
        rows: 8,
        description:
          'HTML. Plain text is fine: blank lines start new paragraphs. ' +
          'Saved text is cleaned to what the site’s editor allows.',
      },
    },
    {
      name: 'replies',
      type: 'join',
      collection: COMMENTS_SLUG,
      on: 'parent',
      defaultSort: 'createdAt',
      admin: { defaultColumns: ['excerpt', 'status', 'author', 'staff', 'createdAt'] },
    },
  ],
}
