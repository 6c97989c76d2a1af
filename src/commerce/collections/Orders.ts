import type { CollectionConfig, Field } from 'payload'

import { newPublicRef } from '@/platform/tokens/publicRef'
import { allowRoles } from '@/staff/access'

import { DEMO_PROVIDER_LABEL } from '../demoPaid'
import { ORDER_PRODUCTS, ORDER_STATUSES } from '../orderStates'
import { PROVIDER_NAMES } from '../providers/PaymentProvider'
import { guardOrderChange, recordOrderStatusEvent } from '../server/orderStatusHooks'
import { SHIP_COUNTRY } from '../shop/shipCountry'

const staff = allowRoles('moderator')

/**
 * A field the checkout, fulfilment or a provider wrote: read-only for staff through the REST API too,
 * not only on the admin screen. Server code writes it with `overrideAccess`.
 */
const serverOwned = <F extends Field>(field: F): F =>
  ({
    ...field,
    access: { update: () => false },
    admin: { readOnly: true, ...(field as { admin?: object }).admin },
  }) as F

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
    serverOwned({
      name: 'orderRef',
      label: 'Order reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: newPublicRef,
      admin: { position: 'sidebar', description: 'Random; the buyer sees it as the order id.' },
    }),
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
    serverOwned({
      name: 'paidAt',
      label: 'Paid at',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    }),
    {
      type: 'row',
      fields: [
        serverOwned({
          name: 'product',
          type: 'select',
          required: true,
          index: true,
          options: ORDER_PRODUCTS.map((value) => ({ value, label: value })),
        }),
        serverOwned({
          name: 'amount',
          label: 'Amount (cents)',
          type: 'number',
          required: true,
          min: 0,
          admin: { step: 1 },
        }),
        serverOwned({
          name: 'currency',
          type: 'text',
          required: true,
          defaultValue: 'usd',
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        serverOwned({
          name: 'provider',
          type: 'select',
          required: true,
          index: true,
          // The list and the order itself say DEMO where no money was taken.
          options: PROVIDER_NAMES.map((value) => ({ value, label: value === 'demo' ? DEMO_PROVIDER_LABEL : value })),
        }),
        serverOwned({
          // The exactly-once rule starts here: one order per provider payment.
          name: 'paymentRef',
          label: 'Sale id (provider payment id)',
          type: 'text',
          required: true,
          unique: true,
          index: true,
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        serverOwned({ name: 'name', type: 'text', required: true }),
        serverOwned({
          name: 'email',
          type: 'text',
          required: true,
          index: true,
        }),
        serverOwned({ name: 'phone', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        serverOwned({
          name: 'lead',
          type: 'relationship',
          relationTo: 'leads',
        }),
        serverOwned({
          name: 'evaluation',
          type: 'relationship',
          relationTo: 'evaluations',
        }),
      ],
    },
    serverOwned({
      // Spa-product orders: what was bought, at the server's prices (cents) when the order was made.
      name: 'lines',
      type: 'array',
      admin: { condition: (data) => data?.product === 'products' },
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
    }),
    {
      type: 'row',
      admin: { condition: (data) => data?.product === 'products' },
      fields: [
        serverOwned({
          name: 'subTotal',
          label: 'Subtotal (cents)',
          type: 'number',
          min: 0,
        }),
        serverOwned({
          name: 'tax',
          label: 'Tax (cents)',
          type: 'number',
          min: 0,
        }),
      ],
    },
    {
      name: 'shipTo',
      label: 'Ship to',
      type: 'group',
      admin: { condition: (data) => data?.product === 'products' },
      fields: [
        serverOwned({ name: 'address', type: 'text' }),
        {
          type: 'row',
          fields: [
            serverOwned({ name: 'city', type: 'text' }),
            serverOwned({ name: 'state', type: 'text' }),
            serverOwned({
              name: 'zip',
              label: 'ZIP code',
              type: 'text',
            }),
            serverOwned({
              name: 'country',
              type: 'text',
              defaultValue: SHIP_COUNTRY.code,
            }),
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
            serverOwned({
              name: 'shippedAt',
              label: 'Shipped at',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            }),
            serverOwned({
              name: 'deliveredAt',
              label: 'Delivered at',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        serverOwned({
          name: 'refundedAt',
          label: 'Refunded at',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        }),
        serverOwned({
          name: 'refundRef',
          label: 'Provider refund id',
          type: 'text',
        }),
      ],
    },
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea' },
  ],
}
