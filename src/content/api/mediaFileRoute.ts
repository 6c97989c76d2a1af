import path from 'node:path'

import { mediaDir } from '../media/mediaDir'
import { fileResponse, isPlainFileName, notFound } from './fileResponse'

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
}

/**
 * `/media/{file}`: uploaded images straight from disk. Payload's own file route checks access on
 * every request; these files are public, so we skip that work.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  // Already decoded by Next (`%25` arrives as `%`): decoding again would throw.
  const name = (await params).file
  const type = TYPES[path.extname(name).toLowerCase()]
  if (!type || !isPlainFileName(name)) return notFound()
  return fileResponse(request, path.join(mediaDir(), name), type)
}
