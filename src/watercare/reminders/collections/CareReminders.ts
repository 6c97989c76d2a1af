import type { CollectionConfig } from 'payload'

import { writtenByCode } from '@/platform/db/writtenByCode'
import { allowRoles } from '@/staff/access'

import { REMINDER_KINDS } from '../schedule'

/**
 * Each reminder queued to an owner: one row per owner, kind and due date (`key`, unique), written in the
 * unit of work that queues its e-mail, so a reminder is mailed once however many servers look. Deleted
 * with its owner.
 */
export const CareReminders: CollectionConfig = {
  slug: 'care-reminders',
  labels: { singular: 'Care reminder sent', plural: 'Care reminders sent' },
  admin: {
    group: 'Leads',
    useAsTitle: 'key',
    defaultColumns: ['kind', 'dueOn', 'sentOn', 'owner'],
  },
  access: writtenByCode(allowRoles('moderator'), allowRoles()),
  defaultSort: '-createdAt',
  fields: [
    { name: 'owner', type: 'number', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: REMINDER_KINDS.map((value) => ({ value, label: value })) },
    { name: 'dueOn', type: 'text', required: true },
    { name: 'sentOn', type: 'text', required: true, index: true },
    { name: 'key', type: 'text', required: true, unique: true },
  ],
}
