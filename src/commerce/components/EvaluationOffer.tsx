import './commerce.css'

import { PostBody } from '@/content/components/PostBody'
import type { Post } from '@/payload-types'

import { checkoutConfig } from '../checkoutConfig'
import { ServiceOffer } from './ServiceOffer'

/**
 * The `evaluationOffer` page feature (`/hot_tub_evaluation`): the page's prose, the free price
 * check as the alternative, the 9.95 evaluation with Buy Now, and its checkout (no phone).
 */
export function EvaluationOffer({ post }: { post: Post }) {
  return (
    <ServiceOffer
      intro={<PostBody body={post.body} />}
      free={{ href: '/price-check', title: 'Free price check', text: 'Only want to know whether the price is fair? Send us the quote and we reply within 24-48 hours.' }}
      levels={['eval']}
      config={checkoutConfig()}
    />
  )
}
