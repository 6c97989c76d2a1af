import type { PageFeatureView } from '@/content/pageFeature'

import { PriceCheckJumpLink } from './components/PriceCheckJumpLink'
import { PriceCheckSection } from './components/PriceCheckSection'

/** The `priceChecker` page feature: a jump link under the title, the form after the page's text. */
export const priceCheckerFeature: PageFeatureView = { header: PriceCheckJumpLink, afterBody: PriceCheckSection }
