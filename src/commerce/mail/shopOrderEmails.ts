import type { MailMessage } from '@/platform/outbox/message'
import { echo } from '@/mail/templates/echo'
import { type MailSite, mailMessage, staffSubject, visitorSubject } from '@/mail/templates/mailMessage'
import type { Order } from '@/payload-types'

import { demoParagraphs, demoSubject, isDemoPaid } from '../demoPaid'
import { CURRENCY } from '../prices'
import { formatCents } from '@/site/numbers'
import { US_STATES } from '@/site/usStates'

/** What the shop's e-mails need of a paid spa-product order (the lines at the prices it was sold for). */
export type ShopOrder = Pick<
  Order,
  'id' | 'orderRef' | 'name' | 'email' | 'amount' | 'paymentRef' | 'provider' | 'lines' | 'subTotal' | 'tax' | 'shipTo'
>

const money = (cents: number) => `${formatCents(cents)} ${CURRENCY.toUpperCase()}`

const lineText = (line: NonNullable<Order['lines']>[number]) =>
  `${line.quantity} × ${line.name} at ${money(line.unitPrice)} each: ${money(line.extended)}`

const totals = (order: ShopOrder) =>
  [
    ...(order.lines ?? []).map(lineText),
    '',
    `Subtotal: ${money(order.subTotal ?? 0)}`,
    `Tax: ${money(order.tax ?? 0)}`,
    `Total paid: ${money(order.amount)}`,
  ].join('\n')

const stateName = (code: string | null | undefined) =>
  code && Object.hasOwn(US_STATES, code) ? US_STATES[code as keyof typeof US_STATES] : null

/** The address as staff read it: exactly as the buyer typed it (the seller's own inbox). */
const addressForStaff = (shipTo: ShopOrder['shipTo']) =>
  [
    shipTo?.address ?? '',
    `${shipTo?.city ?? ''}, ${shipTo?.state ?? ''} ${shipTo?.zip ?? ''}`,
    shipTo?.country ?? '',
  ].join('\n')

/** A ZIP code (5 digits, or ZIP+4) as the checkout took it; anything else is left out. */
const zipOrNothing = (zip: string | null | undefined) => (zip && /^\d{5}(-\d{4})?$/.test(zip) ? zip : '')

/** The address as the buyer's receipt repeats it: visitor text, so only through `echo`. */
const addressForBuyer = (shipTo: ShopOrder['shipTo']) =>
  [
    echo(shipTo?.address, 'The street address you gave us'),
    (
      `${echo(shipTo?.city, 'your town')}, ` +
      `${echo(stateName(shipTo?.state), 'your state')} ${zipOrNothing(shipTo?.zip)}`
    ).trim(),
    'United States',
  ].join('\n')

/**
 * To the buyer, at the address given with a verified payment: every line at the price it was
 * sold for, the subtotal, tax and total (all the server's), and where it ships.
 */
export function shopReceipt(input: MailSite & { order: ShopOrder }): MailMessage {
  const { order } = input
  return mailMessage(input, {
    audience: 'buyer',
    to: order.email,
    subject: demoSubject(isDemoPaid(order), visitorSubject(input, `Your receipt: order ${order.orderRef}`)),
    template: 'receipt-products',
    heading: 'Thank you for your order',
    notices: demoParagraphs(isDemoPaid(order)),
    greeting: order.name,
    paragraphs: [
      `Thanks for shopping with us. Here is what you bought, order ${order.orderRef}:`,
      totals(order),
      `We will ship it to:\n${addressForBuyer(order.shipTo)}`,
      'We will e-mail you again when your order is on its way, with the carrier and tracking number.',
    ],
    footer:
      `Keep this e-mail as your receipt. Questions about your order? ` +
      `Write to ${input.supportEmail} and quote the order number.`,
  })
}

/**
 * THE order e-mail to the seller (site-spec: "an order e-mail to the seller" that links to the
 * admin): to the orders inbox, every line, where to ship it, the sale id, and the order's admin page.
 */
export function shopOrderForSeller(input: {
  productName: string
  to: string
  order: ShopOrder
  adminUrl: string
}): MailMessage {
  const { order } = input
  const units = (order.lines ?? []).reduce((sum, line) => sum + line.quantity, 0)
  return mailMessage(input, {
    audience: 'staff',
    to: input.to,
    replyTo: order.email,
    subject: demoSubject(
      isDemoPaid(order),
      staffSubject(
        input,
        `Order to ship: ${units} item${units === 1 ? '' : 's'} (${money(order.amount)}) from ${order.name}`,
      ),
    ),
    template: 'order-to-ship',
    heading: `Order to ship: ${order.orderRef}`,
    notices: demoParagraphs(isDemoPaid(order)),
    paragraphs: [
      totals(order),
      `Ship to:\n${order.name}\n${addressForStaff(order.shipTo)}`,
      `Buyer's e-mail: ${order.email}\nSale id: ${order.paymentRef}`,
      'Mark it shipped in the admin, with the carrier and tracking ' +
        'number, once it is on its way: the buyer is told then.',
    ],
    action: { label: 'Open the order in the admin', url: input.adminUrl },
  })
}
