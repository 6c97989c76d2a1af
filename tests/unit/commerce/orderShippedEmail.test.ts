import { describe, expect, it } from 'vitest'

import { orderShippedEmail } from '@/commerce/mail/shippingEmails'

const order = {
  orderRef: 'BS-abc123',
  name: 'Robin Buyer',
  email: 'robin@example.com',
  lines: [{ name: 'Enzyme spa treatment 16 oz', quantity: 2 }],
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
}

describe('the shipped e-mail', () => {
  it('goes to the buyer with the order, what shipped, the carrier and the tracking number', () => {
    const mail = orderShippedEmail({ productName: 'TubWise', supportEmail: 'support@tubwise.example', order })
    expect(mail).toMatchObject({
      audience: 'buyer',
      to: 'robin@example.com',
      template: 'order-shipped',
      subject: 'Your order BS-abc123 has shipped - TubWise',
    })
    expect(mail.text).toContain('Hi Robin Buyer,')
    expect(mail.text).toContain('Order BS-abc123 has left us:\n2 x Enzyme spa treatment 16 oz')
    expect(mail.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784')
    expect(mail.html).toContain('1Z999AA10123456784')
  })

  it("repeats the buyer's name only when it cannot carry a link", () => {
    const mail = orderShippedEmail({
      productName: 'TubWise',
      supportEmail: 'support@tubwise.example',
      order: { ...order, name: 'Win a prize at evil.example' },
    })
    expect(mail.text).toContain('Hi there,')
    expect(mail.text).not.toContain('evil')
  })
})
