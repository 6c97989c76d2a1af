import type { PageFeatureView } from '@/content/pageFeature'

import { RunningCostSection } from './components/RunningCostSection'

/** The `runningCost` page feature: the page's text explains the model, the calculator follows it. */
export const runningCostFeature: PageFeatureView = { afterBody: RunningCostSection }
