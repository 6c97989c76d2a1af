import type { CollectionConfig, Field } from 'payload'

import { newPublicRef } from '@/platform/tokens/publicRef'
import { allowRoles } from '@/staff/access'

/*
 * What the two contact collections (leads, lead-captures) share, field for field; they import it as `contact`.
 */

/**
 * A row's public reference: random, given on create, shown read-only in the sidebar; the only way a visitor reaches
 * the row (a lead's or capture's form, a buyer's evaluation).
 */
export const publicRefField = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  unique: true,
  index: true,
  defaultValue: newPublicRef,
  admin: { readOnly: true, position: 'sidebar', description },
})

/** Visitors' personal data: moderators and admins only, never editors (content staff); only admins delete. */
export const access: CollectionConfig['access'] = {
  read: allowRoles('moderator'),
  create: allowRoles('moderator'),
  update: allowRoles('moderator'),
  delete: allowRoles(),
}

/** How staff find a lead or a capture in the admin's list. */
export const listAdmin = {
  group: 'Leads',
  useAsTitle: 'email',
  listSearchableFields: ['firstName', 'lastName', 'email', 'zipCode'],
} satisfies CollectionConfig['admin']

/** Where the contact is in the Buyers Program's steps (staff move it on). */
export const statusField = (statuses: readonly string[], { index = false } = {}): Field => ({
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'new',
  ...(index ? { index } : {}),
  options: statuses.map((value) => ({ value, label: value })),
  admin: { position: 'sidebar' },
})

/** The flow the visitor came through ("Price check", a tool's id, a paid service). */
export const sourceField: Field = { name: 'source', type: 'text', required: true, admin: { position: 'sidebar' } }

const sidebarStamp = (name: string, label: string): Field => ({
  name,
  label,
  type: 'date',
  admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
})

/** When the information form's link was last asked for (`requestedLabel`) and when the form came back. */
export const infoFormStamps = (requestedLabel: string): Field[] => [
  sidebarStamp('infoRequestedAt', requestedLabel),
  sidebarStamp('infoReceivedAt', 'Information form received'),
]

/** Who a lead or a repeat capture is, as the visitor typed it: the same columns in both collections. */
export const fields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'firstName', label: 'First name', type: 'text', required: true },
      { name: 'lastName', label: 'Last name', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', type: 'text', required: true },
      { name: 'phone', type: 'text' },
      { name: 'zipCode', label: 'Zip code', type: 'text' },
    ],
  },
]

/** What was written on the information form (`description` says whose form), then staff's own notes. */
export const detailsAndNotes = (description: string): Field[] => [
  { name: 'details', type: 'textarea', admin: { description } },
  { name: 'staffNotes', label: 'Staff notes', type: 'textarea' },
]
