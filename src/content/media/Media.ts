import { APIError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { UPLOAD_COLLECTIONS } from '@/platform/next/sharedWithWebServer.mjs'
import { allowRoles } from '@/staff/access'

import { IMAGE_SIZES } from './imageSizes'
import { mediaDir } from './mediaDir'

/**
 * The largest picture staff may upload: Payload's own default for any file before uploads took a
 * video's size (payload.config.ts); a photo straight from a camera is well under it, and each
 * picture is decoded whole to make its sizes.
 */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024

export const checkImageFile: CollectionBeforeValidateHook = ({ data, req }) => {
  if (req.file && req.file.size > MAX_IMAGE_BYTES) {
    throw new APIError(
      `A picture can be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Nothing was saved.`,
      413,
      undefined,
      true,
    )
  }
  return data
}

/** Header images and in-article pictures, with responsive WebP sizes generated on upload. */
export const Media: CollectionConfig = {
  // Named where the web server reads it: only an upload collection's routes take a big body.
  slug: UPLOAD_COLLECTIONS.media,
  admin: { group: 'Content', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    read: () => true,
    create: allowRoles('editor'),
    update: allowRoles('editor'),
    delete: allowRoles('editor'),
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: IMAGE_SIZES.map(({ name, width }) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: 78 } },
    })),
    adminThumbnail: 'w480',
  },
  hooks: { beforeValidate: [checkImageFile] },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'What the picture shows, for visitors who cannot see it.' },
    },
  ],
}
