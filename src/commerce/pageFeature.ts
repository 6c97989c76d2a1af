import type { PageFeatureView } from '@/content/pageFeature'

import { BuyersService } from './components/BuyersService'
import { EvaluationOffer } from './components/EvaluationOffer'

/** The `buyersService` page feature: the page's text as the intro to the offer, swapped for the checkout on Buy Now. */
export const buyersServiceFeature: PageFeatureView = { aroundBody: BuyersService }

/** The `evaluationOffer` page feature: the same, for the hot tub evaluation. */
export const evaluationOfferFeature: PageFeatureView = { aroundBody: EvaluationOffer }
