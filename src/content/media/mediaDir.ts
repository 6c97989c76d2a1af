import path from 'node:path'

import { env } from '@/platform/settings/env'

/**
 * Where uploaded images and their generated sizes live on disk: `MEDIA_DIR`, or `data/media`.
 * With several app servers, point every server at one shared directory.
 */
export function mediaDir(): string {
  // Known only when serving: Next's compiler is told not to trace it (it would pull the whole project in).
  return path.resolve(
    /* turbopackIgnore: true */ env().MEDIA_DIR ||
      path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'media'),
  )
}

/** Public URL of a stored file; `/media/...` is served by `src/app/media/[file]/route.ts`. */
export const mediaUrl = (filename: string): string => `/media/${encodeURIComponent(filename)}`

/**
 * Where an upload's file is written while it arrives, before Payload stores it (and removes this
 * copy): inside the media folder, on its disk, never under a served name (the file routes serve
 * the folder's own files, not its subfolders').
 */
export const uploadTempDir = (): string => path.join(mediaDir(), '.incoming')
