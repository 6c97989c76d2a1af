import type { MailMessage } from '@/platform/outbox/message'
import { type MailSite, mailMessage, visitorSubject } from '@/mail/templates/mailMessage'

/** What the shipped e-mail needs of a spa-product order that staff marked shipped. */
export type ShippedOrder = {
  orderRef: string
  name: string
  email: string
  lines: { name: string; quantity: number }[]
  carrier: string
  trackingNumber: string
}

/**
 * To the buyer, when staff mark the order shipped: what went out, with which carrier and tracking
 * number. The carrier and tracking number are staff's words; the buyer's name is visitor text, so
 * only through `echo`.
 */
export function orderShippedEmail(input: MailSite & { order: ShippedOrder }): MailMessage {
  const { order } = input
  const shipped = order.lines.map((line) => `${line.quantity} x ${line.name}`).join('\n')
  return mailMessage(input, {
    audience: 'buyer',
    to: order.email,
    subject: visitorSubject(input, `Your order ${order.orderRef} has shipped`),
    template: 'order-shipped',
    heading: 'Your order is on its way',
    greeting: order.name,
    paragraphs: [
      `Order ${order.orderRef} has left us:\n${shipped}`,
      `Carrier: ${order.carrier}\nTracking number: ${order.trackingNumber}`,
    ],
    footer: `Questions about your delivery? Write to ${input.supportEmail} and quote the order number.`,
  })
}
