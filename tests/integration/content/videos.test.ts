import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../../support/payload'

type FileRoute = (request: Request, context: { params: Promise<{ file: string }> }) => Promise<Response>

const SAMPLE = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', 'sample-video.webm'))

let payload: Payload
let videoRoute: FileRoute
let captionsRoute: FileRoute
let posterId: number
let countWithout: (payload: Payload) => Promise<number>
let VIDEO_PAGES_WITHOUT_VIDEO: import('payload').Where

const upload = (name: string, data: Buffer, mimetype: string) => ({ data, mimetype, name, size: data.length })

const createVideo = (
  name: string,
  data: Buffer,
  mimetype: string,
  captions?: { vtt: string; label: string; language: string },
) =>
  payload.create({
    collection: 'videos',
    data: { title: `Video ${name}`, poster: posterId, ...(captions ? { captions } : {}) },
    file: upload(name, data, mimetype),
  })

let counter = 0
const createPost = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'posts',
    data: {
      slug: `video-test-${++counter}`,
      title: `Video test ${counter}`,
      kind: 'video',
      leader: 'A page for the tests of the video choice.',
      author: 'Test',
      publishedAt: new Date().toISOString(),
      sidebarItems: 2,
      feature: 'none',
      _status: 'published',
      ...data,
    } as never,
  })

const get = (route: FileRoute, file: string, headers: Record<string, string> = {}) =>
  route(new Request(`http://localhost/media/x/${file}`, { headers }), { params: Promise.resolve({ file }) })

beforeAll(async () => {
  payload = await startTestPayload()
  videoRoute = (await import('@/app/media/videos/[file]/route')).GET
  captionsRoute = (await import('@/app/media/captions/[file]/route')).GET
  ;({ countVideoPagesWithoutVideo: countWithout, VIDEO_PAGES_WITHOUT_VIDEO } =
    await import('@/content/video/videoPagesWithoutVideo'))
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#0d5960' } })
    .png()
    .toBuffer()
  posterId = (
    await payload.create({
      collection: 'media',
      data: { alt: 'A teal poster' },
      file: upload('poster.png', png, 'image/png'),
    })
  ).id
}, 300_000)
afterAll(async () => {
  await payload?.destroy()
})

describe('video file uploads', () => {
  it('refuse a file that is not a video, and save nothing', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    await expect(createVideo('sneaky.webm', png, 'video/webm')).rejects.toThrow()
    await expect(
      createVideo('notes.mp4', Buffer.from('just some text, not a video at all'), 'video/mp4'),
    ).rejects.toThrow()
    expect((await payload.count({ collection: 'videos' })).totalDocs).toBe(0)
  })

  it('refuse a video under a name that is not .mp4 or .webm', async () => {
    await expect(createVideo('clip.mkv', SAMPLE, 'video/webm')).rejects.toThrow(/MP4 or WebM/)
    expect((await payload.count({ collection: 'videos' })).totalDocs).toBe(0)
  })

  it('store a WebM beside the media, served with byte ranges so players can seek', async () => {
    const video = await createVideo('sample.webm', SAMPLE, 'video/webm')
    expect(video.mimeType).toBe('video/webm')
    const name = video.filename!
    expect(fs.readFileSync(path.join(process.env.MEDIA_DIR!, 'videos', name)).equals(SAMPLE)).toBe(true)

    const whole = await get(videoRoute, name)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/webm')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await whole.arrayBuffer()).equals(SAMPLE)).toBe(true)

    const part = await get(videoRoute, name, { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${SAMPLE.length}`)
    expect(part.headers.get('content-length')).toBe('100')
    expect(Buffer.from(await part.arrayBuffer()).equals(SAMPLE.subarray(100, 200))).toBe(true)

    const tail = await get(videoRoute, name, { range: 'bytes=-10' })
    expect(tail.status).toBe(206)
    expect(Buffer.from(await tail.arrayBuffer()).equals(SAMPLE.subarray(SAMPLE.length - 10))).toBe(true)

    const past = await get(videoRoute, name, { range: `bytes=${SAMPLE.length}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${SAMPLE.length}`)

    // Another version of the file than the client holds: the whole new file.
    const stale = await get(videoRoute, name, { range: 'bytes=0-9', 'if-range': '"old"' })
    expect(stale.status).toBe(200)
    await stale.arrayBuffer()

    expect((await get(videoRoute, '../sample.webm')).status).toBe(404)
    expect((await get(videoRoute, 'sample.png')).status).toBe(404)
  })

  it('serve the captions staff pasted as WebVTT, and refuse text that is not WebVTT', async () => {
    await expect(
      createVideo('bad-captions.webm', SAMPLE, 'video/webm', {
        vtt: '1\n00:00:00,000 --> 00:00:01,000\nSRT',
        label: 'English',
        language: 'en',
      }),
    ).rejects.toThrow()
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\nThe shell comes first.'
    const video = await createVideo('captioned.webm', SAMPLE, 'video/webm', { vtt, label: 'English', language: 'en' })
    const response = await get(captionsRoute, `${video.id}.vtt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(await response.text()).toBe(`${vtt}\n`)
    const without = await payload.find({ collection: 'videos', where: { filename: { equals: 'sample.webm' } } })
    expect((await get(captionsRoute, `${without.docs[0]!.id}.vtt`)).status).toBe(404)
    expect((await get(captionsRoute, 'x.vtt')).status).toBe(404)
  })
})

describe('the video choice on posts', () => {
  it('needs the id or the file its kind names', async () => {
    const refusal = (message: RegExp) => ({
      data: { errors: [expect.objectContaining({ message: expect.stringMatching(message) })] },
    })
    await expect(createPost({ videoSource: 'youtube' })).rejects.toMatchObject(refusal(/Enter the YouTube video id/))
    await expect(createPost({ videoSource: 'youtube', videoId: 'too-short' })).rejects.toMatchObject(
      refusal(/11-character id/),
    )
    await expect(createPost({ videoSource: 'file' })).rejects.toMatchObject(refusal(/Choose or upload the video file/))
  })

  it('lists the video pages that show no video: video posts and the value promotion, not articles', async () => {
    const before = await countWithout(payload)
    const file = await payload.find({ collection: 'videos', limit: 1 })
    const none = await createPost({ videoSource: 'none' })
    const leftOverId = await createPost({ videoSource: 'none', videoId: 'abcDEF12345' })
    await createPost({ videoSource: 'youtube', videoId: 'abcDEF12345' })
    await createPost({ videoSource: 'file', videoFile: file.docs[0]!.id })
    const promotion = await createPost({ kind: 'review', feature: 'valuePromotion', videoSource: 'none' })
    await createPost({ kind: 'review', feature: 'valuePromotion', videoSource: 'youtube', videoId: 'abcDEF12345' })
    await createPost({ kind: 'article', videoSource: 'none' })

    expect(await countWithout(payload)).toBe(before + 3)
    const { docs } = await payload.find({
      collection: 'posts',
      where: VIDEO_PAGES_WITHOUT_VIDEO,
      pagination: false,
      depth: 0,
    })
    expect(docs.map((post) => post.id).sort()).toEqual(
      expect.arrayContaining([none.id, leftOverId.id, promotion.id].sort()),
    )
    expect(docs).toHaveLength(before + 3)
  })
})
