import { describe, expect, it } from 'vitest'

import { evaluationReadyEmail, orderReceipt, paidOrderForStaff, type ReceiptOrder } from '@/commerce/mail/orderEmails'
import { shopOrderForSeller, shopReceipt, type ShopOrder } from '@/commerce/mail/shopOrderEmails'

const site = { productName: 'TubWise', supportEmail: 'support@tubwise.example' }
const service = (demo: boolean): ReceiptOrder => ({
  orderRef: 'r3fOrderRef0000000000000',
  product: 'eval',
  name: 'Robin Q Public',
  email: 'robin@example.com',
  amount: 995,
  demo,
})
const shop = (provider: ShopOrder['provider']): ShopOrder => ({
  id: 7,
  orderRef: 'r3fOrderRef0000000000001',
  name: 'Robin Q Public',
  email: 'robin@example.com',
  amount: 2651,
  paymentRef: 'demo_pi_123',
  provider,
  lines: [
    { sku: 'BEC-16', name: 'Bramblewood Enzyme Clarifier, 16 fl oz', quantity: 1, unitPrice: 2495, extended: 2495 },
  ],
  subTotal: 2495,
  tax: 156,
  shipTo: { address: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
})

const mails = (demo: boolean) => [
  orderReceipt({ ...site, order: service(demo) }),
  paidOrderForStaff({
    productName: 'TubWise',
    staffInbox: 'staff@tubwise.example',
    order: service(demo),
    adminUrl: 'http://localhost:3000/admin/collections/orders/7',
  }),
  shopReceipt({ ...site, order: shop(demo ? 'demo' : 'stripe') }),
  shopOrderForSeller({
    productName: 'TubWise',
    to: 'orders@tubwise.example',
    order: shop(demo ? 'demo' : 'paypal'),
    adminUrl: 'http://localhost:3000/admin/collections/orders/7',
  }),
  evaluationReadyEmail({
    ...site,
    to: 'robin@example.com',
    name: 'Robin Q Public',
    url: 'http://localhost:3000/eval/e1',
    demo,
  }),
]

describe('e-mails about an order the demo provider paid', () => {
  it('say DEMO in the subject and the body, to the buyer and to staff: no money was taken', () => {
    for (const mail of mails(true)) {
      expect(mail.subject, mail.template).toMatch(/^\[DEMO\] /)
      expect(mail.text, mail.template).toContain('DEMO ORDER: paid with the demo payment provider. No money was taken')
      expect(mail.html, mail.template).toContain('DEMO ORDER')
    }
  })

  it('say nothing of a demo when a real provider took the money', () => {
    for (const mail of mails(false)) {
      expect(`${mail.subject}\n${mail.text}`, mail.template).not.toContain('DEMO')
    }
  })
})
