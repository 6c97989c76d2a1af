import { APIError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { UPLOAD_COLLECTIONS } from '@/platform/next/sharedWithWebServer.mjs'
import { allowRoles } from '@/staff/access'

import { revalidatePagesShowingVideo } from '../server/revalidatePagesShowingVideo'
import { validateCaptions, validateLabel, validateLanguage } from './captions'
import { MAX_VIDEO_BYTES, VIDEO_MIME_TYPES, VIDEO_TYPES, videoDir, videoTypeOf } from './videoFiles'

/** Named where the web server reads it: only an upload collection's routes take a big body. */
export const VIDEOS_SLUG = UPLOAD_COLLECTIONS.videos

const formats = Object.keys(VIDEO_TYPES).join(' or ')

/**
 * Payload checks the file's content against `mimeTypes`; we also hold the name to a video
 * extension, because the file route answers with the type its extension names.
 */
const checkVideoFile: CollectionBeforeValidateHook = ({ data, req }) => {
  const file = req.file
  if (!file) return data
  if (file.size > MAX_VIDEO_BYTES) {
    throw new APIError(
      `A video file can be at most ${MAX_VIDEO_BYTES / 1024 / 1024} MB. Nothing was saved.`,
      413,
      undefined,
      true,
    )
  }
  if (!videoTypeOf(file.name)) {
    throw new APIError(
      `Upload an MP4 or WebM video whose name ends in ${formats}. Nothing was saved.`,
      400,
      undefined,
      true,
    )
  }
  return data
}

/** Video files the site serves itself (no third party): MP4 or WebM, a poster, optional captions. */
export const Videos: CollectionConfig = {
  slug: VIDEOS_SLUG,
  labels: { singular: 'Video file', plural: 'Video files' },
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'] },
  access: {
    read: () => true,
    create: allowRoles('editor'),
    update: allowRoles('editor'),
    delete: allowRoles('editor'),
  },
  upload: { staticDir: videoDir(), mimeTypes: VIDEO_MIME_TYPES },
  hooks: {
    beforeValidate: [checkVideoFile],
    afterChange: [({ doc, req }) => revalidatePagesShowingVideo(req.payload, doc.id)],
  },
  fields: [
    { name: 'title', label: 'What the video shows', type: 'text', required: true, maxLength: 160 },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'The picture shown before the visitor presses play (16:9 reads best).' },
    },
    {
      name: 'captions',
      type: 'group',
      admin: { description: 'Optional. Paste a WebVTT captions file; the player offers it to visitors.' },
      fields: [
        { name: 'vtt', label: 'WebVTT text', type: 'textarea', validate: validateCaptions },
        {
          type: 'row',
          fields: [
            { name: 'label', label: 'Name in the player', type: 'text', maxLength: 40, validate: validateLabel },
            { name: 'language', label: 'Language code', type: 'text', maxLength: 20, validate: validateLanguage },
          ],
        },
      ],
    },
  ],
}
