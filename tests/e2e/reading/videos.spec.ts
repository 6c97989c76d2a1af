import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { describeOnDesktop, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { VIDEO_PAGES } from '../../support/e2e/routeTable'
import { logInToAdmin, staffAuth } from '../../support/e2e/staffSession'

/**
 * Issue 13 point 2: a video page promises no video it does not have; staff give it a YouTube
 * video (click-to-play facade) or a file the site serves itself; the admin lists the video pages
 * still without one. Pages made here are new posts, so the seeded pages stay as seeded.
 */

const SAMPLE = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', 'sample-video.webm'))
const PROMISES = /Video coming soon|In this video|This video|What the video covers/i

async function createPost(
  request: APIRequestContext,
  auth: Record<string, string>,
  slug: string,
  data: Record<string, unknown>,
) {
  const response = await request.post('/api/cms/posts', {
    headers: auth,
    data: {
      slug,
      title: `Video page ${slug}`,
      kind: 'video',
      leader: 'A page made by the end-to-end tests of the video choice.',
      author: 'E2E',
      publishedAt: new Date().toISOString(),
      sidebarItems: 2,
      feature: 'none',
      _status: 'published',
      ...data,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** A staff upload through Payload's REST API: the file and the other fields as `_payload`. */
async function upload(
  request: APIRequestContext,
  auth: Record<string, string>,
  collection: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  fields: Record<string, unknown>,
) {
  const response = await request.post(`/api/cms/${collection}`, {
    headers: auth,
    multipart: { file, _payload: JSON.stringify(fields) },
  })
  return response
}

test.describe('video pages without a video', () => {
  test('promise nothing: no player, no “coming soon”, the text reads on its own', async ({ page, problems }) => {
    for (const pagePath of [...VIDEO_PAGES, '/newline']) {
      await page.goto(pagePath)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('.article .prose')).toBeVisible()
      await expect(page.locator('.video-frame, video, iframe')).toHaveCount(0)
      await expect(page.locator('main')).not.toContainText(PROMISES)
    }
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})

describeOnDesktop('staff give a page a video', 'staff work on a desktop', () => {
  test('a YouTube id: the click-to-play poster, and the privacy-enhanced player only when asked', async ({
    page,
    request,
    problems,
  }) => {
    const auth = await staffAuth(request)
    const slug = `e2e-youtube-${Date.now().toString(36)}`
    await createPost(request, auth, slug, { videoSource: 'youtube', videoId: 'abcDEF12345' })
    const hostRequests: string[] = []
    page.on('request', (req) => {
      if (/youtube/.test(new URL(req.url()).host)) hostRequests.push(req.url())
    })
    // Offline here: the player's page is answered locally, so the frame's load is not a failure.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    )

    await page.goto(`/${slug}`)
    const play = page.getByRole('button', { name: /Play video/ })
    await expect(play).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(hostRequests).toEqual([])
    expect(await seriousA11yViolations(page)).toEqual([])
    await play.click()
    const player = page.locator('.video-frame iframe')
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcDEF12345\?.*rel=0.*controls=0/,
    )
    await expect(player).toHaveAttribute('title', `Video page ${slug}`)
    expect(problems).toEqual([])
  })

  test('a video file the site serves: the browser’s own player, poster, captions, byte ranges, no third party', async ({
    page,
    request,
    problems,
    baseURL,
  }) => {
    const auth = await staffAuth(request)
    const tag = Date.now().toString(36)
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0d5960' } })
      .png()
      .toBuffer()
    const poster = await upload(
      request,
      auth,
      'media',
      { name: `poster-${tag}.png`, mimeType: 'image/png', buffer: png },
      { alt: 'A plain poster for the test video' },
    )
    expect(poster.status(), await poster.text()).toBe(201)
    const posterId = ((await poster.json()) as { doc: { id: number } }).doc.id

    // A text file dressed as a video is refused.
    const fake = await upload(
      request,
      auth,
      'videos',
      { name: `fake-${tag}.webm`, mimeType: 'video/webm', buffer: Buffer.from('not a video') },
      { title: 'Fake', poster: posterId },
    )
    expect(fake.status()).toBeGreaterThanOrEqual(400)

    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\nThe shell comes first.'
    const video = await upload(
      request,
      auth,
      'videos',
      { name: `sample-${tag}.webm`, mimeType: 'video/webm', buffer: SAMPLE },
      {
        title: 'A short sample',
        poster: posterId,
        captions: { vtt, label: 'English', language: 'en' },
      },
    )
    expect(video.status(), await video.text()).toBe(201)
    const { id: videoId, filename } = ((await video.json()) as { doc: { id: number; filename: string } }).doc

    const slug = `e2e-file-${tag}`
    await createPost(request, auth, slug, { videoSource: 'file', videoFile: videoId })

    const foreign: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).host !== new URL(baseURL!).host) foreign.push(req.url())
    })
    await page.goto(`/${slug}`)
    const player = page.locator('.video-frame video')
    await expect(player).toBeVisible()
    await expect(player).toHaveAttribute('preload', 'none')
    await expect(player).toHaveAttribute('controls', '')
    await expect(player).toHaveAttribute('poster', /^\/media\/poster-/)
    await expect(player.locator('source')).toHaveAttribute('src', `/media/videos/${filename}`)
    await expect(player.locator('source')).toHaveAttribute('type', 'video/webm')
    const track = player.locator('track')
    await expect(track).toHaveAttribute('kind', 'captions')
    await expect(track).toHaveAttribute('srclang', 'en')
    await expect(track).toHaveAttribute('label', 'English')
    // The frame keeps 16:9 before anything loads: no layout shift when the video arrives.
    const box = (await player.boundingBox())!
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02)
    expect(await seriousA11yViolations(page)).toEqual([])

    // The browser can seek: a byte range answers 206 with exactly those bytes.
    const ranged = await page.request.get(`/media/videos/${filename}`, { headers: { Range: 'bytes=16-79' } })
    expect(ranged.status()).toBe(206)
    expect(ranged.headers()['content-range']).toBe(`bytes 16-79/${SAMPLE.length}`)
    expect(ranged.headers()['content-type']).toBe('video/webm')
    expect((await ranged.body()).equals(SAMPLE.subarray(16, 80))).toBe(true)
    const captions = await page.request.get(await track.getAttribute('src').then((src) => src!))
    expect(captions.headers()['content-type']).toContain('text/vtt')
    expect(await captions.text()).toContain('The shell comes first.')

    // And it plays, from our own origin.
    await player.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true
      await element.play()
    })
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0)
    expect(foreign).toEqual([])
    expect(problems).toEqual([])
  })

  test('the posts list links to the video pages without a video, with how many', async ({
    page,
    request,
    problems,
  }) => {
    const auth = await staffAuth(request)
    const tag = Date.now().toString(36)
    // Newest first in the list: the page without a video shows on the list's first page.
    await createPost(request, auth, `e2e-none-${tag}`, { videoSource: 'none' })
    await createPost(request, auth, `e2e-has-${tag}`, { videoSource: 'youtube', videoId: 'abcDEF12345' })

    type Doc = {
      kind: string
      feature: string
      title: string
      videoSource?: string | null
      videoId?: string | null
      videoFile?: number | null
    }
    const all = (await (
      await request.get('/api/cms/posts?limit=500&depth=0&draft=false', { headers: auth })
    ).json()) as { docs: Doc[] }
    const hasVideo = (doc: Doc) =>
      (doc.videoSource === 'youtube' && Boolean(doc.videoId)) || (doc.videoSource === 'file' && Boolean(doc.videoFile))
    const without = all.docs.filter(
      (doc) => (doc.kind === 'video' || doc.feature === 'valuePromotion') && !hasVideo(doc),
    )
    // The seeded six video pages and /newline, and the page just made.
    expect(without.length).toBeGreaterThanOrEqual(8)

    await logInToAdmin(page)
    await page.goto('/admin/collections/posts')
    const link = page
      .getByRole('navigation', { name: 'Video pages' })
      .getByRole('link', { name: /Video pages without a video/ })
    await expect(link).toHaveText(`Video pages without a video ${without.length}`)
    await link.click()
    await expect(page.getByRole('link', { name: `Video page e2e-none-${tag}` })).toBeVisible()
    await expect(page.getByRole('link', { name: `Video page e2e-has-${tag}` })).toHaveCount(0)
    expect(problems).toEqual([])
  })
})
