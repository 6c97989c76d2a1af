import { describe, expect, it } from 'vitest'

import {
  completionHref,
  declinedMessage,
  PAID_ROUTE,
  servicePurchase,
  SHOP_COMPLETE_PATH,
  shopPurchase,
  unfinishedMessage,
} from '@/commerce/components/purchaseSteps'
import { SERVICE_PRODUCTS } from '@/commerce/prices'

describe('after payment', () => {
  it("calls each sale type's own paid route", () => {
    expect(PAID_ROUTE).toEqual({
      eval: '/api/ecomm/paidEval',
      consult: '/api/ecomm/paidConsult',
      pbscheap: '/api/ecomm/paidCheapPBS',
      pbs: '/api/ecomm/paidPBS',
    })
    expect(Object.keys(PAID_ROUTE).sort()).toEqual([...SERVICE_PRODUCTS].sort())
  })

  it('goes to the evaluation, or to the completion page carrying the order', () => {
    expect(completionHref('eval', { eval: { _id: 'ev_Abc-123' } })).toBe('/eval/ev_Abc-123')
    expect(completionHref('pbs', { orderId: 'ord_1' })).toBe('/complete/pbs?order=ord_1')
    expect(completionHref('pbscheap', { orderId: 'ord_2' })).toBe('/complete/pbs?order=ord_2')
    expect(completionHref('consult', { orderId: 'a b&c' })).toBe('/complete/consult?order=a%20b%26c')
  })

  it('goes nowhere when the answer lacks the id it needs', () => {
    expect(completionHref('eval', { orderId: 'ord_1' })).toBeNull()
    expect(completionHref('pbs', { eval: { _id: 'x' } })).toBeNull()
  })

  it('explains a refused card in words a buyer can act on, and says nothing was charged', () => {
    expect(declinedMessage('Your card was declined.')).toBe(
      'Your card was declined. Nothing was charged. Check the card details or use another card, then press Pay again.',
    )
    expect(declinedMessage(null)).toMatch(/^Your card was not accepted\. Nothing was charged\./)
    expect(unfinishedMessage(undefined)).toMatch(/will not be charged twice: press Try again/)
  })
})

describe('a purchase, as the payment area takes it', () => {
  it('for a service: the product with the details, its paid route and completion page', () => {
    const purchase = servicePurchase('pbs', { name: 'Jordan Lee', email: 'jordan@example.com', phone: '555 010 2345' })
    expect(purchase.order).toEqual({
      product: 'pbs',
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '555 010 2345',
    })
    expect(purchase.paidRoute).toBe('/api/ecomm/paidPBS')
    expect(purchase.paidBody).toEqual({ name: 'Jordan Lee', email: 'jordan@example.com', phone: '555 010 2345' })
    expect(purchase.next({ orderId: 'ord_1' })).toBe('/complete/pbs?order=ord_1')
  })

  it('for a basket: the order fields to paidSM, then the shop completion page', () => {
    const order = {
      items: [{ sku: 'BEC-16', quantity: 2 }],
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      address: '12 Elm St',
      city: 'Springfield',
      state: 'IL',
      country: 'US',
      zip: '62701',
    }
    const purchase = shopPurchase(order)
    expect(purchase).toMatchObject({ order, paidRoute: '/api/ecomm/paidSM', paidBody: order })
    expect(purchase.next({ orderId: 'ord_2' })).toBe(`${SHOP_COMPLETE_PATH}?order=ord_2`)
    expect(purchase.next({})).toBeNull()
  })
})
