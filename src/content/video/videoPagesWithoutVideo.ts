import type { Payload, Where } from 'payload'

import { adminListUrl } from '@/staff/adminListUrl'

/**
 * Video pages: posts of kind video, and posts whose page feature shows a video (the value
 * promotion, /newline). The other templates never show a post-level video.
 */
export const VIDEO_PAGES: Where = { or: [{ kind: { equals: 'video' } }, { feature: { equals: 'valuePromotion' } }] }

/** A choice that shows nothing: none (or never chosen), or a kind without its id or file. */
const WITHOUT_VIDEO: Where = {
  or: [
    { videoSource: { equals: 'none' } },
    { videoSource: { exists: false } },
    { and: [{ videoSource: { equals: 'youtube' } }, { videoId: { exists: false } }] },
    { and: [{ videoSource: { equals: 'file' } }, { videoFile: { exists: false } }] },
  ],
}

export const VIDEO_PAGES_WITHOUT_VIDEO: Where = { and: [VIDEO_PAGES, WITHOUT_VIDEO] }

export const videoPagesWithoutVideoUrl = (): string => adminListUrl('posts', VIDEO_PAGES_WITHOUT_VIDEO)

/** How many video pages show no video (staff-only counts: the admin components run on the server). */
export async function countVideoPagesWithoutVideo(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'posts',
    where: VIDEO_PAGES_WITHOUT_VIDEO,
    overrideAccess: true,
  })
  return totalDocs
}
