/** How many weeks the dashboard charts show. */
export const WEEKS_SHOWN = 12

const DAY_MS = 86_400_000
const WEEK_MS = 7 * DAY_MS

/** One week, from Monday 00:00 UTC (included) to the next Monday (excluded). */
export type Week = { start: Date; end: Date }

/**
 * The last `count` weeks, oldest first, each starting on a Monday at midnight UTC; the last one
 * is the current week, which is still under way. UTC has no daylight saving: every week is 7 days.
 */
export function lastWeeks(now: Date, count = WEEKS_SHOWN): Week[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const thisMonday = midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS
  return Array.from({ length: count }, (_, index) => {
    const start = thisMonday - (count - 1 - index) * WEEK_MS
    return { start: new Date(start), end: new Date(start + WEEK_MS) }
  })
}

const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "Mon Sep 7, 2026": the week by its Monday. */
export const weekLabel = (week: Week): string => dayMonth.format(week.start)
