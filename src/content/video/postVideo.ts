import type { Media, Post, Video } from '@/payload-types'

import { responsiveImage } from '../media/responsiveImage'
import { captionsUrl, videoTypeOf, videoUrl } from './videoFiles'
import { isVideoId, watchUrl } from './videoId'

/** What staff chose to show on a video page: nothing, a YouTube video, or a file the site serves. */
export const VIDEO_SOURCES = ['none', 'youtube', 'file'] as const
export type VideoSource = (typeof VIDEO_SOURCES)[number]

export type Captions = { src: string; label: string; language: string }

export type PageVideo =
  | { kind: 'youtube'; videoId: string }
  | { kind: 'file'; src: string; type: string; poster: string | null; captions: Captions | null }

type VideoChoice = Pick<Post, 'videoSource' | 'videoId' | 'videoFile'>

/** An uploaded video (populated) → its source, poster and captions; null while it is incomplete. */
export function fileVideo(video: unknown): PageVideo | null {
  if (!video || typeof video !== 'object') return null
  const doc = video as Video
  const type = doc.filename ? videoTypeOf(doc.filename) : undefined
  if (!doc.filename || !type) return null
  const captions =
    doc.captions?.vtt?.trim() && doc.captions.label && doc.captions.language
      ? { src: captionsUrl(doc.id), label: doc.captions.label, language: doc.captions.language }
      : null
  return {
    kind: 'file',
    src: videoUrl(doc.filename),
    type,
    poster: responsiveImage(doc.poster as Media | null)?.src ?? null,
    captions,
  }
}

/** The video a post shows, or null: a page without one shows no player and promises nothing. */
export function pageVideo(post: VideoChoice): PageVideo | null {
  if (post.videoSource === 'youtube') return isVideoId(post.videoId) ? { kind: 'youtube', videoId: post.videoId } : null
  if (post.videoSource === 'file') return fileVideo(post.videoFile)
  return null
}

/**
 * The address of the video itself (the watch page, or the file's path on this site), for the content API's `videoLink`.
 */
export const videoAddress = (video: PageVideo): string =>
  video.kind === 'youtube' ? watchUrl(video.videoId) : video.src

type Sibling = { videoSource?: string | null }

/** Field validation: the chosen kind needs its id or its file. */
export const requiredForSource =
  (source: VideoSource, message: string) =>
  (value: unknown, { siblingData }: { siblingData: Partial<Sibling> }): true | string =>
    siblingData.videoSource !== source || (value != null && value !== '') || message
