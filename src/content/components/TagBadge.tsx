import { SiteLink } from '@/site/shell/SiteLink'

import type { PostTag } from '../kinds'

const LIST_FOR_TAG: Record<PostTag, string> = { Articles: '/content/articles', Reviews: '/content/reviews' }

/** The Articles or Reviews badge above a title, linking to that list. */
export function TagBadge({ tag }: { tag: PostTag }) {
  return (
    <SiteLink className={`tag-badge tag-badge--${tag.toLowerCase()}`} href={LIST_FOR_TAG[tag]}>
      {tag}
    </SiteLink>
  )
}
