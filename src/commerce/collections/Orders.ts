import type { CollectionConfig, FieldAccess } from 'payload'

import { newPublicRef } from '@/platform/tokens/publicRef'
import { allowRoles } from '@/staff/access'

import { DEMO_PROVIDER_LABEL } from '../demoPaid'
import { ORDER_PRODUCTS, ORDER_STATUSES } from '../orderStates'
import { PROVIDER_NAMES } from '../providers/PaymentProvider'
import { guardOrderChange, recordOrderStatusEvent } from '../server/orderStatusHooks'
import { SHIP_COUNTRY } from '../shop/shipCountry'

const staff = allowRoles('moderator')

/**
 * What the checkout, fulfilment and the providers wrote: read-only for staff through the REST API
 * too, not only on the admin screen. Server code writes these with `overrideAccess`.
 */
const serverOwned: FieldAccess = () => false

/**
 * One purchase, from the checkout's create call (pending) to fulfilment (paid). Created and
 * fulfilled only by the server. Staff then move it on (server/staffOrderRules.ts): a spa-product
 * order paid → shipped → delivered, any paid order refunded (through its provider).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    group: 'Sales',
    useAsTitle: 'orderRef',
    defaultColumns: ['orderRef', 'product', 'status', 'amount', 'email', 'provider', 'paidAt', 'crm.status'],
    listSearchableFields: ['orderRef', 'email', 'name', 'paymentRef'],
    components: { beforeList: ['@/commerce/admin/OrderQueueLinks#OrderQueueLinks'] },
    description:
      'Amounts are in cents (24900 = 249.00 USD). Orders are created by the checkout. ' +
      'To ship a spa-product order, enter the carrier and tracking number and set the status to "shipped" ' +
      '(the buyer is e-mailed), later "delivered". To refund an order, an admin presses its Refund button: ' +
      'the whole payment goes back through its provider. A provider of DEMO means no money was taken: ' +
      'such an order is never shipped, nor counted as revenue.',
  },
  // Buyers' personal data: moderators and admins only, never editors.
  access: { read: staff, create: () => false, update: staff, delete: () => false },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [guardOrderChange],
    afterChange: [recordOrderStatusEvent],
  },
  fields: [
    {
      name: 'orderRef',
      label: 'Order reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: newPublicRef,
      access: { update: serverOwned },
      admin: { readOnly: true, position: 'sidebar', description: 'Random; the buyer sees it as the order id.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ value, label: value })),
      // "refunded" comes only from the Refund button below, which asks the provider first.
      filterOptions: ({ options, data }) =>
        data?.status === 'refunded'
          ? options
          : options.filter((option) => (typeof option === 'string' ? option : option.value) !== 'refunded'),
      admin: { position: 'sidebar' },
    },
    // Not stored: an admin's button to refund the whole payment (api/refundEndpoint.ts).
    {
      name: 'refund',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/commerce/admin/RefundButton#RefundButton' } },
    },
    {
      name: 'paidAt',
      label: 'Paid at',
      type: 'date',
      index: true,
      access: { update: serverOwned },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'product',
          type: 'select',
          required: true,
          index: true,
          options: ORDER_PRODUCTS.map((value) => ({ value, label: value })),
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
        {
          name: 'amount',
          label: 'Amount (cents)',
          type: 'number',
          required: true,
          min: 0,
          access: { update: serverOwned },
          admin: { readOnly: true, step: 1 },
        },
        {
          name: 'currency',
          type: 'text',
          required: true,
          defaultValue: 'usd',
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          index: true,
          // The list and the order itself say DEMO where no money was taken.
          options: PROVIDER_NAMES.map((value) => ({ value, label: value === 'demo' ? DEMO_PROVIDER_LABEL : value })),
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
        {
          // The exactly-once rule starts here: one order per provider payment.
          name: 'paymentRef',
          label: 'Sale id (provider payment id)',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, access: { update: serverOwned }, admin: { readOnly: true } },
        {
          name: 'email',
          type: 'text',
          required: true,
          index: true,
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
        { name: 'phone', type: 'text', access: { update: serverOwned }, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'lead',
          type: 'relationship',
          relationTo: 'leads',
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
        {
          name: 'evaluation',
          type: 'relationship',
          relationTo: 'evaluations',
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
      ],
    },
    {
      // Spa-product orders: what was bought, at the server's prices (cents) when the order was made.
      name: 'lines',
      type: 'array',
      access: { update: serverOwned },
      admin: { readOnly: true, condition: (data) => data?.product === 'products' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'sku', label: 'SKU', type: 'text', required: true },
            { name: 'name', label: 'Product', type: 'text', required: true },
            { name: 'quantity', type: 'number', required: true, min: 1 },
            { name: 'unitPrice', label: 'Price (cents)', type: 'number', required: true, min: 0 },
            { name: 'extended', label: 'Line total (cents)', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.product === 'products' },
      fields: [
        {
          name: 'subTotal',
          label: 'Subtotal (cents)',
          type: 'number',
          min: 0,
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
        {
          name: 'tax',
          label: 'Tax (cents)',
          type: 'number',
          min: 0,
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'shipTo',
      label: 'Ship to',
      type: 'group',
      admin: { condition: (data) => data?.product === 'products' },
      fields: [
        { name: 'address', type: 'text', access: { update: serverOwned }, admin: { readOnly: true } },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', access: { update: serverOwned }, admin: { readOnly: true } },
            { name: 'state', type: 'text', access: { update: serverOwned }, admin: { readOnly: true } },
            {
              name: 'zip',
              label: 'ZIP code',
              type: 'text',
              access: { update: serverOwned },
              admin: { readOnly: true },
            },
            {
              name: 'country',
              type: 'text',
              defaultValue: SHIP_COUNTRY.code,
              access: { update: serverOwned },
              admin: { readOnly: true },
            },
          ],
        },
      ],
    },
    {
      // Staff fulfilment of a spa-product order: paid → shipped (carrier and tracking) → delivered.
      name: 'shipping',
      label: 'Shipping',
      type: 'group',
      admin: { condition: (data) => data?.product === 'products' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'carrier', type: 'text', maxLength: 60 },
            { name: 'trackingNumber', label: 'Tracking number', type: 'text', maxLength: 100 },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'shippedAt',
              label: 'Shipped at',
              type: 'date',
              access: { update: serverOwned },
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'deliveredAt',
              label: 'Delivered at',
              type: 'date',
              access: { update: serverOwned },
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'refundedAt',
          label: 'Refunded at',
          type: 'date',
          access: { update: serverOwned },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'refundRef',
          label: 'Provider refund id',
          type: 'text',
          access: { update: serverOwned },
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea' },
  ],
}
