import { buyersServiceFeature, evaluationOfferFeature, spaShopFeature } from '@/commerce/pageFeature'
import { valuePromotionFeature } from '@/content/components/valuePromotionFeature'
import type { PageFeatureRegistry } from '@/content/pageFeature'
import { priceCheckerFeature } from '@/pricecheck/pageFeature'

/**
 * The one place page features meet content: each `PageFeature` a post may name, mapped to the
 * view its capability registers. A name with no entry renders the page without a feature.
 */
export const pageFeatures: PageFeatureRegistry = {
  valuePromotion: valuePromotionFeature,
  priceChecker: priceCheckerFeature,
  buyersService: buyersServiceFeature,
  evaluationOffer: evaluationOfferFeature,
  spaShop: spaShopFeature,
}
