import { getPayloadClient } from '@/payloadClient'

import { notFound } from './fileResponse'

/** `/media/captions/{videoId}.vtt`: the WebVTT captions staff pasted into a video file's record. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = /^(\d{1,12})\.vtt$/.exec((await params).file)
  if (!match) return notFound()
  const video = await (
    await getPayloadClient()
  )
    .findByID({ collection: 'videos', id: Number(match[1]), depth: 0, disableErrors: true, select: { captions: true } })
    .catch(() => null)
  const vtt = video?.captions?.vtt?.trim()
  if (!vtt) return notFound()
  return new Response(`${vtt}\n`, {
    headers: {
      'Content-Type': 'text/vtt; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
