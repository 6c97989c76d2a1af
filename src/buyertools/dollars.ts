/** Cents as the tools show them: whole dollars with thousands separators, 30712 → "$307". */
export const wholeDollars = (cents: number): string =>
  `$${Math.round(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`
