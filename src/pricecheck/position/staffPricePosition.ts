import type { Scope } from './comparableScope'
import type { PriceBand, PricePosition } from './pricePosition'

/**
 * What staff see beside a tub: the public position (without the quote's place when its price
 * cannot be read), its exact count and the quotes behind it, newest first.
 */
export type StaffPricePosition = {
  scope: Scope | null
  position: PriceBand | PricePosition | null
  count: number
  quotes: { priceCheckId: number; dollars: number; date: string }[]
}
