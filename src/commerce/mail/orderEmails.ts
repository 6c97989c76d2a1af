import type { MailMessage } from '@/platform/outbox/message'
import { type MailSite, mailMessage, staffSubject, visitorSubject } from '@/mail/templates/mailMessage'
import { formatCents } from '@/site/numbers'

import { demoParagraphs, demoSubject } from '../demoPaid'
import { CURRENCY, SERVICES, type ServiceProduct } from '../prices'

/** What a receipt needs of a paid order. */
export type ReceiptOrder = {
  orderRef: string
  product: ServiceProduct
  name: string
  email: string
  phone?: string | null
  amount: number
  demo: boolean
}

const money = (cents: number) => `${formatCents(cents)} ${CURRENCY.toUpperCase()}`

const NEXT_STEP: Record<ServiceProduct, string> = {
  eval:
    'Our staff will write your hot tub evaluation. You can follow ' +
    'its progress, and read it once it is ready, at the link below.',
  consult: 'We will call you at the number you gave to arrange your consultation.',
  pbscheap:
    'We will send you a short form about the tub you want; together ' +
    'with a call from us, that starts your guided buyers service.',
  pbs:
    'We will send you a short form about the tub you want; together ' +
    'with a call from us, that starts your full private buyers service.',
}

/**
 * To the buyer, at the address given with a verified payment: what was paid, from the price
 * table (never the browser's figure), and what happens next. Visitor text only through `echo`.
 */
export function orderReceipt(
  input: MailSite & { order: ReceiptOrder; link?: { label: string; url: string } },
): MailMessage {
  const { order } = input
  const service = SERVICES[order.product]
  const price = service.cents
  return mailMessage(input, {
    audience: 'buyer',
    to: order.email,
    subject: demoSubject(order.demo, visitorSubject(input, `Your receipt: ${service.name}`)),
    template: `receipt-${order.product}`,
    heading: 'Thank you for your order',
    notices: demoParagraphs(order.demo),
    greeting: order.name,
    paragraphs: [
      `Order ${order.orderRef}\n${service.name}: ${money(price)}\nTotal paid: ${money(price)}`,
      NEXT_STEP[order.product],
    ],
    ...(input.link ? { action: input.link } : {}),
    footer:
      `Keep this e-mail as your receipt. Questions about your order? ` +
      `Write to ${input.supportEmail} and quote the order number.`,
  })
}

/** To the buyer: the evaluation is written; the link opens it. */
export function evaluationReadyEmail(
  input: MailSite & { to: string; name: string; url: string; demo: boolean },
): MailMessage {
  return mailMessage(input, {
    audience: 'buyer',
    to: input.to,
    subject: demoSubject(input.demo, visitorSubject(input, 'Your hot tub evaluation is ready')),
    template: 'evaluation-delivered',
    heading: 'Your hot tub evaluation is ready',
    notices: demoParagraphs(input.demo),
    greeting: input.name,
    paragraphs: ['Our staff have finished your hot tub evaluation. Open it with the link below.'],
    action: { label: 'Read my evaluation', url: input.url },
    footer: `This link is personal to you. Questions? Write to ${input.supportEmail}.`,
  })
}

/** To the staff inbox: a paid order to act on. */
export function paidOrderForStaff(input: {
  productName: string
  staffInbox: string
  order: ReceiptOrder
  adminUrl: string
}): MailMessage {
  const { order } = input
  const service = SERVICES[order.product]
  return mailMessage(input, {
    audience: 'staff',
    to: input.staffInbox,
    replyTo: order.email,
    subject: demoSubject(
      order.demo,
      staffSubject(input, `Paid: ${service.name} (${formatCents(order.amount)}) from ${order.name}`),
    ),
    template: 'order-paid-staff',
    heading: `Paid order: ${service.name}`,
    notices: demoParagraphs(order.demo),
    paragraphs: [
      `Order ${order.orderRef}, ${money(order.amount)}\nName: ` +
        `${order.name}\nE-mail: ${order.email}\nPhone: ${order.phone ?? ''}`,
    ],
    action: { label: 'Open the order in the admin', url: input.adminUrl },
  })
}
