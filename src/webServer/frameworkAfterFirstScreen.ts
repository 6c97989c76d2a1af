// Next puts the framework's scripts (React, its router, the page's client components: about 125 KB)
// in every page's head as `async` scripts, so a phone fetches them at once, sharing a slow line with
// the first screen's image and running them before that image is painted. A page is readable
// without them (every page is rendered on the server, links are links), so here they wait: each
// becomes an inert placeholder, and a small loader in the head fetches the real scripts once the
// browser reports the first screen painted (its main image too) and runs them at the visitor's
// first touch, click, key or mouse move. Starting React and Next's router is one 100-300 ms burst
// of main-thread work on a phone; a reader who only reads never pays it, and one who taps a button
// gets the press answered once it is done (held and replayed). Forms keep what was typed before it
// (src/site/forms/useEarlyTyping.ts). Only the public site's HTML is changed, never the admin's.
import { transformSync } from 'esbuild'

import { FRAMEWORK_SCRIPT, FRAMEWORK_SCRIPT_PRELOAD } from '@/server/nextContracts.mjs'
import { AFTER_FIRST_SCREEN_TYPE } from '@/server/sharedWithWebServer.mjs'

export const PLACEHOLDER_TYPE = AFTER_FIRST_SCREEN_TYPE

/**
 * Runs in the page. Once `load` has fired and the first paint and, when the first screen shows the
 * page's main image, that image's paint are reported (a browser reports a paint only once it is on
 * screen, which can be a second or two after it was drawn; an image smaller than a text block
 * already painted is never reported, so then the text is enough), the framework's scripts are
 * fetched into the cache without running. They run at the visitor's first touch, click, key, wheel
 * or mouse move, or at once when the page needs them to show what it holds: a query string (the
 * app reads `?buy=`, `?order=`) or a `data-app-if-stored` key present in session storage (a
 * basket). A button pressed or a form sent before the app answers is held and pressed or sent
 * again once `<html data-hydrated>` says it does (site/shell/HydrationMark.tsx).
 */
/* global document, window, location, sessionStorage, addEventListener, MutationObserver, PerformanceObserver -- it runs in the page, as written */
/* eslint-disable no-var -- it runs in the page as written, in browsers of any age */
function runFrameworkWhenReaderActs(type: string) {
  var root = document.documentElement
  var fetched = false
  var started = false
  var firstPaint = false
  var imagePaint = false
  var largestPaint = 0
  var loaded = false
  var held: HTMLElement | null = null
  // Once the page is parsed, an element per framework script, one a task: each one's request (2-10
  // ms here) and a script's first run cost the main thread; the eight prefetch links added at once
  // were one of the load's longest tasks (12-42 ms). `element` returns nothing to add none.
  function eachScript(element: (src: string) => HTMLElement | null) {
    function all() {
      document.querySelectorAll('script[type="' + type + '"]').forEach(function (placeholder) {
        var src = placeholder.getAttribute('data-src')!
        setTimeout(function () {
          var added = element(src)
          if (added) document.head.appendChild(added)
        })
      })
    }
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', all, { once: true })
    else all()
  }
  function start() {
    if (started) return
    started = true
    eachScript(function (src: string) {
      var script = document.createElement('script')
      script.src = src
      script.async = true
      return script
    })
  }
  function prefetch() {
    if (fetched || started) return
    fetched = true
    eachScript(function (src: string) {
      // Started meanwhile: the script element fetches it.
      if (started) return null
      var link = document.createElement('link')
      link.rel = 'prefetch'
      link.as = 'script'
      link.href = src
      return link
    })
  }
  function neededAtLoad() {
    if (location.search.length > 1) return true
    var marks = document.querySelectorAll('[data-app-if-stored]')
    for (var i = 0; i < marks.length; i++) {
      try {
        if (sessionStorage.getItem(marks[i]!.getAttribute('data-app-if-stored')!)) return true
      } catch {
        // No storage, nothing stored.
      }
    }
    return false
  }
  function afterFirstScreen() {
    if (neededAtLoad()) start()
    else prefetch()
  }
  // The main image's area on the first screen, as the browser measures a paint.
  function mainImageArea() {
    var image = document.querySelector('img[fetchpriority="high"]')
    if (!image) return 0
    var box = image.getBoundingClientRect()
    var height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)
    var width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0)
    return height > 0 && width > 0 ? height * width : 0
  }
  function check() {
    if (loaded && firstPaint && (imagePaint || mainImageArea() <= largestPaint)) afterFirstScreen()
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (types.indexOf('paint') < 0 || types.indexOf('largest-contentful-paint') < 0) firstPaint = imagePaint = true
  else
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry: PerformanceEntry & { size?: number; element?: Element | null }) {
        if (entry.name === 'first-contentful-paint') firstPaint = true
        if (entry.entryType !== 'largest-contentful-paint') return
        largestPaint = Math.max(largestPaint, entry.size!)
        if (entry.element && entry.element.tagName === 'IMG') imagePaint = true
      })
      check()
    }).observe({ entryTypes: ['paint', 'largest-contentful-paint'] })
  ;['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'].forEach(function (event) {
    addEventListener(event, start, { once: true, capture: true, passive: true })
  })
  // Links and native controls work without the app; a button or a form waits for it.
  function hold(event: Event) {
    if (root.hasAttribute('data-hydrated')) return
    var target = event.type === 'submit' ? (event.target as HTMLElement) : (event.target as HTMLElement).closest && (event.target as HTMLElement).closest<HTMLElement>('button:not([popovertarget])')
    if (!target) return
    // React may already listen (before its first commit marks the page): it must not see this one too.
    event.preventDefault()
    event.stopPropagation()
    held = target
    start()
  }
  addEventListener('click', hold, true)
  addEventListener('submit', hold, true)
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-hydrated')) return
    observer.disconnect()
    var pressed = held
    held = null
    if (pressed && pressed.isConnected) setTimeout(function () {
      if (pressed!.tagName === 'FORM') (pressed as HTMLFormElement).requestSubmit()
      else pressed!.click()
    })
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
  // The end of loading is polled, not listened for: the browser dispatches `load` to a listener in
  // a task of its own that cost 10-22 ms here, most of it making the event's object for the script.
  function whenLoaded() {
    if (document.readyState !== 'complete') return setTimeout(whenLoaded, 100)
    loaded = true
    check()
    // A page opened in a background tab is painted only when shown.
    setTimeout(afterFirstScreen, 5000)
  }
  whenLoaded()
}
/* eslint-enable no-var */

const placeholder = (_: string, src: string) => `<script type="${PLACEHOLDER_TYPE}" data-src="${src}"></script>`

const LOADER = `<script>${transformSync(`(${runFrameworkWhenReaderActs})(${JSON.stringify(PLACEHOLDER_TYPE)})`, { minify: true }).code.trim()}</script>`

const HEAD_END = '</head>'

/**
 * A page with Next's async framework scripts turned into placeholders (in the head and, the one
 * that starts the app, after the first screen of HTML), their preloads in the head dropped and the
 * loader added at the head's end; unchanged when its head has none (without the loader in the
 * head, a placeholder in the body would never be loaded).
 */
export function deferFrameworkScripts(html: string): string {
  const headEnd = html.indexOf(HEAD_END)
  if (headEnd < 0) return html
  const head = html.slice(0, headEnd)
  const deferredHead = head.replace(FRAMEWORK_SCRIPT, placeholder)
  if (deferredHead === head) return html
  const body = html.slice(headEnd + HEAD_END.length)
  return `${deferredHead.replace(FRAMEWORK_SCRIPT_PRELOAD, '')}${LOADER}${HEAD_END}${body.replace(FRAMEWORK_SCRIPT, placeholder)}`
}
