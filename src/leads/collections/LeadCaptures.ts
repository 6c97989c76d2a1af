import type { CollectionConfig } from 'payload'

import * as contact from '../contact/fields'

export const CAPTURE_STATUSES = ['new', 'info requested', 'info received', 'closed'] as const

/**
 * A lead capture for an address that was already a lead: what that visitor typed, kept apart from
 * the lead (whoever typed the address may not own it). Its random `captureId` is what newLead
 * answered, and it opens the form with what was typed, never the lead's own data. Staff only.
 */
export const LeadCaptures: CollectionConfig = {
  slug: 'lead-captures',
  labels: { singular: 'Repeat capture', plural: 'Repeat captures' },
  admin: {
    ...contact.listAdmin,
    defaultColumns: ['firstName', 'lastName', 'email', 'lead', 'source', 'status', 'createdAt'],
    description: 'Captures of an address that was already a lead. The lead itself is left as it was.',
  },
  access: contact.access,
  defaultSort: '-createdAt',
  fields: [
    contact.publicRefField(
      'captureId',
      'Capture id',
      'Random; its information form link is /infoRequest/{capture id}.',
    ),
    // Not required: deleting a lead keeps what others typed with its address (the link is emptied).
    {
      name: 'lead',
      label: 'Already the lead',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      admin: { position: 'sidebar' },
    },
    contact.statusField(CAPTURE_STATUSES),
    contact.sourceField,
    ...contact.infoFormStamps('Form link asked for'),
    ...contact.fields,
    ...contact.detailsAndNotes('What was written on the information form opened with this capture.'),
  ],
}
