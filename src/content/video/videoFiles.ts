import path from 'node:path'

import { mediaDir } from '../media/mediaDir'

/** The video formats browsers play natively, by extension; the upload and the file route share it. */
export const VIDEO_TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.webm': 'video/webm' }

export const VIDEO_MIME_TYPES = [...new Set(Object.values(VIDEO_TYPES))]

/** Large enough for a long talk in good quality; a bigger file belongs on a video host. */
export { MAX_VIDEO_BYTES } from '@/platform/next/sharedWithWebServer.mjs'

export const videoTypeOf = (filename: string): string | undefined => VIDEO_TYPES[path.extname(filename).toLowerCase()]

/** Uploaded videos live in their own folder inside the media folder, `videos/`. */
export const videoDir = (): string => path.join(mediaDir(), 'videos')

/** Public URL of an uploaded video; served by `src/app/media/videos/[file]/route.ts`. */
export const videoUrl = (filename: string): string => `/media/videos/${encodeURIComponent(filename)}`

/** Public URL of a video's captions; served by `src/app/media/captions/[file]/route.ts`. */
export const captionsUrl = (videoId: number | string): string =>
  `/media/captions/${encodeURIComponent(String(videoId))}.vtt`
