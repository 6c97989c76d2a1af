import type { PageFeatureView } from '../pageFeature'
import { ValuePromotion } from './ValuePromotion'

/** The `valuePromotion` page feature: the tub's video and the way to its manufacturer, before the text. */
export const valuePromotionFeature: PageFeatureView = { beforeBody: ValuePromotion }
