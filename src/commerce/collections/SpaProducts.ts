import type { CollectionConfig } from 'payload'

import { revalidateTagSafely } from '@/platform/pageCache/revalidate'
import { allowRoles, anyStaff } from '@/staff/access'

import { CATALOGUE_TAG } from '../shop/catalogueTag'
import { SPA_CHEMICALS } from '../shop/chemicals'

/** The shop's catalogue: one row per thing a buyer can put in the basket (a product in one size). */
export const SpaProducts: CollectionConfig = {
  slug: 'spa-products',
  labels: { singular: 'Spa product', plural: 'Spa products' },
  admin: {
    group: 'Sales',
    useAsTitle: 'name',
    defaultColumns: ['name', 'size', 'sku', 'price', 'active'],
    listSearchableFields: ['name', 'sku'],
    description: 'What the shop sells. Prices are in cents (2495 = 24.95 USD). Only active products are on sale.',
  },
  // Content staff keep the catalogue; orders stay with moderators.
  access: { read: anyStaff, create: allowRoles('editor'), update: allowRoles('editor'), delete: allowRoles('editor') },
  defaultSort: 'name',
  // The buy box on the enzyme review shows the catalogue from the page's cache.
  hooks: {
    afterChange: [() => revalidateTagSafely(CATALOGUE_TAG)],
    afterDelete: [() => revalidateTagSafely(CATALOGUE_TAG)],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: 'The product, the same for each of its sizes.' },
        },
        {
          name: 'size',
          type: 'text',
          maxLength: 60,
          admin: { description: 'For example "16 fl oz". Sizes of one product share its name.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sku',
          label: 'SKU',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: (value: unknown) =>
            (typeof value === 'string' && /^[A-Z0-9][A-Z0-9-]{1,39}$/.test(value)) ||
            'Use 2 to 40 capital letters, digits and dashes.',
        },
        {
          name: 'price',
          label: 'Price (cents)',
          type: 'number',
          required: true,
          min: 1,
          max: 1_000_000,
          admin: { step: 1 },
        },
      ],
    },
    { name: 'shortDescription', label: 'Short description', type: 'textarea', maxLength: 400 },
    {
      name: 'chemical',
      label: 'Water-care chemical',
      type: 'select',
      options: [...SPA_CHEMICALS],
      index: true,
      admin: {
        description:
          'What this product is, for the water-care calculator: where its plan recommends this chemical, it links ' +
          'this product as ours. Leave empty for anything else. With two on sale of one kind, the cheapest is linked.',
      },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'active',
      label: 'On sale',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
}
