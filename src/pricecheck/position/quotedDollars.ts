/** The plausible range of a hot tub quote; anything outside is a typo or not a tub's price. */
export const PLAUSIBLE_QUOTE = { minDollars: 500, maxDollars: 100_000 } as const

// "$9,800", "9800", "9,800 USD", "$12,499.99", "usd 7500": one amount, commas only as thousands separators.
const PRICE = /^(?:\$|usd)?\s*(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?\s*(?:usd|dollars?)?$/i

/** Whole dollars (cents rounded) from a price as buyers type it; null when the text is not one price. */
export function parseDollars(text: string): number | null {
  const match = PRICE.exec(text.trim())
  if (!match) return null
  const dollars = Number(match[1]!.replace(/,/g, ''))
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0
  return Math.round(dollars + cents / 100)
}

export const isPlausibleQuote = (dollars: number): boolean =>
  dollars >= PLAUSIBLE_QUOTE.minDollars && dollars <= PLAUSIBLE_QUOTE.maxDollars

/** A stored quote's whole dollars, or null when it cannot be read or is not a plausible tub price. */
export function quotedDollars(text: string): number | null {
  const dollars = parseDollars(text)
  return dollars !== null && isPlausibleQuote(dollars) ? dollars : null
}
