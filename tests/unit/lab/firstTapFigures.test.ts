import { describe, expect, it } from 'vitest'

import { CONTENT_CONTROLS, controlsOf, MENU } from '../../../lab/lib/firstTapControls.mjs'
import {
  FIRST_TAP_TARGETS,
  firstTapFailures,
  firstTapTable,
  isScriptRequest,
  median,
  scriptBytesWithin,
  scriptFailures,
  tapRow,
} from '../../../lab/lib/firstTapFigures.mjs'

const ask = { id: 'ask', label: 'Ask a Question', target: 'content' }
const menu = { id: MENU.id, label: MENU.label, target: MENU.target }

describe('the first tap: which requests are JavaScript', () => {
  it('counts a script the page ran and a build script fetched ahead, whatever its type', () => {
    expect(isScriptRequest({ url: 'https://cdn.example/x.js?v=1', resourceType: 'Script' })).toBe(true)
    expect(isScriptRequest({ url: 'http://localhost:3400/_next/static/chunks/abc.js', resourceType: 'Other' })).toBe(
      true,
    )
    expect(isScriptRequest({ url: 'http://localhost:3400/_next/static/chunks/abc.js', resourceType: null })).toBe(true)
  })

  it('leaves out styles, pages, images and what is no URL', () => {
    expect(isScriptRequest({ url: 'http://localhost:3400/_next/static/css/abc.css', resourceType: 'Stylesheet' })).toBe(
      false,
    )
    expect(isScriptRequest({ url: 'http://localhost:3400/guide', resourceType: 'Document' })).toBe(false)
    expect(isScriptRequest({ url: 'http://localhost:3400/media/a.js.webp', resourceType: 'Image' })).toBe(false)
    expect(isScriptRequest({ url: 'not a url', resourceType: 'Other' })).toBe(false)
  })

  it('adds the bytes of the scripts finished within the window, prefetches included', () => {
    const requests = [
      { url: 'http://h/_next/static/chunks/a.js', resourceType: 'Script', finishedMs: 1_200, bytes: 50_000 },
      { url: 'http://h/_next/static/chunks/b.js', resourceType: 'Other', finishedMs: 6_000, bytes: 30_000 },
      { url: 'http://h/_next/static/chunks/late.js', resourceType: 'Other', finishedMs: 10_001, bytes: 9_000 },
      { url: 'http://h/_next/static/chunks/never.js', resourceType: 'Script', finishedMs: null, bytes: 0 },
      { url: 'http://h/', resourceType: 'Document', finishedMs: 800, bytes: 20_000 },
    ]
    expect(scriptBytesWithin(requests)).toBe(80_000)
    expect(scriptBytesWithin(requests, 20_000)).toBe(89_000)
  })
})

describe('the first tap: rows and targets', () => {
  it('takes the median of the answered runs, their range, and counts the unanswered', () => {
    const row = tapRow([{ ms: 531 }, { ms: null, error: 'no answer within 10 s' }, { ms: 518 }, { ms: 568 }])
    expect(row).toMatchObject({
      runs: 4,
      ms: 531,
      minMs: 518,
      maxMs: 568,
      unanswered: 1,
      errors: ['no answer within 10 s'],
    })
    expect(row.readyMs).toBeUndefined()
    expect(median([3, null, 1, 2])).toBe(2)
    expect(median([null])).toBeNull()
  })

  it('keeps the time to a form that takes typing apart, with its failures', () => {
    const row = tapRow([
      { ms: 460, readyMs: 2500 },
      { ms: 470, readyMs: null, error: 'the form did not take typing' },
      { ms: 450, readyMs: 2400 },
    ])
    expect(row).toMatchObject({ ms: 460, readyMs: 2500, unready: 1 })
  })

  it(
    'meets every target when the menu answers within 100 ms, a content control ' +
      'within 200 ms, no slower than next start, its form ready within 1 s',
    () => {
      const rows = [
        { page: '/', control: menu, served: tapRow([{ ms: 90 }]), plain: tapRow([{ ms: 95 }]) },
        // Within the frame at which both were painted.
        { page: '/guide', control: menu, served: tapRow([{ ms: 66 }]), plain: tapRow([{ ms: 50 }]) },
        {
          page: '/asktheexperts',
          control: ask,
          served: tapRow([{ ms: 150, readyMs: 900 }]),
          plain: tapRow([{ ms: 160, readyMs: 3900 }]),
        },
      ]
      expect(firstTapFailures(rows)).toEqual([])
    },
  )

  it(
    'names each target missed: the limit, plain next start,' + ' a press never answered, a form slow or never ready',
    () => {
      const rows = [
        {
          page: '/',
          control: menu,
          served: tapRow([{ ms: 531 }, { ms: 540 }, { ms: 518 }]),
          plain: tapRow([{ ms: 87 }]),
        },
        { page: '/content/articles', control: menu, served: tapRow([{ ms: 68 }]), plain: tapRow([{ ms: 50 }]) },
        { page: '/guide', control: menu, served: tapRow([{ ms: null, error: 'no answer within 10 s' }]), plain: null },
        {
          page: '/asktheexperts',
          control: ask,
          served: tapRow([{ ms: 180, readyMs: 2500 }]),
          plain: tapRow([{ ms: 109, readyMs: 3900 }]),
        },
        {
          page: '/consult',
          control: { id: 'buy-now', label: 'Buy Now', target: 'content' },
          served: tapRow([{ ms: 120, readyMs: null, error: 'x' }]),
          plain: null,
        },
      ]
      expect(firstTapFailures(rows)).toEqual([
        '/: header Menu button answered in 531 ms > 100 ms',
        "/: header Menu button answered in 531 ms, slower than plain next start's 87 ms",
        "/content/articles: header Menu button answered in 68 ms, slower than plain next start's 50 ms",
        '/guide: header Menu button went unanswered in 1 of 1 runs (no answer within 10 s)',
        "/asktheexperts: Ask a Question answered in 180 ms, slower than plain next start's 109 ms",
        '/asktheexperts: Ask a Question: its form took typing 2500 ms after the tap > 1000 ms',
        '/consult: Buy Now: its form never took a typed character in 1 of 1 runs',
      ])
    },
  )

  it(
    'holds the home page to its JavaScript budget, and a post ' +
      'page to the home page plus its margin, as transferred',
    () => {
      const budget = { homeJsKiB: 130, articleOverHomeKiB: 5, postPages: new Set(['/guide']) }
      const home = { page: '/', served: { bytes: 122 * 1024 }, plain: null }
      const rows = [
        home,
        { page: '/guide', served: { bytes: 128 * 1024 }, plain: null },
        { page: '/price-check', served: { bytes: 200 * 1024 }, plain: null },
      ]
      expect(scriptFailures(rows, budget)).toEqual([
        "/guide: 128.0 KiB of JavaScript transferred within 10 s > the home page's 122.0 + 5 KiB",
      ])
      home.served.bytes = 131 * 1024
      expect(scriptFailures(rows, budget)).toEqual(['/: 131.0 KiB of JavaScript transferred within 10 s > 130 KiB'])
    },
  )

  it('prints a row per control with both servers and the form figure, and the JavaScript per page', () => {
    const lines = firstTapTable(
      [
        {
          page: '/asktheexperts',
          control: ask,
          served: tapRow([
            { ms: 460.4, readyMs: 2500 },
            { ms: 470, readyMs: 2600 },
            { ms: 450, readyMs: 2400 },
          ]),
          plain: tapRow([{ ms: 109, readyMs: 3900 }]),
        },
      ],
      [{ page: '/asktheexperts', served: { bytes: 125_000 }, plain: { bytes: 250_000 } }],
    )
    expect(lines[1]).toMatch(/^\/asktheexperts\s+Ask a Question\s+200\s+460 \(450-470\)\s+109\s+2500\s+3900$/)
    expect(lines.at(-1)).toMatch(/^\/asktheexperts\s+122\.1\s+244\.1$/)
  })
})

describe('the first tap: what is pressed', () => {
  it('presses the menu on every template and the content control where the template has one', () => {
    expect(controlsOf('/guide').map((control) => control.id)).toEqual(['menu'])
    expect(controlsOf('/').map((control) => control.id)).toEqual(['menu', 'search'])
    expect(controlsOf('/asktheexperts').map((control) => control.id)).toEqual(['menu', 'ask'])
    expect(Object.values(CONTENT_CONTROLS).every((control) => control.target === 'content')).toBe(true)
    expect(FIRST_TAP_TARGETS).toMatchObject({ headerMs: 100, contentMs: 200, readyMs: 1000 })
  })
})
