// The first-tap benchmark's arithmetic, apart from the browser: which requests are JavaScript, the
// median row of a control's runs, the targets it misses and the printed table.

/** Issue 28's targets for a reader's first tap, as served (`npm start`). */
export const FIRST_TAP_TARGETS = { headerMs: 100, contentMs: 200, readyMs: 1000, scriptWindowMs: 10_000 }

/**
 * "At least as fast as plain next start", as finely as a tap's answer can be timed: it is seen at
 * the next frame the browser paints (60 a second), so medians less than one frame apart are the
 * same answer (the same build's runs of one tap range over 40-60 ms here).
 */
export const FRAME_MS = 1000 / 60

/** The median of the known values (null when none). */
export const median = (values) => {
  const known = values.filter((value) => value != null).sort((a, b) => a - b)
  return known.length ? known[Math.floor(known.length / 2)] : null
}

/**
 * Whether a request fetched JavaScript: a script the page ran, or one of the build's scripts fetched
 * ahead (a `<link rel="prefetch">` is of type Other, so its path says it).
 */
export function isScriptRequest({ url, resourceType }) {
  if (resourceType === 'Script') return true
  try {
    return /\/_next\/static\/.+\.js$/.test(new URL(url).pathname)
  } catch {
    return false
  }
}

/** Bytes of JavaScript transferred by requests finished within `windowMs` of the navigation's start. */
export function scriptBytesWithin(requests, windowMs = FIRST_TAP_TARGETS.scriptWindowMs) {
  return requests
    .filter((request) => request.finishedMs != null && request.finishedMs <= windowMs && isScriptRequest(request))
    .reduce((total, request) => total + request.bytes, 0)
}

/**
 * One control's runs on one server as a row: the median time to the answer (and its range) over the
 * runs that were answered, how many never were, and the same for the form's readiness.
 * A run is `{ ms, readyMs?, error? }`, `ms` null when the press went unanswered.
 */
export function tapRow(runs) {
  const answered = runs.map((run) => run.ms).filter((ms) => ms != null)
  const ready = runs.map((run) => run.readyMs).filter((ms) => ms != null)
  const timesReady = runs.some((run) => 'readyMs' in run)
  return {
    runs: runs.length,
    ms: median(answered),
    minMs: answered.length ? Math.min(...answered) : null,
    maxMs: answered.length ? Math.max(...answered) : null,
    unanswered: runs.length - answered.length,
    readyMs: timesReady ? median(ready) : undefined,
    unready: timesReady ? runs.length - ready.length : undefined,
    errors: [...new Set(runs.map((run) => run.error).filter(Boolean))],
  }
}

const limitOf = (control, targets) => (control.target === 'header' ? targets.headerMs : targets.contentMs)

/**
 * Every first-tap target a row misses, in words. A row is `{ page, control, served, plain }`, the
 * last two from tapRow (`plain` null when plain `next start` was not measured).
 */
export function firstTapFailures(rows, targets = FIRST_TAP_TARGETS) {
  return rows.flatMap(({ page, control, served, plain }) => {
    const missed = []
    const name = `${page}: ${control.label}`
    const limit = limitOf(control, targets)
    if (served.unanswered)
      missed.push(
        `${name} went unanswered in ${served.unanswered} of ${served.runs} runs ` +
          `(${served.errors.join('; ') || 'no answer within 10 s'})`,
      )
    if (served.ms != null && served.ms > limit)
      missed.push(`${name} answered in ${Math.round(served.ms)} ms > ${limit} ms`)
    if (served.ms != null && plain?.ms != null && served.ms > plain.ms + FRAME_MS)
      missed.push(
        `${name} answered in ${Math.round(served.ms)} ms, slower than plain next start's ${Math.round(plain.ms)} ms`,
      )
    if (served.readyMs !== undefined) {
      if (served.unready)
        missed.push(`${name}: its form never took a typed character in ${served.unready} of ${served.runs} runs`)
      if (served.readyMs != null && served.readyMs > targets.readyMs)
        missed.push(
          `${name}: its form took typing ${Math.round(served.readyMs)} ms after the tap > ${targets.readyMs} ms`,
        )
    }
    return missed
  })
}

const fmtMs = (row) => {
  if (!row) return '-'
  if (row.ms == null) return 'no answer'
  const range = row.runs > 1 ? ` (${Math.round(row.minMs)}-${Math.round(row.maxMs)})` : ''
  return `${Math.round(row.ms)}${range}${row.unanswered ? ` +${row.unanswered} unanswered` : ''}`
}
const fmtReady = (row) =>
  row?.readyMs === undefined ? '-' : row.readyMs == null ? 'never' : String(Math.round(row.readyMs))
const fmtKiB = (bytes) => (bytes == null ? '-' : (bytes / 1024).toFixed(1))

/** The table's lines: a row per page and control, then each page's JavaScript. */
export function firstTapTable(rows, scriptRows) {
  const table = [
    ['page', 'first tap on', 'target ms', 'served ms', 'next start ms', 'form ready ms', 'next start ready ms'],
    ...rows.map(({ page, control, served, plain }) => [
      page,
      control.label,
      String(limitOf(control, FIRST_TAP_TARGETS)),
      fmtMs(served),
      fmtMs(plain),
      fmtReady(served),
      fmtReady(plain),
    ]),
  ]
  const scripts = [
    ['page', 'JS KiB in 10 s, served', 'JS KiB in 10 s, next start'],
    ...scriptRows.map(({ page, served, plain }) => [page, fmtKiB(served?.bytes), fmtKiB(plain?.bytes)]),
  ]
  return [...aligned(table), '', ...aligned(scripts)]
}

function aligned(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  return table.map((row) =>
    row
      .map((cell, i) => (i > 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  )
}

/**
 * The page targets on JavaScript (bench-pages.mjs's homeJsKiB and articleOverHomeKiB) applied to what
 * a phone transfers within the window, prefetches included, as served. A row is `{ page, served }`
 * with `served.bytes`.
 */
export function scriptFailures(scriptRows, { homeJsKiB, articleOverHomeKiB, postPages }) {
  const kib = (row) => (row?.served?.bytes ?? Infinity) / 1024
  const home = scriptRows.find((row) => row.page === '/')
  return scriptRows.flatMap((row) => {
    if (row.page === '/' && kib(row) > homeJsKiB)
      return [`/: ${kib(row).toFixed(1)} KiB of JavaScript transferred within 10 s > ${homeJsKiB} KiB`]
    if (home && postPages.has(row.page) && kib(row) > kib(home) + articleOverHomeKiB) {
      return [
        `${row.page}: ${kib(row).toFixed(1)} KiB of JavaScript transferred within 10 s > ` +
          `the home page's ${kib(home).toFixed(1)} + ${articleOverHomeKiB} KiB`,
      ]
    }
    return []
  })
}
