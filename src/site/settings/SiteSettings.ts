import type { Access, GlobalConfig } from 'payload'

import { emailAddress } from '@/platform/outbox/emailAddress'
import { revalidateTagSafely } from '@/platform/pageCache/revalidate'

import { SITE_SETTINGS_DEFAULTS as D } from './defaults'
import { httpsUrlOrEmpty } from './httpsUrl'
import { SITE_SETTINGS_TAG } from './tag'

const EMAIL_MESSAGE = 'Enter an e-mail address.'
const emailSchema = emailAddress(EMAIL_MESSAGE)
const email = (value: unknown) => emailSchema.safeParse(value).success || EMAIL_MESSAGE

/**
 * One place for what the site says about itself: name, contacts, inboxes, copyright year. Staff read it
 * and admins change it (`access`, given by the composition root: the site stands below staff).
 */
export const siteSettingsGlobal = (access: { read: Access; update: Access }): GlobalConfig => ({
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access,
  hooks: {
    afterChange: [
      () => {
        revalidateTagSafely(SITE_SETTINGS_TAG)
      },
    ],
  },
  fields: [
    { name: 'productName', label: 'Product name', type: 'text', required: true, defaultValue: D.productName },
    {
      type: 'row',
      fields: [
        {
          name: 'supportEmail',
          label: 'Support e-mail',
          type: 'text',
          required: true,
          defaultValue: D.supportEmail,
          validate: email,
        },
        {
          name: 'supportPhone',
          label: 'Support phone (texts)',
          type: 'text',
          required: true,
          defaultValue: D.supportPhone,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'staffInbox',
          label: 'Staff inbox',
          type: 'text',
          required: true,
          defaultValue: D.staffInbox,
          validate: email,
          admin: { description: 'Where new questions, leads, orders and visitor messages are sent.' },
        },
        {
          name: 'buyersProgramAddress',
          label: 'Buyers Program partner address',
          type: 'text',
          required: true,
          defaultValue: D.buyersProgramAddress,
          validate: email,
        },
      ],
    },
    {
      name: 'ordersInbox',
      label: 'Orders inbox',
      type: 'text',
      validate: (value: unknown) => !value || email(value),
      admin: { description: 'Where spa-product orders to ship are sent. Empty: the staff inbox.' },
    },
    {
      name: 'copyrightYear',
      label: 'Copyright year',
      type: 'number',
      required: true,
      defaultValue: D.copyrightYear,
      min: 2000,
      max: 2100,
    },
    {
      name: 'valueTubManufacturerUrl',
      label: 'Manufacturer URL (value-priced tub promotion)',
      type: 'text',
      validate: httpsUrlOrEmpty,
      admin: {
        description:
          'The address the "Visit the manufacturer" button on the value ' +
          'pick page opens (https://…). Leave empty to hide the button.',
      },
    },
  ],
})
