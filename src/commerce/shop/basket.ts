import { formatCents } from '@/site/numbers'

import type { CatalogueItem } from './catalog'

/** Where this tab's basket is kept (session storage); a page holding one starts the app at once. */
export const BASKET_STORAGE_KEY = 'tubwise-basket'

/** One line of the buy box's basket: a product in one size, and how many. */
export type BasketLine = { sku: string; quantity: number }

/** The shop's limits as the buy box applies them (the server's schema enforces the same). */
export type BasketLimits = { maxQuantity: number; maxLines: number }

type Change = { basket: BasketLine[]; message: string; refused: boolean }

/** How a product in one size is named to the buyer: "Bramblewood Enzyme Clarifier, 16 fl oz". */
export const itemLabel = (item: Pick<CatalogueItem, 'name' | 'size'>): string =>
  item.size ? `${item.name}, ${item.size}` : item.name

/**
 * Adds `quantity` of `item`: a size already in the basket only raises its quantity, capped at the
 * limit with a message saying so; a quantity outside 1 to the limit is refused and changes nothing.
 */
export function addToBasket(basket: BasketLine[], item: CatalogueItem, quantity: number, limits: BasketLimits): Change {
  const label = itemLabel(item)
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > limits.maxQuantity) {
    return { basket, message: `Choose a quantity from 1 to ${limits.maxQuantity}.`, refused: true }
  }
  const existing = basket.find((line) => line.sku === item.sku)
  if (!existing) {
    if (basket.length >= limits.maxLines)
      return { basket, message: `An order can hold up to ${limits.maxLines} different products.`, refused: true }
    return {
      basket: [...basket, { sku: item.sku, quantity }],
      message: `Added ${quantity} × ${label} to your order.`,
      refused: false,
    }
  }
  if (existing.quantity >= limits.maxQuantity) {
    return {
      basket,
      message: `Your order already has ${limits.maxQuantity} × ${label}, the most one order can hold.`,
      refused: true,
    }
  }
  const total = Math.min(existing.quantity + quantity, limits.maxQuantity)
  const next = basket.map((line) => (line.sku === item.sku ? { ...line, quantity: total } : line))
  const capped = existing.quantity + quantity > limits.maxQuantity
  return {
    basket: next,
    message: capped
      ? `Your order now has ${total} × ${label}, the most one order can hold.`
      : `Your order now has ${total} × ${label}.`,
    refused: capped,
  }
}

/** The basket without the line of `sku`. */
export const removeFromBasket = (basket: BasketLine[], sku: string): BasketLine[] =>
  basket.filter((line) => line.sku !== sku)

/** Each line with its catalogue item and price (cents), leaving out any sku no longer on sale. */
export function pricedLines(basket: BasketLine[], catalogue: CatalogueItem[]) {
  return basket.flatMap((line) => {
    const item = catalogue.find((each) => each.sku === line.sku)
    return item ? [{ ...line, item, extended: item.price * line.quantity }] : []
  })
}

/**
 * The basket's items subtotal in cents (catalogue prices, before tax): what the buy box shows, never what is charged.
 */
export const basketSubtotal = (lines: { extended: number }[]): number =>
  lines.reduce((sum, line) => sum + line.extended, 0)

/** 2495 → "24.95 USD". */
export const usd = (cents: number): string => `${formatCents(cents)} USD`
