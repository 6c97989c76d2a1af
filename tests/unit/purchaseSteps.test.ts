import { describe, expect, it } from 'vitest'

import { completionHref, declinedMessage, PAID_ROUTE, unfinishedMessage } from '@/commerce/components/purchaseSteps'
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
