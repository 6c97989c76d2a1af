import { type CollectionConfig, ValidationError } from 'payload'

import { publicRefField } from '@/leads/contact/fields'
import { allowRoles } from '@/staff/access'

import { hasWrittenText } from '../richText'
import { sendDeliveryOnce } from '../server/deliverEvaluation'

const EVALUATION_STATUSES = ['received', 'in progress', 'delivered'] as const
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number]

const staff = allowRoles('moderator')

/**
 * Paid hot tub evaluations: created by fulfilment (received), written by staff, delivered by
 * setting the status to delivered. The first delivery e-mails the buyer the `/eval/{id}` link,
 * once, in the same unit of work as the save.
 */
export const Evaluations: CollectionConfig = {
  slug: 'evaluations',
  labels: { singular: 'Evaluation', plural: 'Evaluations' },
  admin: {
    group: 'Sales',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'createdAt', 'deliveredAt'],
    listSearchableFields: ['evalId', 'email', 'name'],
    description:
      'Write the evaluation, then set the status to "delivered": the buyer gets an e-mail with its link (once).',
  },
  access: { read: staff, create: () => false, update: staff, delete: () => false },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        // Only sendDeliveryOnce writes the stamp. A save writes the whole row with the values it read
        // first; on PostgreSQL a concurrent save would otherwise put back the empty stamp it read
        // over a fresh one, and deliver again.
        delete data.deliveredAt
        const status = data.status ?? originalDoc?.status
        const evaluation = data.evaluation !== undefined ? data.evaluation : originalDoc?.evaluation
        if (status === 'delivered' && !hasWrittenText(evaluation)) {
          throw new ValidationError({
            collection: 'evaluations',
            errors: [{ path: 'evaluation', message: 'Write the evaluation before delivering it.' }],
            req,
          })
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, req }) => {
        if (doc.status !== 'delivered' || doc.deliveredAt) return doc
        const deliveredAt = await sendDeliveryOnce(req, doc)
        return deliveredAt ? { ...doc, deliveredAt } : doc
      },
    ],
  },
  fields: [
    publicRefField('evalId', 'Evaluation id', 'Random; the buyer reads the evaluation at /eval/{evaluation id}.'),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'received',
      index: true,
      options: EVALUATION_STATUSES.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar', description: 'Set to "delivered" to send the buyer the link.' },
    },
    {
      name: 'deliveredAt',
      label: 'Delivered at',
      type: 'date',
      // Set once, by the first delivery (never by a save, see the beforeChange hook): clearing it would send again.
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', admin: { readOnly: true, position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'email', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'evaluation',
      type: 'richText',
      admin: { description: 'What the buyer reads at /eval/{id} once delivered.' },
    },
  ],
}
