// Written out by hand rather than with Intl.NumberFormat, for its start-up, not its calls: the first
// formatter a page creates starts the browser's number data, 50–126 ms of a phone's main thread (4× CPU
// slowdown), where no code of ours on a public page starts it otherwise; a call after that costs what
// ours does (npm run bench:numbers, docs/decisions/0039-numbers-written-by-hand.md).

/** A number with thousands separators, its decimals as they are: 18900 → "18,900", 0.1 → "0.1". */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

/** Whole dollars as the site shows them: 8900 → "$8,900" (rounded to the dollar). */
export const formatDollars = (dollars: number): string => `$${groupThousands(Math.round(dollars))}`

/** Cents as whole dollars: 30712 → "$307". */
export const centsAsDollars = (cents: number): string => formatDollars(cents / 100)

/** Cents as dollars and cents, for a monthly payment: 23263 → "$232.63". */
export function formatDollarsAndCents(cents: number): string {
  const whole = Math.floor(Math.round(cents) / 100)
  const rest = Math.round(cents) % 100
  return `$${groupThousands(whole)}.${String(rest).padStart(2, '0')}`
}

/** 24900 → "249.00": how the site and its receipts write a price (always with cents). */
export const formatCents = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
