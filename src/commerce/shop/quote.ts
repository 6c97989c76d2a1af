import type { Payload, PayloadRequest } from 'payload'

import { isRequest } from '@/platform/unitOfWork/transaction'

import { SHOP_PRODUCT } from '../orderStates'
import type { Sale, SaleDetails } from '../server/orders'
import { SHOP_MESSAGES, type ShopLineInput } from './schemas'
import type { UsState } from '@/site/usStates'

/** One line of a priced basket (cents). */
export type QuotedLine = { sku: string; name: string; quantity: number; unitPrice: number; extended: number }

/** A basket priced by the server: every figure in integer cents. */
export type Quote = { lines: QuotedLine[]; subTotal: number; tax: number; total: number }

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; errors: Record<string, string> }

/** How a line names what was bought: the product and its size ("Bramblewood Enzyme Clarifier, 16 fl oz"). */
export const lineName = (product: { name: string; size?: string | null }) =>
  product.size ? `${product.name}, ${product.size}` : product.name

// Rates are stored as percent with up to three decimals; as an integer count of 1/1000 %,
// tax = subTotal × rate / 100 000, rounded half up, in integer arithmetic (no float cents).
const RATE_SCALE = 1000
export function taxOn(subTotal: number, ratePercent: number): number {
  const rate = Math.round(ratePercent * RATE_SCALE)
  const divisor = 100 * RATE_SCALE
  return Math.floor((subTotal * rate + divisor / 2) / divisor)
}

/**
 * THE pricing of a spa-product basket, from the server's own catalogue: each sku must be an
 * ACTIVE product (else a field error on that line), and the tax is the shipping state's rate
 * (no row: no tax). Given a unit of work's `req`, reads inside it.
 */
export async function quoteOrder(
  scope: Payload | PayloadRequest,
  items: ShopLineInput[],
  state: UsState,
): Promise<QuoteResult> {
  const [payload, req] = isRequest(scope) ? [scope.payload, scope] : [scope, undefined]
  const { docs: products } = await payload.find({
    collection: 'spa-products',
    where: { and: [{ sku: { in: items.map((item) => item.sku) } }, { active: { equals: true } }] },
    limit: items.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const bySku = new Map(products.map((product) => [product.sku, product]))
  const errors: Record<string, string> = {}
  const lines: QuotedLine[] = []
  items.forEach((item, index) => {
    const product = bySku.get(item.sku)
    if (!product) errors[`items.${index}.sku`] = SHOP_MESSAGES.sku
    else
      lines.push({
        sku: product.sku,
        name: lineName(product),
        quantity: item.quantity,
        unitPrice: product.price,
        extended: product.price * item.quantity,
      })
  })
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const { docs: rates } = await payload.find({
    collection: 'tax-rates',
    where: { state: { equals: state } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const subTotal = lines.reduce((sum, line) => sum + line.extended, 0)
  const tax = rates[0] ? taxOn(subTotal, rates[0].rate) : 0
  return { ok: true, quote: { lines, subTotal, tax, total: subTotal + tax } }
}

/**
 * The sale a quote makes: its total, charged as one "Spa products order", the lines and where to ship stored on the
 * order.
 */
export const shopSale = (quote: Quote, shipTo: NonNullable<SaleDetails['shipTo']>): Sale => ({
  product: SHOP_PRODUCT,
  amount: quote.total,
  description: 'Spa products order',
  details: { lines: quote.lines, subTotal: quote.subTotal, tax: quote.tax, shipTo },
})
