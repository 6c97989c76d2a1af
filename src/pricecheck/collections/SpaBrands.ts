import type { CollectionConfig } from 'payload'

import { revalidateTagSafely } from '@/platform/pageCache/revalidate'
import { allowRoles } from '@/staff/access'

import { BRANDS_TAG } from '../server/brandsTag'

/** The brands and models the price checker offers; visitors may still type one that is not listed. */
export const SpaBrands: CollectionConfig = {
  slug: 'spa-brands',
  labels: { singular: 'Brand', plural: 'Brands and models' },
  admin: { group: 'Price checks', useAsTitle: 'name', defaultColumns: ['name', 'updatedAt'] },
  access: {
    read: allowRoles('editor', 'moderator'),
    create: allowRoles('editor'),
    update: allowRoles('editor'),
    delete: allowRoles('editor'),
  },
  defaultSort: 'name',
  // Revalidation: the price checker's cached brand list, after staff edit it.
  hooks: {
    afterChange: [() => revalidateTagSafely(BRANDS_TAG)],
    afterDelete: [() => revalidateTagSafely(BRANDS_TAG)],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    {
      name: 'models',
      type: 'array',
      labels: { singular: 'Model', plural: 'Models' },
      fields: [{ name: 'name', type: 'text', required: true, maxLength: 80 }],
    },
  ],
}
