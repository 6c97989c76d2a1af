import { compareTubsFeature } from '@/buyertools/compare/pageFeature'
import { quoteScorecardFeature } from '@/buyertools/scorecard/pageFeature'
import { runningCostFeature } from '@/buyertools/runningCost/pageFeature'
import { buyersServiceFeature, evaluationOfferFeature, spaShopFeature } from '@/commerce/pageFeature'
import { valuePromotionFeature } from '@/content/components/valuePromotionFeature'
import type { PageParts } from '@/content/pageFeature'
import { priceCheckerFeature } from '@/pricecheck/pageFeature'
import { questionsAreaPart } from '@/questions/pageFeature'

/**
 * The one place capabilities meet content on a post's page: each `PageFeature` a post may name,
 * mapped to the view its capability registers (a name with no entry renders the page without a
 * feature), and the questions area under articles.
 */
export const pageParts: PageParts = {
  features: {
    valuePromotion: valuePromotionFeature,
    priceChecker: priceCheckerFeature,
    buyersService: buyersServiceFeature,
    evaluationOffer: evaluationOfferFeature,
    spaShop: spaShopFeature,
    runningCost: runningCostFeature,
    compareTubs: compareTubsFeature,
    quoteScorecard: quoteScorecardFeature,
  },
  questions: questionsAreaPart,
}
