import type { Field, GlobalConfig } from 'payload'

import { revalidateTagSafely } from '@/platform/pageCache/revalidate'
import { httpsUrlOrEmpty } from '@/site/settings/httpsUrl'
import { allowRoles } from '@/staff/access'

import { STATE_FIGURES_TAG } from '../server/stateFiguresTag'

const source = (name: string, label: string, dateField: Field): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'publisher', type: 'text', required: true, maxLength: 80 },
        { name: 'dataset', type: 'text', required: true, maxLength: 160 },
        dateField,
      ],
    },
    {
      name: 'url',
      label: 'Address of the source',
      type: 'text',
      required: true,
      maxLength: 300,
      validate: httpsUrlOrEmpty,
    },
  ],
})

/** Where the state figures come from, shown under the calculator with their year. */
export const StateFigureSources: GlobalConfig = {
  slug: 'state-figure-sources',
  label: 'Sources of the state figures',
  admin: { group: 'Buyer tools' },
  access: { read: allowRoles('editor'), update: allowRoles('editor') },
  hooks: { afterChange: [() => revalidateTagSafely(STATE_FIGURES_TAG)] },
  fields: [
    source('temperature', 'Temperatures', {
      name: 'period',
      type: 'text',
      required: true,
      maxLength: 20,
      admin: { description: 'For example 1991–2020.' },
    }),
    source('price', 'Electricity prices', { name: 'year', type: 'number', required: true, min: 2000, max: 2100 }),
  ],
}
