import { describe, expect, it } from 'vitest'

import { refundRefusal, type StaffOrderChange, staffOrderChangeRefusal } from '@/commerce/server/staffOrderRules'

const SHIPPING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }
const change = (overrides: Partial<StaffOrderChange>): StaffOrderChange => ({
  product: 'products',
  provider: 'stripe',
  byAdmin: true,
  from: 'paid',
  to: 'paid',
  shippingBefore: null,
  shippingAfter: null,
  ...overrides,
})

describe('staff order rules: refunds', () => {
  it('lets an admin refund a paid, shipped or delivered order', () => {
    for (const from of ['paid', 'shipped', 'delivered'] as const) {
      expect(
        staffOrderChangeRefusal(change({ from, to: 'refunded', shippingBefore: SHIPPING, shippingAfter: SHIPPING })),
      ).toBeNull()
    }
    expect(staffOrderChangeRefusal(change({ product: 'eval', to: 'refunded' }))).toBeNull()
  })

  it('refuses a refund by anyone but an admin', () => {
    expect(staffOrderChangeRefusal(change({ byAdmin: false, to: 'refunded' }))).toBe(
      'Only an admin can refund an order.',
    )
    expect(staffOrderChangeRefusal(change({ byAdmin: false, product: 'eval', to: 'refunded' }))).toBe(
      'Only an admin can refund an order.',
    )
  })

  it('still lets a moderator ship and write notes', () => {
    expect(staffOrderChangeRefusal(change({ byAdmin: false, to: 'shipped', shippingAfter: SHIPPING }))).toBeNull()
    expect(staffOrderChangeRefusal(change({ byAdmin: false }))).toBeNull()
  })
})

describe('staff order rules: demo payments', () => {
  it('refuses to ship an order paid with the demo provider: no money was taken', () => {
    expect(staffOrderChangeRefusal(change({ provider: 'demo', to: 'shipped', shippingAfter: SHIPPING }))).toBe(
      'This order was paid with the DEMO payment provider: no money was taken, so it cannot be shipped.',
    )
  })

  it('lets an admin refund (close) a demo order', () => {
    expect(staffOrderChangeRefusal(change({ provider: 'demo', to: 'refunded' }))).toBeNull()
  })
})

describe('when the Refund button is offered (refundRefusal)', () => {
  it('for a paid, shipped or delivered spa order and a paid service, demo payments included', () => {
    for (const status of ['paid', 'shipped', 'delivered'] as const)
      expect(refundRefusal({ product: 'products', provider: 'stripe', status })).toBeNull()
    expect(refundRefusal({ product: 'eval', provider: 'paypal', status: 'paid' })).toBeNull()
    expect(refundRefusal({ product: 'products', provider: 'demo', status: 'paid' })).toBeNull()
  })

  it('never for a pending order, nor twice', () => {
    expect(refundRefusal({ product: 'products', provider: 'stripe', status: 'pending' })).toBe(
      'This order is still waiting for its payment: only the payment can change its status.',
    )
    expect(refundRefusal({ product: 'eval', provider: 'stripe', status: 'refunded' })).toBe(
      'This order has been refunded already.',
    )
  })
})
