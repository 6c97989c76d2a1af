import { describe, expect, it } from 'vitest'

import { shopOrderForSeller, shopReceipt, type ShopOrder } from '@/commerce/mail/shopOrderEmails'
import { taxOn } from '@/commerce/shop/quote'

const order = (over: Partial<ShopOrder> = {}): ShopOrder => ({
  id: 7,
  orderRef: 'r3fOrderRef0000000000000',
  name: 'Robin Q Public',
  email: 'robin@example.com',
  amount: 2651,
  paymentRef: 'pi_123',
  provider: 'stripe',
  lines: [
    { sku: 'BEC-16', name: 'Bramblewood Enzyme Clarifier, 16 fl oz', quantity: 1, unitPrice: 2495, extended: 2495 },
  ],
  subTotal: 2495,
  tax: 156,
  shipTo: { address: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
  ...over,
})
const site = { productName: 'TubWise', supportEmail: 'support@tubwise.example' }

describe('spa-product sales tax', () => {
  it('is the rate of the subtotal rounded half up to the cent, in whole cents', () => {
    expect(taxOn(14480, 6.25)).toBe(905)
    expect(taxOn(2495, 6.25)).toBe(156) // 155.9375
    expect(taxOn(1000, 7.125)).toBe(71) // 71.25
    expect(taxOn(200, 0.25)).toBe(1) // 0.5 exactly: up
    expect(taxOn(199, 0.25)).toBe(0) // 0.4975
    expect(taxOn(3995, 8.875)).toBe(355) // 354.55625
    expect(taxOn(1_440_000, 20)).toBe(288_000)
    expect(taxOn(12345, 0)).toBe(0)
  })
})

describe('spa-product order e-mails', () => {
  it("repeat the buyer's own words in the receipt only through echo", () => {
    const hostile = order({
      name: 'Visit evil.example now',
      shipTo: {
        address: 'https://evil.example/claim',
        city: 'Call me at x@evil.example',
        state: 'IL',
        zip: '62701',
        country: 'US',
      },
    })
    const { text, html } = shopReceipt({ ...site, order: hostile })
    expect(text).toContain('Hi there,')
    expect(text).toContain('The street address you gave us\nyour town, Illinois 62701\nUnited States')
    expect(`${text}${html}`).not.toMatch(/evil/)
  })

  it("give the seller the address as typed, the sale id and the order's admin link", () => {
    const mail = shopOrderForSeller({
      productName: 'TubWise',
      to: 'orders@tubwise.example',
      order: order(),
      adminUrl: 'https://tubwise.example/admin/collections/orders/7',
    })
    expect(mail).toMatchObject({
      audience: 'staff',
      to: 'orders@tubwise.example',
      replyTo: 'robin@example.com',
      template: 'order-to-ship',
    })
    expect(mail.subject).toBe('[TubWise] Order to ship: 1 item (26.51 USD) from Robin Q Public')
    expect(mail.text).toContain('1 × Bramblewood Enzyme Clarifier, 16 fl oz at 24.95 USD each: 24.95 USD')
    expect(mail.text).toContain('Robin Q Public\n12 Elm Street\nSpringfield, IL 62701\nUS')
    expect(mail.text).toContain('Sale id: pi_123')
    expect(mail.text).toContain('Open the order in the admin: https://tubwise.example/admin/collections/orders/7')
  })
})
