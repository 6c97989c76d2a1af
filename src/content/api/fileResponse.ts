import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { parseByteRange } from './byteRange'

export const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/** A file name straight from the URL that may name a file in `dir`: no folders, nothing hidden. */
export const isPlainFileName = (name: string): boolean => name === path.basename(name) && !name.startsWith('.')

/**
 * A public file from disk with long-lived caching, ETag and byte ranges (browsers seek in a video
 * by asking for the bytes they need: `206 Partial Content`).
 */
export async function fileResponse(request: Request, file: string, type: string): Promise<Response> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return notFound()
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`
  const headers = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=604800, stale-while-revalidate=2592000',
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  // If-Range: the client's copy is of another version, so it gets the whole new file.
  const ifRange = request.headers.get('if-range')
  const range = ifRange && ifRange !== etag ? null : parseByteRange(request.headers.get('range'), info.size)
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${info.size}` } })
  }
  if (range) {
    const body = Readable.toWeb(createReadStream(file, { start: range.start, end: range.end })) as ReadableStream
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
      },
    })
  }
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream
  return new Response(body, { headers: { ...headers, 'Content-Length': String(info.size) } })
}
