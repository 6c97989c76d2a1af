// Next puts the framework's scripts (React, its router, the page's client components: about 125 KB)
// in every page's head as `async` scripts, so a phone fetches them at once, sharing a slow line with
// the first screen's image and running them before that image is painted. A page is readable
// without them (every page is rendered on the server, links are links, the header's menu and search
// are native), so here they wait: each becomes an inert placeholder, and a small loader in the head
// runs the real scripts in the first idle moment after the browser reports the first screen painted
// (its main image too), or at the visitor's first touch or key if that comes sooner. The app is then
// running before a reader's first tap, and its start costs no long task: the build has Chrome
// compile the scripts off the main thread (frameworkCompileHints.mjs). A press made before the app
// answers is held and replayed once it does, and forms keep what was typed (src/site/forms/
// useEarlyTyping.ts); if the app does not come, the reader is told. Only the public site's HTML is
// changed, never the admin's.
import { transformSync } from 'esbuild'

import { FRAMEWORK_SCRIPT, FRAMEWORK_SCRIPT_PRELOAD } from '@/platform/next/nextContracts.mjs'
import { AFTER_FIRST_SCREEN_TYPE } from '@/platform/next/sharedWithWebServer.mjs'

export const PLACEHOLDER_TYPE = AFTER_FIRST_SCREEN_TYPE

/** What a press held for the app says when the app has not come: its scripts failed or are late. */
export const APP_MISSING_MESSAGE =
  'This needs the page\u2019s scripts, which have not loaded. Check your connection, then reload the page.'
/** How long a held press waits for the app before the reader is told. */
export const APP_MISSING_AFTER_MS = 5000

/**
 * Runs in the page. Once `load` has fired and the first paint and, when the first screen shows the
 * page's main image, that image's paint are reported (a browser reports a paint only once it is on
 * screen, which can be a second or two after it was drawn; an image smaller than a text block
 * already painted is never reported, so then the text is enough), the framework's scripts are
 * added in the browser's next idle time, or at the visitor's first touch, click, key, wheel or mouse
 * move if sooner. A button pressed or a form sent before the app answers is held (marked
 * `aria-busy`) and pressed or sent again once `<html data-hydrated>` says it does
 * (site/shell/HydrationMark.tsx); when a script fails to load, or 5 s after the press, an alert
 * (`.app-missing`, a child of the body, which React's hydration skips) says the app has not come.
 * Buttons that open a native dialog or popover (`commandfor`, `popovertarget`) and forms with an
 * `action` of their own (the header's search, a plain GET) need no app.
 */
/* global document, window, addEventListener -- it runs in the page, as written */
/* global MutationObserver, PerformanceObserver -- it runs in the page, as written */
/* eslint-disable no-var -- it runs in the page as written, in browsers of any age */
function runFrameworkAfterFirstScreen(type: string, missingMessage: string, missingAfterMs: number) {
  var root = document.documentElement
  var started = false
  var failed = false
  var firstPaint = false
  var imagePaint = false
  var largestPaint = 0
  var loaded = false
  var held: HTMLElement | null = null
  var notice: HTMLElement | null = null
  // Once the page is parsed, a script element per framework script, one a task: each one's request
  // (2-10 ms here) costs the main thread, and eight at once were one of the load's longest tasks.
  function start() {
    if (started) return
    started = true
    function all() {
      document.querySelectorAll('script[type="' + type + '"]').forEach(function (placeholder) {
        setTimeout(function () {
          var script = document.createElement('script')
          script.src = placeholder.getAttribute('data-src')!
          script.async = true
          script.onerror = function () {
            failed = true
            if (held) tellMissing()
          }
          document.head.appendChild(script)
        })
      })
    }
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', all, { once: true })
    else all()
  }
  function afterFirstScreen() {
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 1000 })
    else setTimeout(start, 100)
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
  function tellMissing() {
    if (notice || root.hasAttribute('data-hydrated')) return
    notice = document.createElement('div')
    notice.className = 'app-missing'
    notice.setAttribute('role', 'alert')
    notice.textContent = missingMessage
    document.body.appendChild(notice)
  }
  // Links, native controls and forms with an address of their own work without the app; any other
  // button or form waits for it.
  function hold(event: Event) {
    if (root.hasAttribute('data-hydrated')) return
    var target =
      event.type === 'submit'
        ? (event.target as HTMLElement)
        : (event.target as HTMLElement).closest &&
          (event.target as HTMLElement).closest<HTMLElement>('button:not([popovertarget]):not([commandfor])')
    if (!target) return
    var form =
      target.tagName === 'FORM'
        ? (target as HTMLFormElement)
        : (target as HTMLButtonElement).type === 'submit'
          ? (target as HTMLButtonElement).form
          : null
    if (form && form.hasAttribute('action')) return
    // React may already listen (before its first commit marks the page): it must not see this one too.
    event.preventDefault()
    event.stopPropagation()
    if (held) held.removeAttribute('aria-busy')
    held = target
    held.setAttribute('aria-busy', 'true')
    start()
    if (failed) tellMissing()
    else setTimeout(tellMissing, missingAfterMs)
  }
  addEventListener('click', hold, true)
  addEventListener('submit', hold, true)
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-hydrated')) return
    observer.disconnect()
    if (notice) notice.remove()
    var pressed = held
    held = null
    if (!pressed) return
    pressed.removeAttribute('aria-busy')
    if (pressed.isConnected)
      setTimeout(function () {
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

const LOADER_ARGUMENTS = [PLACEHOLDER_TYPE, APP_MISSING_MESSAGE, APP_MISSING_AFTER_MS].map((value) =>
  JSON.stringify(value),
)
const LOADER_CALL = `(${runFrameworkAfterFirstScreen})(${LOADER_ARGUMENTS.join(',')})`
const LOADER = `<script>${transformSync(LOADER_CALL, { minify: true }).code.trim()}</script>`

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
  const deferredBody = body.replace(FRAMEWORK_SCRIPT, placeholder)
  return `${deferredHead.replace(FRAMEWORK_SCRIPT_PRELOAD, '')}${LOADER}${HEAD_END}${deferredBody}`
}
