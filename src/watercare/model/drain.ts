/**
 * The widely used drain-and-refill rule: days between refills = gallons ÷ 3 ÷ bathers per day (Backyard
 * Oasis; Anchorage's public-spa code words the same rule as one third of the gallons ÷ bather periods).
 */

export function drainIntervalDays(gallons: number, bathersPerDay: number): number {
  return gallons / 3 / bathersPerDay
}

/**
 * The rule in whole days, never fewer than one: rounded down, so the date comes a day early rather than
 * late. The calculator's "drain by" and the reminders' drain date both count these days.
 */
export const drainDays = (days: number): number => Math.max(1, Math.floor(days))
