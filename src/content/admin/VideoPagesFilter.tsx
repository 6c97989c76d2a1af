import type { Payload } from 'payload'

import { adminListUrl } from '@/staff/adminListUrl'

import { countVideoPagesWithoutVideo, videoPagesWithoutVideoUrl } from '../video/videoPagesWithoutVideo'

/**
 * Above the posts list: one click to the video pages that show no video yet, with how many. A
 * server component: Payload hands it the Local API.
 */
export async function VideoPagesFilter({ payload }: { payload: Payload }) {
  const count = await countVideoPagesWithoutVideo(payload)
  return (
    <nav aria-label="Video pages" className="moderation-filters">
      <a href={videoPagesWithoutVideoUrl()} className="moderation-filters__link">
        Video pages without a video <strong>{count}</strong>
      </a>
      <a href={adminListUrl('posts')} className="moderation-filters__link">
        All posts
      </a>
    </nav>
  )
}
