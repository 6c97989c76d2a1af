/**
 * The widely used drain-and-refill rule: days between refills = gallons ÷ 3 ÷ bathers per day (Backyard
 * Oasis; Anchorage's public-spa code words the same rule as one third of the gallons ÷ bather periods).
 */

export function drainIntervalDays(gallons: number, bathersPerDay: number): number {
  return gallons / 3 / bathersPerDay
}
