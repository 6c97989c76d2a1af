import type { Exclusion } from './countedQuotes'
import type { Standing } from './band'
import type { PublishedBand } from './publicPricePosition'

/**
 * What staff see beside a tub: what the public sees now (from the snapshot; without the quote's place
 * when its price cannot be read), the exact number of buyers counting today, and every quote for the
 * model, newest first, each saying whether it counts towards the band and, if not, why.
 */
export type StaffPricePosition = {
  published: (PublishedBand & { standing: Standing | null }) | null
  /** Null until the model first qualifies. */
  snapshotDate: string | null
  counting: number
  quotes: { priceCheckId: number; dollars: number; date: string; counts: boolean; exclusion: Exclusion | null }[]
}
