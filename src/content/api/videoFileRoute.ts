import path from 'node:path'

import { videoDir, videoTypeOf } from '../video/videoFiles'
import { fileResponse, isPlainFileName, notFound } from './fileResponse'

/** `/media/videos/{file}`: uploaded MP4 and WebM videos from disk, with byte ranges so players can seek. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  // Already decoded by Next: decoding again would throw.
  const name = (await params).file
  const type = videoTypeOf(name)
  if (!type || !isPlainFileName(name)) return notFound()
  return fileResponse(request, path.join(videoDir(), name), type)
}
