import type { CollectionConfig } from 'payload'

import { newPublicRef } from '@/server/publicRef'
import { allowRoles } from '@/staff/access'

import { contactFields } from '../contact/fields'

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
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'lead', 'source', 'status', 'createdAt'],
    listSearchableFields: ['firstName', 'lastName', 'email', 'zipCode'],
    description: 'Captures of an address that was already a lead. The lead itself is left as it was.',
  },
  // Visitors' personal data: as for leads, moderators and admins only.
  access: {
    read: allowRoles('moderator'),
    create: allowRoles('moderator'),
    update: allowRoles('moderator'),
    delete: allowRoles(),
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'captureId',
      label: 'Capture id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: newPublicRef,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Random; its information form link is /infoRequest/{capture id}.',
      },
    },
    // Not required: deleting a lead keeps what others typed with its address (the link is emptied).
    {
      name: 'lead',
      label: 'Already the lead',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: CAPTURE_STATUSES.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    },
    { name: 'source', type: 'text', required: true, admin: { position: 'sidebar' } },
    {
      name: 'infoRequestedAt',
      label: 'Form link asked for',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'infoReceivedAt',
      label: 'Information form received',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    ...contactFields,
    {
      name: 'details',
      type: 'textarea',
      admin: { description: 'What was written on the information form opened with this capture.' },
    },
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea' },
  ],
}
