import './commerce.css'

import { PostBody } from '@/content/components/PostBody'
import type { Post } from '@/payload-types'

import { checkoutConfig } from '../checkoutConfig'
import { ServiceOffer } from './ServiceOffer'

/**
 * The `buyersService` page feature (`/consult`, where `/pbs` and its aliases lead): the page's
 * prose as the intro, the Free option, the two levels with Buy Now, the one-off consultation, and
 * the checkout for the chosen one. It renders the body itself, since choosing to buy hides it.
 */
export function BuyersService({ post }: { post: Post }) {
  return (
    <ServiceOffer
      intro={<PostBody body={post.body} />}
      free={{ href: '/asktheexperts', title: 'Ask the experts', text: 'Ask your question in public and our staff answer it once the answer is checked. No charge, no obligation.' }}
      levels={['pbscheap', 'pbs']}
      extra="consult"
      config={checkoutConfig()}
    />
  )
}
