import type { PageFeatureView } from '@/content/pageFeature'

import { ScorecardSection } from './components/ScorecardSection'

/** The `quoteScorecard` page feature: the page's text explains the rules, the scorecard follows it. */
export const quoteScorecardFeature: PageFeatureView = { afterBody: ScorecardSection }
