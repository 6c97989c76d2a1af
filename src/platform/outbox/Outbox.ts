import type { Access, CollectionConfig } from 'payload'

import { OUTBOX_STATUSES } from './status'

/**
 * Every e-mail the site sends is written here first and delivered from here by each app server's
 * poller (deliverDueMail), so a message survives a crash or an SMTP outage. Without SMTP
 * configured, messages stay here with status "held" for staff to read. Who may read it is given by
 * the mail plugin (admins), so the outbox knows no staff roles.
 */
export const outboxCollection = (adminsOnly: Access): CollectionConfig => ({
  slug: 'outbox',
  labels: { singular: 'Outgoing e-mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    group: 'Mail',
    description: 'Every message the site sends. Set a failed or held message back to "queued" to send it again.',
  },
  // Admins only: besides visitors' addresses and words, it holds staff password-reset links.
  access: { read: adminsOnly, create: () => false, update: adminsOnly, delete: adminsOnly },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation }) => {
        // A message staff send again gets the full retry budget at once, not the one try it had
        // left after its back-off, and no earlier attempt's start (claimDueMail) holds it back.
        if (operation === 'update' && data.status === 'queued' && originalDoc?.status !== 'queued') {
          return { ...data, attempts: 0, lastError: null, sentAt: null, retryAt: null }
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'cc', type: 'text', admin: { readOnly: true } },
    { name: 'replyTo', type: 'text', admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'template', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'headers', type: 'json', admin: { readOnly: true, description: 'Extra header fields, sent as they are.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: OUTBOX_STATUSES.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'sentAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'retryAt',
      label: 'Next attempt',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'After a failed attempt: not retried before this.',
      },
    },
    { name: 'lastError', type: 'textarea', admin: { readOnly: true } },
    { name: 'text', label: 'Plain text', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'html', label: 'HTML', type: 'textarea', admin: { readOnly: true } },
  ],
})
