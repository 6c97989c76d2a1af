import path from 'node:path'

import { env } from '@/server/env'

/**
 * Where uploaded images and their generated sizes live on disk: `MEDIA_DIR`, or `data/media`.
 * With several app servers, point every server at one shared directory.
 */
export function mediaDir(): string {
  return path.resolve(env().MEDIA_DIR || path.join(process.cwd(), 'data', 'media'))
}

/** Public URL of a stored file; `/media/...` is served by `src/app/media/[file]/route.ts`. */
export const mediaUrl = (filename: string): string => `/media/${encodeURIComponent(filename)}`
