/**
 * When a model's published band may change: at most once in 30 days, and only once at least 5
 * buyers had a quote for it reviewed since the last snapshot (the first snapshot as soon as the model
 * qualifies). Watching the band therefore never shows the effect of one quote: each change mixes at
 * least five, and comes at most monthly.
 */
export const SNAPSHOT_RULES = { minDaysBetween: 30, minNewBuyers: 5, maxAgeDays: 365 } as const

const DAY_MS = 24 * 60 * 60 * 1000

export function snapshotDue(previous: { computedAt: string } | null, now: Date, newBuyers: number): boolean {
  if (!previous) return true
  const days = (now.getTime() - Date.parse(previous.computedAt)) / DAY_MS
  return days >= SNAPSHOT_RULES.minDaysBetween && newBuyers >= SNAPSHOT_RULES.minNewBuyers
}

/** Distinct buyers whose quote's report was sent after `since`. */
export function newBuyersSince(quotes: readonly { buyer: string; reportSentAt: string | null }[], since: string) {
  const after = Date.parse(since)
  return new Set(
    quotes.filter((quote) => quote.reportSentAt && Date.parse(quote.reportSentAt) > after).map((quote) => quote.buyer),
  ).size
}

/**
 * Whether a snapshot is too old to publish. Its quotes were at most 24 months old when it was taken, so
 * a year later some are three years old: rather than publish that, the band is withdrawn until five new
 * reviewed buyers bring a new snapshot. Withdrawing by age alone reveals no quote.
 */
export function snapshotTooOld(snapshot: { computedAt: string }, now: Date): boolean {
  return (now.getTime() - Date.parse(snapshot.computedAt)) / DAY_MS > SNAPSHOT_RULES.maxAgeDays
}
