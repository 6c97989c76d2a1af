import type { CollectionConfig } from 'payload'

import { normaliseEmail } from '@/platform/outbox/address'

import * as contact from '../contact/fields'

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
    ...contact.listAdmin,
    defaultColumns: ['firstName', 'lastName', 'email', 'source', 'status', 'crm.status', 'createdAt'],
  },
  access: contact.access,
  defaultSort: '-createdAt',
  fields: [
    contact.publicRefField('leadId', 'Lead id', 'Random; the information form link is /infoRequest/{lead id}.'),
    contact.statusField(LEAD_STATUSES, { index: true }),
    contact.sourceField,
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
    ...contact.infoFormStamps('Information form link sent'),
    ...contact.fields,
    {
      // One lead per address, whatever its case: the unique index that createLead relies on.
      name: 'emailKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      // A derived field, for staff edits too; whatever a visitor's capture does is in createLead.
      hooks: {
        beforeChange: [
          ({ siblingData, originalDoc, value }) => {
            const email = siblingData.email ?? originalDoc?.email
            return typeof email === 'string' ? normaliseEmail(email) : value
          },
        ],
      },
    },
    ...contact.detailsAndNotes('What the lead wrote on the information form.'),
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
