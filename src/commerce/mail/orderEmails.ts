import type { MailMessage } from '@/platform/outbox/message'
import { echoName } from '@/mail/templates/echo'
import { mailMessage } from '@/mail/templates/mailMessage'
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

type Site = { productName: string; supportEmail: string }

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
  input: Site & { order: ReceiptOrder; link?: { label: string; url: string } },
): MailMessage {
  const { order } = input
  const service = SERVICES[order.product]
  const price = service.cents
  return mailMessage({
    audience: 'buyer',
    to: order.email,
    subject: demoSubject(order.demo, `Your receipt: ${service.name} - ${input.productName}`),
    template: `receipt-${order.product}`,
    productName: input.productName,
    heading: 'Thank you for your order',
    paragraphs: [
      ...demoParagraphs(order.demo),
      `Hi ${echoName(order.name)},`,
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
  input: Site & { to: string; name: string; url: string; demo: boolean },
): MailMessage {
  return mailMessage({
    audience: 'buyer',
    to: input.to,
    subject: demoSubject(input.demo, `Your hot tub evaluation is ready - ${input.productName}`),
    template: 'evaluation-delivered',
    productName: input.productName,
    heading: 'Your hot tub evaluation is ready',
    paragraphs: [
      ...demoParagraphs(input.demo),
      `Hi ${echoName(input.name)},`,
      'Our staff have finished your hot tub evaluation. Open it with the link below.',
    ],
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
  return mailMessage({
    audience: 'staff',
    to: input.staffInbox,
    replyTo: order.email,
    subject: demoSubject(
      order.demo,
      `[${input.productName}] Paid: ${service.name} (${formatCents(order.amount)}) from ${order.name}`,
    ),
    template: 'order-paid-staff',
    productName: input.productName,
    heading: `Paid order: ${service.name}`,
    paragraphs: [
      ...demoParagraphs(order.demo),
      `Order ${order.orderRef}, ${money(order.amount)}\nName: ` +
        `${order.name}\nE-mail: ${order.email}\nPhone: ${order.phone ?? ''}`,
    ],
    action: { label: 'Open the order in the admin', url: input.adminUrl },
  })
}
