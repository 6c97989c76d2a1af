import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { parseByteRange } from '@/content/api/byteRange'
import { isWebVtt, validateCaptions, validateLanguage } from '@/content/video/captions'
import { pageVideo, type PageVideo } from '@/content/video/postVideo'
import { postVideoFields } from '@/content/video/postVideoFields'
import { VideoEmbed } from '@/content/video/VideoEmbed'
import type { Post } from '@/payload-types'

const render = (video: PageVideo | null) =>
  renderToStaticMarkup(createElement(VideoEmbed, { video, title: 'Hot tub shells', poster: null }))

const uploaded = {
  id: 7,
  title: 'Shells',
  filename: 'shells.webm',
  mimeType: 'video/webm',
  poster: {
    id: 3,
    alt: 'A shell',
    filename: 'poster.webp',
    width: 1600,
    height: 900,
    sizes: { w800: { filename: 'poster-800.webp', width: 800, height: 450 } },
  },
  captions: { vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello', label: 'English', language: 'en' },
}

type Choice = Pick<Post, 'videoSource' | 'videoId' | 'videoFile'>
const choice = (value: Partial<Choice>): Choice => ({ videoSource: 'none', videoId: null, videoFile: null, ...value })

describe('the video a page shows', () => {
  it('is nothing when staff chose none, even with an id left over from before', () => {
    expect(pageVideo(choice({ videoSource: 'none', videoId: 'abcDEF12345' }))).toBeNull()
    expect(pageVideo(choice({ videoSource: null }))).toBeNull()
  })

  it('is the YouTube video only with a valid id', () => {
    expect(pageVideo(choice({ videoSource: 'youtube', videoId: 'abcDEF12345' }))).toEqual({
      kind: 'youtube',
      videoId: 'abcDEF12345',
    })
    expect(pageVideo(choice({ videoSource: 'youtube', videoId: 'nope' }))).toBeNull()
  })

  it('is the uploaded file with its type, poster and captions', () => {
    expect(pageVideo(choice({ videoSource: 'file', videoFile: uploaded as never }))).toEqual({
      kind: 'file',
      src: '/media/videos/shells.webm',
      type: 'video/webm',
      poster: '/media/poster-800.webp',
      captions: { src: '/media/captions/7.vtt', label: 'English', language: 'en' },
    })
  })

  it('has no captions track when none were given, and is nothing while the file is not populated', () => {
    const withoutCaptions = { ...uploaded, captions: { vtt: null, label: null, language: null } }
    expect(pageVideo(choice({ videoSource: 'file', videoFile: withoutCaptions as never }))).toMatchObject({
      captions: null,
    })
    expect(pageVideo(choice({ videoSource: 'file', videoFile: 7 }))).toBeNull()
  })
})

describe('the video markup', () => {
  it('renders nothing at all without a video: no box, no promise', () => {
    expect(render(null)).toBe('')
  })

  it('renders the click-to-play facade for YouTube: a button, no third-party frame until pressed', () => {
    const html = render({ kind: 'youtube', videoId: 'abcDEF12345' })
    expect(html).toContain('<button type="button" class="video-poster"')
    expect(html).toContain('Play video: </span>Hot tub shells')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('youtube')
  })

  it('renders the browser player for a file: preload none, poster, source type and captions track', () => {
    const video = pageVideo(choice({ videoSource: 'file', videoFile: uploaded as never }))
    const html = render(video)
    expect(html).toMatch(/<video[^>]* controls=""[^>]* preload="none"[^>]* poster="\/media\/poster-800\.webp"/)
    expect(html).toContain('<source src="/media/videos/shells.webm" type="video/webm"/>')
    expect(html).toContain('<track kind="captions" src="/media/captions/7.vtt" srcLang="en" label="English"')
    expect(html).not.toContain('youtube')
  })

  it('has no track element when there are no captions', () => {
    const html = render({ kind: 'file', src: '/media/videos/a.mp4', type: 'video/mp4', poster: null, captions: null })
    expect(html).toContain('<source src="/media/videos/a.mp4" type="video/mp4"/>')
    expect(html).not.toContain('<track')
  })
})

const fieldValidate = (name: string) => {
  const field = postVideoFields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field || !('validate' in field) || !field.validate) throw new Error(`no validate on ${name}`)
  return (value: unknown, videoSource: string) =>
    (field.validate as (v: unknown, o: unknown) => true | string)(value, { siblingData: { videoSource } })
}

describe('validation of the video choice', () => {
  it('asks for the YouTube id when YouTube is chosen, and checks its form', () => {
    const videoId = fieldValidate('videoId')
    expect(videoId('', 'youtube')).toMatch(/Enter the YouTube video id/)
    expect(videoId('short', 'youtube')).toMatch(/11-character id/)
    expect(videoId('abcDEF12345', 'youtube')).toBe(true)
    expect(videoId('', 'none')).toBe(true)
  })

  it('asks for the file when a file is chosen', () => {
    const videoFile = fieldValidate('videoFile')
    expect(videoFile(null, 'file')).toMatch(/Choose or upload the video file/)
    expect(videoFile(4, 'file')).toBe(true)
    expect(videoFile(null, 'youtube')).toBe(true)
  })

  it('accepts only WebVTT captions with a language code', () => {
    expect(isWebVtt('WEBVTT\n\n00:00.000 --> 00:01.000\nHi')).toBe(true)
    expect(isWebVtt('\uFEFFWEBVTT - a title\n')).toBe(true)
    expect(isWebVtt('1\n00:00:00,000 --> 00:00:01,000\nHi')).toBe(false)
    expect(validateCaptions('<p>not captions</p>')).toMatch(/WEBVTT/)
    expect(validateLanguage('', { siblingData: { vtt: 'WEBVTT' } })).toMatch(/language/)
    expect(validateLanguage('english please', { siblingData: { vtt: 'WEBVTT' } })).toMatch(/short code/)
    expect(validateLanguage('en-US', { siblingData: { vtt: 'WEBVTT' } })).toBe(true)
  })
})

describe('byte ranges', () => {
  it('reads first-last, first- and -suffix, clamped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 })
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('answers unsatisfiable past the end, and the whole file for anything it does not serve', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable')
    for (const header of [null, 'bytes=5-2', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b'])
      expect(parseByteRange(header, 1000)).toBeNull()
  })
})
