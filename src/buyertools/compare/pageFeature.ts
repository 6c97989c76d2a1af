import type { PageFeatureView } from '@/content/pageFeature'

import { CompareSection } from './components/CompareSection'

/** The `compareTubs` page feature: the page's text explains the sum, the comparison follows it. */
export const compareTubsFeature: PageFeatureView = { afterBody: CompareSection }
