import type { PageFeatureView } from '@/content/pageFeature'

import { BuyersService } from './components/BuyersService'
import { EvaluationOffer } from './components/EvaluationOffer'
import { ShopJumpLink } from './shop/components/ShopJumpLink'
import { SpaShop } from './shop/components/SpaShop'

/** The `buyersService` page feature: the page's text as the intro to the offer, swapped for the checkout on Buy Now. */
export const buyersServiceFeature: PageFeatureView = { aroundBody: BuyersService }

/** The `evaluationOffer` page feature: the same, for the hot tub evaluation. */
export const evaluationOfferFeature: PageFeatureView = { aroundBody: EvaluationOffer }

/** The `spaShop` page feature (the enzyme review): a jump link under the title, the buy box after the review's text. */
export const spaShopFeature: PageFeatureView = { header: ShopJumpLink, afterBody: SpaShop }
