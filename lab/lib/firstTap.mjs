// The first tap, measured as a phone reader meets it (issue 28): Debian's Chromium through Playwright,
// Lighthouse's phone (its screen and user agent) and its mobile throttling applied through the
// DevTools protocol (4x CPU, slow 4G), an empty cache for every run; the page loads, is read for 3 s,
// then takes ONE touch (no mouse move, scroll or key before it). In the page, a capture-phase
// `pointerdown` listener notes the touch's event.timeStamp; a MutationObserver (and `focusin`) sees
// the control's answer (lab/lib/firstTapControls.mjs), then a requestAnimationFrame and a
// setTimeout(0) approximate the next paint, whose performance.now() minus the touch is the figure.
// A press not answered within 10 s is a failure, not a number. Separately, a page left untouched
// counts the JavaScript it transfers within 10 s of the navigation's start, prefetches included.
import { setTimeout as sleep } from 'node:timers/promises'

import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts'
import { FIRST_TAP_TARGETS } from './firstTapFigures.mjs'

const READ_MS = 3_000
const ANSWER_WITHIN_MS = 10_000
const TYPED = 'q'

// Lighthouse's own values (lighthouse/core/config/constants.js -> @paulirish/trace_engine's
// lantern/simulation/Constants.js, mobileSlow4G), converted to bytes per second as Lighthouse's
// emulation does (lighthouse/core/lib/emulation.js, enableNetworkThrottling: kbit * 1024 / 8).
const slow4G = throttling.mobileSlow4G
export const NETWORK_CONDITIONS = {
  offline: false,
  latency: slow4G.requestLatencyMs,
  downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
}
export const CPU_SLOWDOWN = slow4G.cpuSlowdownMultiplier

export const launchBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true })

/** A fresh context (empty cache) with Lighthouse's phone and its throttling. */
async function phonePage(browser) {
  const phone = screenEmulationMetrics.mobile
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK_CONDITIONS)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page, cdp }
}

/* global window, document, addEventListener, performance, requestAnimationFrame, MutationObserver --
   these run in the page */

/** Init script: notes the first touch's time, and any input that came before it. */
function noteFirstTouch() {
  const state = { tapAt: null, before: [] }
  window.__tubwiseFirstTap = state
  const options = { capture: true, passive: true }
  addEventListener(
    'pointerdown',
    (event) => {
      if (state.tapAt == null) state.tapAt = event.timeStamp
    },
    options,
  )
  for (const type of ['pointermove', 'mousemove', 'mousedown', 'keydown', 'wheel']) {
    addEventListener(
      type,
      (event) => {
        if (state.tapAt == null && event.isTrusted) state.before.push(type)
      },
      options,
    )
  }
}

/**
 * The visible element matching a control's selector (and text): its centre after scrolling it into
 * view, or an error.
 */
function placeControl({ selector, text, scroll }) {
  const element = [...document.querySelectorAll(selector)].find(
    (each) => (text == null || each.textContent.trim() === text) && each.checkVisibility(),
  )
  if (!element) return { error: `no visible ${selector}${text ? ` "${text}"` : ''}` }
  // A script's scroll, not the reader's: the reader arrives at the control without touching the page.
  // Instant, whatever the page's scroll-behavior, so the box measured next is where it stays.
  if (scroll) element.scrollIntoView({ block: 'center', behavior: 'instant' })
  const box = element.getBoundingClientRect()
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
}

/** Waits in the page for the control's answer after the touch: resolves `{ ms }` or `{ error }`. */
function watchForAnswer({ answered, withinMs }) {
  const state = window.__tubwiseFirstTap
  const baseline = answered.kind === 'grows-or-busy' ? document.querySelectorAll(answered.selector).length : 0
  const isAnswered = () => {
    if (answered.kind === 'visible')
      return [...document.querySelectorAll(answered.selector)].some((element) => element.checkVisibility())
    if (answered.kind === 'focused')
      return document.activeElement != null && document.activeElement === document.querySelector(answered.selector)
    const busy = document.querySelector(answered.busy)
    return document.querySelectorAll(answered.selector).length > baseline || Boolean(busy?.disabled)
  }
  if (isAnswered()) return 'answered before the touch'
  state.answer = new Promise((resolve) => {
    let seen = false
    const observer = new MutationObserver(() => check())
    const finish = (result) => {
      observer.disconnect()
      document.removeEventListener('focusin', check, true)
      resolve(result)
    }
    function check() {
      if (seen || state.tapAt == null || !isAnswered()) return
      seen = true
      // The answer is in the DOM; the frame after it is the one that shows it.
      requestAnimationFrame(() => setTimeout(() => finish({ ms: performance.now() - state.tapAt })))
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    document.addEventListener('focusin', check, true)
    setTimeout(
      () =>
        seen ||
        finish({
          error: state.tapAt == null ? 'the touch never reached the page' : `no answer within ${withinMs / 1000} s`,
        }),
      withinMs,
    )
  })
  return null
}

/**
 * Waits in the page for a typed character to show in the field: resolves `{ ms }` since the first
 * touch, or `{ error }`.
 */
function watchForTyping({ selector, typed, withinMs }) {
  const state = window.__tubwiseFirstTap
  state.typed = new Promise((resolve) => {
    if (!document.querySelector(selector)) return resolve({ error: `${selector} left the page` })
    let seen = false
    // Asked again each time: a plain field may hand what it holds to the editor that replaces it.
    const shows = () =>
      [...document.querySelectorAll(selector)].some((field) =>
        ('value' in field ? field.value : field.textContent).includes(typed),
      )
    const observer = new MutationObserver(() => check())
    const finish = (result) => {
      observer.disconnect()
      document.removeEventListener('input', check, true)
      resolve(result)
    }
    function check() {
      if (seen || !shows()) return
      seen = true
      requestAnimationFrame(() => setTimeout(() => finish({ ms: performance.now() - state.tapAt })))
    }
    observer.observe(document, { subtree: true, childList: true, characterData: true })
    document.addEventListener('input', check, true)
    setTimeout(
      () => seen || finish({ error: `the form did not take typing within ${withinMs / 1000} s of the touch` }),
      Math.max(0, withinMs - (performance.now() - state.tapAt)),
    )
  })
}

/** After the answer: the form's field once it is there, touched, and a character typed into it. */
async function timeTyping(page, ready) {
  const sinceTap = await page.evaluate(() => performance.now() - window.__tubwiseFirstTap.tapAt)
  const field = page.locator(ready.selector).first()
  try {
    await field.waitFor({ state: 'visible', timeout: Math.max(1, ANSWER_WITHIN_MS - sinceTap) })
  } catch {
    return { error: `no ${ready.selector} within ${ANSWER_WITHIN_MS / 1000} s of the touch` }
  }
  const spot = await page.evaluate(placeControl, { selector: ready.selector, scroll: true })
  if (spot.error) return spot
  await page.evaluate(watchForTyping, { selector: ready.selector, typed: TYPED, withinMs: ANSWER_WITHIN_MS })
  await page.touchscreen.tap(spot.x, spot.y)
  await page.keyboard.type(TYPED)
  return page.evaluate(() => window.__tubwiseFirstTap.typed)
}

/**
 * One run: `url` loaded in a fresh phone context, read for 3 s, the control touched once.
 * Resolves `{ ms, readyMs? }`, with `ms` (or `readyMs`) null and an `error` when unanswered.
 */
export async function timeFirstTap(browser, url, spec) {
  const { context, page } = await phonePage(browser)
  const run = { ms: null, ...(spec.ready ? { readyMs: null } : {}) }
  try {
    await page.addInitScript(noteFirstTouch)
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    const placed = await page.evaluate(placeControl, { ...spec.control, scroll: true })
    if (placed.error) return { ...run, error: placed.error }
    await sleep(READ_MS)
    // Measured again after reading: late images or fonts may have moved it.
    const spot = await page.evaluate(placeControl, { ...spec.control, scroll: false })
    if (spot.error) return { ...run, error: spot.error }
    const early = await page.evaluate(watchForAnswer, { answered: spec.answered, withinMs: ANSWER_WITHIN_MS })
    if (early) return { ...run, error: early }
    await page.touchscreen.tap(spot.x, spot.y)
    const answer = await page.evaluate(() => window.__tubwiseFirstTap.answer)
    const before = await page.evaluate(() => window.__tubwiseFirstTap.before)
    if (before.length)
      return { ...run, error: `input before the touch (${before.join(', ')}): not the first interaction` }
    if (answer.error) return { ...run, error: answer.error }
    run.ms = answer.ms
    if (!spec.ready) return run
    const typed = await timeTyping(page, spec.ready)
    return typed.error ? { ...run, error: typed.error } : { ...run, readyMs: typed.ms }
  } catch (error) {
    return { ...run, error: error instanceof Error ? error.message.split('\n')[0] : String(error) }
  } finally {
    await context.close()
  }
}

/**
 * One untouched load of `url`: every request with its type, its bytes on the wire and when it
 * finished (ms since the navigation's first request), over the script window plus a margin.
 */
export async function recordRequests(browser, url) {
  const { context, page, cdp } = await phonePage(browser)
  const requests = new Map()
  let start = null
  cdp.on('Network.requestWillBeSent', (event) => {
    start ??= event.timestamp
    if (!requests.has(event.requestId))
      requests.set(event.requestId, {
        url: event.request.url,
        resourceType: event.type ?? null,
        finishedMs: null,
        bytes: 0,
      })
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId)
    if (!request) return
    request.finishedMs = (event.timestamp - start) * 1000
    request.bytes = event.encodedDataLength
  })
  try {
    const began = Date.now()
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await sleep(Math.max(0, began + FIRST_TAP_TARGETS.scriptWindowMs + 500 - Date.now()))
    return [...requests.values()]
  } finally {
    await context.close()
  }
}
