const DAY_MS = 24 * 60 * 60_000

/** The UTC day of `at`, as the use counters name it: `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

/** The first moment of the UTC day `days` days before `now`'s (0: today's). */
export const startOfDayBefore = (now: Date, days: number): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY_MS)
