import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { PayloadRequest } from 'payload'

import { splitName } from '@/leads/schemas'
import { requestLeadInfo } from '@/leads/server/leadInfo'
import { createLead, findLead } from '@/leads/server/leads'
import { sendMail } from '@/mail/sendMail'
import type { Order } from '@/payload-types'
import { inTransaction, transactionDb } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/site/siteUrl'

import { orderReceipt, paidOrderForStaff, type ReceiptOrder } from '../mail/orderEmails'
import { isServiceProduct, SERVICES } from '../prices'
import { newPublicRef } from '@/server/publicRef'
import { evaluationUrl } from './links'
import { afterOrderPaid } from './orderPaidHooks'

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type OrdersTable = Record<'id' | 'status' | 'paidAt' | 'updatedAt', never>
type Drizzle = {
  update: (table: OrdersTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]> }
    }
  }
}

/**
 * Moves the order from pending to paid with one conditional UPDATE: of any number of callers
 * (browser, webhook, repeats, several servers) exactly one gets the row; the others wait for its
 * transaction (PostgreSQL's row lock, SQLite's single writer) and then find it paid.
 */
async function claimOrder(req: PayloadRequest, orderId: number): Promise<boolean> {
  const table = (req.payload.db as unknown as { tables: Record<string, OrdersTable> }).tables.orders!
  const db = await transactionDb<Drizzle>(req)
  const now = new Date().toISOString()
  const claimed = await db
    .update(table)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(table.id, orderId), eq(table.status, 'pending')))
    .returning({ id: table.id })
  return claimed.length > 0
}

/** What the paid order sets in motion, by product: evaluation, lead and form link, receipt, staff notice. */
async function fulfilPaidOrder(req: PayloadRequest, order: Order): Promise<void> {
  if (!isServiceProduct(order.product)) throw new Error(`no fulfilment for product ${order.product}`)
  const product = order.product
  const settings = await readSiteSettings(req)
  const site = { productName: settings.productName, supportEmail: settings.supportEmail }
  const receiptOrder: ReceiptOrder = { orderRef: order.orderRef, product, name: order.name, email: order.email, phone: order.phone, amount: order.amount }
  const update = (data: Partial<Order>) => req.payload.update({ collection: 'orders', id: order.id, data, overrideAccess: true, req })

  if (product === 'eval') {
    const evaluation = await req.payload.create({
      collection: 'evaluations',
      data: { evalId: newPublicRef(), name: order.name, email: order.email, order: order.id, status: 'received' },
      overrideAccess: true,
      req,
    })
    await update({ evaluation: evaluation.id })
    await sendMail(req, orderReceipt({ ...site, order: receiptOrder, link: { label: 'Follow my evaluation', url: evaluationUrl(evaluation.evalId) } }))
  } else if (product === 'pbs' || product === 'pbscheap') {
    const source = SERVICES[product].leadSource
    const { leadId } = await createLead(req, { ...splitName(order.name), email: order.email, phone: order.phone ?? undefined, source })
    const lead = await findLead(req, leadId)
    if (lead) await update({ lead: lead.id })
    await sendMail(req, orderReceipt({ ...site, order: receiptOrder }))
    await requestLeadInfo(req, leadId, { audience: 'buyer' })
  } else {
    await sendMail(req, orderReceipt({ ...site, order: receiptOrder }))
  }

  const adminUrl = new URL(`/admin/collections/orders/${order.id}`, siteUrl()).toString()
  await sendMail(req, paidOrderForStaff({ productName: settings.productName, staffInbox: settings.staffInbox, order: receiptOrder, adminUrl }))
  await afterOrderPaid(req, order)
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
    const fulfilled = await claimOrder(req, orderId)
    const read = () => req.payload.findByID({ collection: 'orders', id: orderId, depth: 1, overrideAccess: true, req })
    if (fulfilled) await fulfilPaidOrder(req, await read())
    return { fulfilled, order: await read() }
  })
}
