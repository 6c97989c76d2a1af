import type { Field } from 'payload'

import { requiredForSource, VIDEO_SOURCES, type VideoSource } from './postVideo'
import { validateVideoId } from './videoId'

const LABELS: Record<VideoSource, string> = {
  none: 'No video',
  youtube: 'YouTube video',
  file: 'Video file served by this site',
}

const shownFor = (source: VideoSource) => (_data: unknown, siblingData: { videoSource?: string | null }) =>
  siblingData.videoSource === source

const youtubeIdRequired = requiredForSource('youtube', 'Enter the YouTube video id, or choose “No video”.')

/**
 * A post's video: none, a YouTube id (click-to-play, privacy-enhanced player) or an uploaded
 * file. Without one the page is its text alone and promises no video.
 */
export const postVideoFields: Field[] = [
  {
    name: 'videoSource',
    label: 'Video',
    type: 'radio',
    // Not required: a post saved without a choice (older code, imports) simply has no video.
    defaultValue: 'none',
    options: VIDEO_SOURCES.map((value) => ({ value, label: LABELS[value] })),
    admin: { layout: 'horizontal', description: 'Shown above the text on video pages and on the value promotion.' },
  },
  {
    name: 'videoId',
    label: 'YouTube video id',
    type: 'text',
    validate: (value: unknown, options: { siblingData: { videoSource?: string | null } }) => {
      const required = youtubeIdRequired(value, options)
      return required === true ? validateVideoId(value) : required
    },
    admin: { condition: shownFor('youtube'), description: 'The 11 characters after v= in the video’s address.' },
  },
  {
    name: 'videoFile',
    label: 'Video file',
    type: 'upload',
    relationTo: 'videos',
    validate: requiredForSource('file', 'Choose or upload the video file, or choose “No video”.'),
    admin: { condition: shownFor('file'), description: 'MP4 or WebM with a poster picture; captions optional.' },
  },
]
