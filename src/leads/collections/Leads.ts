import type { CollectionConfig } from 'payload'

import { normaliseEmail } from '@/mail/address'
import { newPublicRef } from '@/server/publicRef'
import { allowRoles } from '@/staff/access'

import { contactFields } from '../contact/fields'

export const LEAD_STATUSES = ['new', 'info requested', 'info received', 'contacted', 'closed'] as const

/**
 * Whether the lead's owner confirmed the address (double opt-in): `not asked` for the flows that
 * sync at once, `waiting` for a tool's "e-mail me" (never synced to the CRM while waiting),
 * `confirmed` once the owner pressed the button behind the mailed link.
 */
export const EMAIL_CONFIRMATIONS = ['not asked', 'waiting', 'confirmed'] as const
export type EmailConfirmation = (typeof EMAIL_CONFIRMATIONS)[number]

/**
 * People who asked to be contacted: private buyers service customers and Buyers Program
 * prospects. Staff only; a visitor reaches their own lead solely through its random `leadId`.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'source', 'status', 'crm.status', 'createdAt'],
    listSearchableFields: ['firstName', 'lastName', 'email', 'zipCode'],
  },
  // Visitors' personal data: moderators and admins only, never editors (content staff).
  access: {
    read: allowRoles('moderator'),
    create: allowRoles('moderator'),
    update: allowRoles('moderator'),
    delete: allowRoles(),
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'leadId',
      label: 'Lead id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: newPublicRef,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Random; the information form link is /infoRequest/{lead id}.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: LEAD_STATUSES.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    },
    { name: 'source', type: 'text', required: true, admin: { position: 'sidebar' } },
    {
      name: 'emailConfirmation',
      label: 'Address confirmed by its owner',
      type: 'select',
      required: true,
      defaultValue: 'not asked',
      index: true,
      options: EMAIL_CONFIRMATIONS.map((value) => ({ value, label: value })),
      access: { update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'waiting: typed into a tool\'s "e-mail me", not confirmed yet, so not sent to the CRM; ' +
          'deleted 30 days after it was typed unless confirmed. not asked: a flow that does not ask.',
      },
    },
    {
      name: 'emailConfirmedAt',
      label: 'Address confirmed',
      type: 'date',
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'infoRequestedAt',
      label: 'Information form link sent',
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
      // One lead per address, whatever its case: the unique index that createLead relies on.
      name: 'emailKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData, originalDoc, value }) => {
            const email = siblingData.email ?? originalDoc?.email
            return typeof email === 'string' ? normaliseEmail(email) : value
          },
        ],
      },
    },
    { name: 'details', type: 'textarea', admin: { description: 'What the lead wrote on the information form.' } },
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea' },
    {
      name: 'captures',
      label: 'Repeat captures',
      type: 'join',
      collection: 'lead-captures',
      on: 'lead',
      admin: { description: 'Others who gave this address since.' },
    },
  ],
}
