import type { PayloadRequest } from 'payload'

import { splitName } from '@/leads/schemas'
import { requestLeadInfo } from '@/leads/server/leadInfo'
import { createLead } from '@/leads/server/leads'
import { sendMail } from '@/platform/outbox/sendMail'
import type { Order } from '@/payload-types'
import { announce } from '@/platform/plugins/platformCalls'
import { newPublicRef } from '@/platform/tokens/publicRef'
import { stampOnce } from '@/platform/db/statements/stampOnce'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import type { SiteSettingsValues } from '@/site/settings/defaults'

import { orderReceipt, paidOrderForStaff, type ReceiptOrder } from '../mail/orderEmails'
import { isDemoPaid } from '../demoPaid'
import { shopOrderForSeller, shopReceipt } from '../mail/shopOrderEmails'
import { SHOP_PRODUCT } from '../orderStates'
import { isServiceProduct, SERVICES } from '../prices'
import { evaluationUrl, orderAdminUrl } from './links'

/** What a paid service sets in motion, by product: evaluation, lead and form link, receipt, staff notice. */
async function fulfilServiceOrder(req: PayloadRequest, order: Order, settings: SiteSettingsValues): Promise<void> {
  if (!isServiceProduct(order.product)) throw new Error(`no fulfilment for product ${order.product}`)
  const product = order.product
  const site = { productName: settings.productName, supportEmail: settings.supportEmail }
  const receiptOrder: ReceiptOrder = {
    orderRef: order.orderRef,
    product,
    name: order.name,
    email: order.email,
    phone: order.phone,
    amount: order.amount,
    demo: isDemoPaid(order),
  }
  const update = (data: Partial<Order>) =>
    req.payload.update({ collection: 'orders', id: order.id, data, overrideAccess: true, req })

  if (product === 'eval') {
    const evaluation = await req.payload.create({
      collection: 'evaluations',
      data: { evalId: newPublicRef(), name: order.name, email: order.email, order: order.id, status: 'received' },
      overrideAccess: true,
      req,
    })
    await update({ evaluation: evaluation.id })
    await sendMail(
      req,
      orderReceipt({
        ...site,
        order: receiptOrder,
        link: { label: 'Follow my evaluation', url: evaluationUrl(evaluation.evalId) },
      }),
    )
  } else if (product === 'pbs' || product === 'pbscheap') {
    const source = SERVICES[product].leadSource
    const lead = await createLead(req, {
      ...splitName(order.name),
      email: order.email,
      phone: order.phone ?? undefined,
      source,
    })
    await update({ lead: lead.id })
    await sendMail(req, orderReceipt({ ...site, order: receiptOrder }))
    await requestLeadInfo(req, lead.leadId, { audience: 'buyer' })
  } else {
    await sendMail(req, orderReceipt({ ...site, order: receiptOrder }))
  }
  await sendMail(
    req,
    paidOrderForStaff({
      productName: settings.productName,
      staffInbox: settings.staffInbox,
      order: receiptOrder,
      adminUrl: orderAdminUrl(order.id),
    }),
  )
}

/** What a paid spa-product order sets in motion: the buyer's receipt and the seller's order e-mail (no lead). */
async function fulfilShopOrder(req: PayloadRequest, order: Order, settings: SiteSettingsValues): Promise<void> {
  await sendMail(req, shopReceipt({ productName: settings.productName, supportEmail: settings.supportEmail, order }))
  const to = settings.ordersInbox || settings.staffInbox
  await sendMail(
    req,
    shopOrderForSeller({ productName: settings.productName, to, order, adminUrl: orderAdminUrl(order.id) }),
  )
}

/** Everything a paid order sets in motion, then `orderPaid` announced (the CRM follows it with the order's deal). */
async function fulfilPaidOrder(req: PayloadRequest, order: Order): Promise<void> {
  const settings = await readSiteSettings(req)
  if (order.product === SHOP_PRODUCT) await fulfilShopOrder(req, order, settings)
  else await fulfilServiceOrder(req, order, settings)
  await announce(req, 'orderPaid', order.id)
}

export type Fulfilment = {
  /** True for the one call that claimed the order and fulfilled it; false when it was already paid. */
  fulfilled: boolean
  /** The order as it now stands (depth 1: its evaluation and lead populated). */
  order: Order
}

/**
 * THE fulfilment of a verified payment, for the paid* routes and the webhooks alike: claims the
 * order (pending → paid) and, only for the caller that claimed it, fulfils it, all in the
 * caller's unit of work (`req`). Exactly once however often and from wherever it is called.
 * The caller has checked the payment with the provider first (`paymentProblem`).
 */
export async function fulfilOrder(req: PayloadRequest, orderId: number): Promise<Fulfilment> {
  return inTransaction(req, async (req) => {
    // The claim: pending → paid in one conditional UPDATE (only while `paidAt` is empty). Of any
    // number of callers (browser, webhook, repeats, several servers) exactly one gets the row; the
    // others wait for its transaction and then find the order paid.
    const fulfilled = (await stampOnce(req, 'orders', orderId, 'paidAt', { status: 'paid' })) !== null
    const read = () => req.payload.findByID({ collection: 'orders', id: orderId, depth: 1, overrideAccess: true, req })
    if (fulfilled) await fulfilPaidOrder(req, await read())
    return { fulfilled, order: await read() }
  })
}
