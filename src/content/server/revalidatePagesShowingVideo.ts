import type { Payload } from 'payload'

import { revalidatePostPages } from './revalidatePostPages'

/** After a video file is saved: refresh the cached pages that show it (its poster or captions may have changed). */
export async function revalidatePagesShowingVideo(payload: Payload, videoId: number): Promise<void> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { videoFile: { equals: videoId } },
    pagination: false,
    depth: 0,
    select: { slug: true, aliases: true },
  })
  for (const post of docs) revalidatePostPages(post)
}
