import { describe, expect, it } from 'vitest'

import { addToBasket, basketSubtotal, pricedLines, removeFromBasket } from '@/commerce/shop/basket'
import type { CatalogueItem } from '@/commerce/shop/catalog'
import { MAX_LINES, MAX_QUANTITY } from '@/commerce/shop/schemas'

const item = (sku: string, size: string, price: number): CatalogueItem => ({
  sku,
  name: 'Bramblewood Enzyme Clarifier',
  size,
  price,
  shortDescription: null,
  imageUrl: null,
})
const small = item('BEC-16', '16 fl oz', 2495)
const large = item('BEC-32', '32 fl oz', 3995)
const limits = { maxQuantity: MAX_QUANTITY, maxLines: MAX_LINES }

describe('the buy box basket', () => {
  it('holds two sizes side by side, priced from the catalogue, with their subtotal', () => {
    const first = addToBasket([], small, 2, limits)
    const both = addToBasket(first.basket, large, 1, limits)
    expect(both.basket).toEqual([
      { sku: 'BEC-16', quantity: 2 },
      { sku: 'BEC-32', quantity: 1 },
    ])
    expect(both.refused).toBe(false)
    const lines = pricedLines(both.basket, [small, large])
    expect(lines.map((line) => line.extended)).toEqual([4990, 3995])
    expect(basketSubtotal(lines)).toBe(8985)
  })

  it('raises the quantity of a size added again, capped at the limit with a message', () => {
    const once = addToBasket([], small, 8, limits)
    const again = addToBasket(once.basket, small, 8, limits)
    expect(again.basket).toEqual([{ sku: 'BEC-16', quantity: MAX_QUANTITY }])
    expect(again.refused).toBe(true)
    expect(again.message).toBe(
      `Your order now has ${MAX_QUANTITY} × Bramblewood Enzyme Clarifier, 16 fl oz, the most one order can hold.`,
    )
    const full = addToBasket(again.basket, small, 1, limits)
    expect(full.basket).toBe(again.basket)
    expect(full.refused).toBe(true)
  })

  it('refuses a quantity outside 1 to the limit and changes nothing', () => {
    for (const quantity of [0, -1, MAX_QUANTITY + 1, 1.5, Number.NaN]) {
      const change = addToBasket([{ sku: 'BEC-32', quantity: 1 }], small, quantity, limits)
      expect(change.refused, String(quantity)).toBe(true)
      expect(change.basket).toEqual([{ sku: 'BEC-32', quantity: 1 }])
      expect(change.message).toBe(`Choose a quantity from 1 to ${MAX_QUANTITY}.`)
    }
  })

  it('refuses a new size past the number of lines an order can hold', () => {
    const change = addToBasket([{ sku: 'BEC-32', quantity: 1 }], small, 1, { maxQuantity: MAX_QUANTITY, maxLines: 1 })
    expect(change.refused).toBe(true)
    expect(change.basket).toEqual([{ sku: 'BEC-32', quantity: 1 }])
  })

  it('removes a line, and leaves out a size no longer on sale', () => {
    const basket = [
      { sku: 'BEC-16', quantity: 2 },
      { sku: 'BEC-32', quantity: 1 },
    ]
    expect(removeFromBasket(basket, 'BEC-16')).toEqual([{ sku: 'BEC-32', quantity: 1 }])
    expect(pricedLines(basket, [large]).map((line) => line.sku)).toEqual(['BEC-32'])
  })
})
