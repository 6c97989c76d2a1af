import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { mediaDir } from '../media/mediaDir'

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/**
 * `/media/{file}`: uploaded images straight from disk with long-lived caching. Payload's own file
 * route checks access on every request; these files are public, so we skip that work.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  // Already decoded by Next (`%25` arrives as `%`): decoding again would throw.
  const name = (await params).file
  const type = TYPES[path.extname(name).toLowerCase()]
  if (!type || name !== path.basename(name) || name.startsWith('.')) return notFound()
  const file = path.join(mediaDir(), name)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return notFound()
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`
  const headers = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=604800, stale-while-revalidate=2592000',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream
  return new Response(body, { headers: { ...headers, 'Content-Length': String(info.size) } })
}
