// `npm run bench:pages [-- [--runs 3] [--first-tap-only | --no-first-tap] [/path ...]]`: Lighthouse
// (default mobile config: simulated slow 4G, 4x CPU slowdown) on the site's page templates, each page
// `runs` times, printing the median of each figure: scores, Core Web Vitals, client JavaScript weight,
// whether payment code loads and Lighthouse's benchmark index of this machine (the same page blocks
// longer on a slower host). Then the first tap (lab/lib/firstTap.mjs): a phone reader's first
// touch on the header's menu and on each template's first content control, timed until the page
// answers, beside the same build under plain `next start`, and the JavaScript each page transfers
// within 10 s. It exits non-zero when a page misses issue 15's targets (TARGETS below) or issue 28's
// (FIRST_TAP_TARGETS in lab/lib/firstTapFigures.mjs), so a regression shows the day it lands.
// BENCH_URL points at a running site; without it the production site is started on a free port.
// BENCH_PLAIN_URL points at the build under plain `next start`; without it one is started on
// BENCH_PLAIN_PORT (a free port when unset).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import {
  FIRST_TAP_TARGETS,
  firstTapFailures,
  firstTapTable,
  isScriptRequest,
  median,
  scriptFailures,
} from './lib/firstTapFigures.mjs'
import { runFirstTaps } from './lib/firstTapRun.mjs'
import { startPlainNext } from './lib/plainNextStart.mjs'
import { freePort } from '../tests/support/postgres.ts'
import { log, root } from '../scripts/lib/setup.ts'

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const OUT_DIR = path.join(root, 'bench-results')

/**
 * One page of each template: home, a listing, an article, a review, a video, the questions board, the
 * price checker, the three buyer tools, the water-care calculator, the owner's care log and care
 * reminders, the buyers service (`/pbs` redirects there), a search.
 */
const TEMPLATES = [
  '/',
  '/content/articles',
  '/guide',
  '/bluecrest-spas-review',
  '/hot_tub_shells',
  '/asktheexperts',
  '/price-check',
  '/hot-tub-running-cost',
  '/hot-tub-quote-scorecard',
  '/compare-hot-tubs',
  '/water-care',
  '/water-care/log',
  '/water-care/reminders',
  '/consult',
  '/search/jets',
]
/** Pages that are one post each: their JavaScript may add at most `articleOverHomeKiB` to the home page's. */
const POST_PAGES = new Set(['/guide', '/bluecrest-spas-review', '/hot_tub_shells'])
/** Search results are `noindex` on purpose, which Lighthouse's SEO score counts against them. */
const NOINDEX_PAGES = new Set(['/search/jets'])
const TARGETS = {
  performance: 100,
  accessibility: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.001,
  homeJsKiB: 130,
  articleOverHomeKiB: 5,
}

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const RUNS = Number(option('runs', 3))
const FIRST_TAP_ONLY = args.includes('--first-tap-only')
const FIRST_TAP = !args.includes('--no-first-tap')
const pages = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--runs')
if (!pages.length) pages.push(...TEMPLATES)

let stopSite = () => {}
let stopPlain = () => {}

/** Runs `npm start` on a free port; resolves with its URL once /api/health answers 200. */
async function startSite() {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  log(`starting the site on ${baseUrl} (install, migrate, seed, build when stale)...`)
  // Its own process group, so stopping it also stops the server (scripts/serve.ts) and anything else it spawned.
  // No stdin: an unattended run must not hang on a prompt (Payload asks before migrating a
  // database that dev mode pushed).
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  })
  let exited = false
  child.on('exit', () => (exited = true))
  stopSite = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 10 * 60_000
  while (Date.now() < deadline && !exited) {
    const res = await fetch(`${baseUrl}/api/health`).catch(() => null)
    if (res?.status === 200) return baseUrl
    await sleep(1000)
  }
  throw new Error(exited ? 'the site exited before it became healthy' : 'the site was not healthy after 10 minutes')
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null

// Strings only the payment SDK loaders carry: a page whose scripts contain one ships payment code.
const PAYMENT_CODE_MARKERS = ['js.stripe.com', 'paypal.com/sdk/js']

/** Whether any script the page loaded (before any form opens) carries payment code. */
async function loadsPaymentCode(scripts) {
  for (const { url } of scripts ?? []) {
    const text = await fetch(url).then(
      (res) => (res.ok ? res.text() : ''),
      () => '',
    )
    if (PAYMENT_CODE_MARKERS.some((marker) => text.includes(marker))) return true
  }
  return false
}

async function summarize(pagePath, lhr) {
  const requests = lhr.audits['network-requests']?.details?.items
  // Scripts the page ran and the framework's, which it fetches after the first screen to run at the
  // visitor's first touch (src/platform/webServer/frameworkAfterFirstScreen.ts): what a reader downloads.
  const scripts = lhr.runtimeError ? null : (requests ?? []).filter(isScriptRequest)
  const sum = (key) => scripts?.reduce((total, r) => total + (r[key] ?? 0), 0) ?? null
  return {
    paymentCode: scripts ? await loadsPaymentCode(scripts) : null,
    page: pagePath,
    url: lhr.finalDisplayedUrl,
    error: lhr.runtimeError?.message ?? null,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    // Lighthouse's measure of this machine's speed: the same page blocks longer on a slower host.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // Transfer only: a prefetched script is not decoded, so Lighthouse reports no resource size for it.
    script: { requests: scripts?.length ?? null, transferBytes: sum('transferSize') },
  }
}

/** One row from a page's runs: the median of each figure (payment code: whether any run loaded it). */
function medianRow(runs) {
  const of = (pick) => median(runs.map(pick))
  return {
    page: runs[0].page,
    url: runs[0].url,
    runs: runs.length,
    error: runs.find((run) => run.error)?.error ?? null,
    paymentCode: runs.some((run) => run.paymentCode),
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    script: { requests: of((run) => run.script.requests), transferBytes: of((run) => run.script.transferBytes) },
  }
}

function printTable(rows) {
  const fmt = (value, digits, scale = 1) => (value == null ? '-' : (value / scale).toFixed(digits))
  const table = [
    ['page', 'perf', 'a11y', 'seo', 'LCP s', 'TBT ms', 'CLS', 'JS KB transfer', 'payment code', 'host index'],
    ...rows.map((r) => [
      r.page,
      fmt(r.scores.performance, 0),
      fmt(r.scores.accessibility, 0),
      fmt(r.scores.seo, 0),
      fmt(r.lcpMs, 2, 1000),
      fmt(r.tbtMs, 0),
      fmt(r.cls, 3),
      fmt(r.script.transferBytes, 1, 1024),
      r.paymentCode == null ? '-' : r.paymentCode ? 'yes' : 'no',
      fmt(r.benchmarkIndex, 0),
    ]),
  ]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  for (const row of table)
    console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '))
  for (const r of rows.filter((r) => r.error)) console.log(`${r.page}: ${r.error}`)
}

/** Every target a row misses, in words. */
function failures(rows) {
  const kib = (bytes) => (bytes ?? Infinity) / 1024
  const home = rows.find((row) => row.page === '/')
  return rows.flatMap((r) => {
    const missed = []
    if (r.error) missed.push(`${r.page}: ${r.error}`)
    for (const id of ['performance', 'accessibility', 'seo']) {
      if (id === 'seo' && NOINDEX_PAGES.has(r.page)) continue
      if ((r.scores[id] ?? 0) < TARGETS[id])
        missed.push(`${r.page}: ${id} ${r.scores[id] ?? 'missing'} < ${TARGETS[id]}`)
    }
    if ((r.lcpMs ?? Infinity) > TARGETS.lcpMs)
      missed.push(`${r.page}: LCP ${(r.lcpMs / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`)
    if ((r.tbtMs ?? Infinity) > TARGETS.tbtMs)
      missed.push(`${r.page}: TBT ${r.tbtMs?.toFixed(0)} ms > ${TARGETS.tbtMs} ms`)
    if ((r.cls ?? Infinity) >= TARGETS.cls) missed.push(`${r.page}: CLS ${r.cls?.toFixed(3)} > 0`)
    if (r.page === '/' && kib(r.script.transferBytes) > TARGETS.homeJsKiB)
      missed.push(`/: ${kib(r.script.transferBytes).toFixed(1)} KiB of JavaScript > ${TARGETS.homeJsKiB} KiB`)
    if (
      home &&
      POST_PAGES.has(r.page) &&
      kib(r.script.transferBytes) > kib(home.script.transferBytes) + TARGETS.articleOverHomeKiB
    ) {
      missed.push(
        `${r.page}: ${kib(r.script.transferBytes).toFixed(1)} KiB of JavaScript > the home page's ` +
          `${kib(home.script.transferBytes).toFixed(1)} + ${TARGETS.articleOverHomeKiB} KiB`,
      )
    }
    // Payment code loads only when a checkout's payment area opens, never with a page.
    if (r.paymentCode) missed.push(`${r.page}: loads payment code before any payment area opens`)
    return missed
  })
}

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`[tubwise] no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`)
  process.exit(1)
}

/**
 * Asks for the page's scripts until the server answers each in Brotli (src/platform/webServer/brotliStatic.ts
 * makes that copy in the background after the first request), and for the page until it comes from
 * the copy kept compressed when it has one (src/platform/webServer/precompressedPages.ts; sent with its
 * length, where the compression middleware streams), so every Lighthouse run measures what a
 * returning server sends.
 */
async function warmUp(url) {
  const html = await (await fetch(url)).text()
  const scripts = [...html.matchAll(/<script (?:src|type="[^"]+" data-src)="(\/_next\/static\/[^"]+)"/g)].map(
    (match) => new URL(match[1], url).href,
  )
  const deadline = Date.now() + 15_000
  for (const script of scripts) {
    while (
      (await fetch(script, { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding') !== 'br' &&
      Date.now() < deadline
    )
      await sleep(200)
  }
  for (;;) {
    const page = await fetch(url, { headers: { 'Accept-Encoding': 'br' } })
    await page.arrayBuffer()
    // Only a page Next sends with an ETag is kept.
    if (!page.headers.get('etag') || page.headers.get('content-length') || Date.now() > deadline) break
    await sleep(200)
  }
}

let chrome = null
async function cleanUp() {
  await chrome?.kill()
  stopSite()
  stopPlain()
}
// The site runs in its own process group, so Ctrl-C does not reach it: stop it here.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(130)))

/** Lighthouse on every page: its table, pages.json, and the targets missed. */
async function lighthousePart(baseUrl) {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false })
  const rows = []
  let lighthouseVersion = null
  for (const pagePath of pages) {
    const url = new URL(pagePath, baseUrl).href
    await warmUp(url)
    const runs = []
    for (let run = 1; run <= RUNS; run++) {
      log(`lighthouse ${url} (run ${run} of ${RUNS})`)
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error' })
      lighthouseVersion = lhr.lighthouseVersion
      runs.push(await summarize(pagePath, lhr))
    }
    rows.push(medianRow(runs))
  }
  await chrome.kill()
  chrome = null
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const results = {
    baseUrl,
    lighthouseVersion,
    date: new Date().toISOString(),
    runsPerPage: RUNS,
    targets: TARGETS,
    pages: rows,
  }
  fs.writeFileSync(path.join(OUT_DIR, 'pages.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log()
  printTable(rows)
  console.log(`\nfull results: ${path.relative(root, path.join(OUT_DIR, 'pages.json'))}`)
  return failures(rows)
}

/**
 * The first tap on every page, as served and under plain `next start`: its table, first-tap.json, and
 * the targets missed.
 */
async function firstTapPart(baseUrl) {
  let plainUrl = process.env.BENCH_PLAIN_URL
  if (!plainUrl) {
    const plain = await startPlainNext(process.env.BENCH_PLAIN_PORT ? Number(process.env.BENCH_PLAIN_PORT) : undefined)
    stopPlain = plain.stop
    plainUrl = plain.baseUrl
  }
  const servers = [
    { name: 'served', baseUrl, warmUp },
    // Nothing to warm but Next's own render of the page.
    { name: 'plain', baseUrl: plainUrl, warmUp: (url) => fetch(url).then((res) => res.arrayBuffer()) },
  ]
  const { rows, scriptRows } = await runFirstTaps({ servers, pages, runs: RUNS, log })
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const results = {
    baseUrl,
    plainUrl,
    date: new Date().toISOString(),
    runsPerControl: RUNS,
    targets: FIRST_TAP_TARGETS,
    controls: rows,
    scripts: scriptRows,
  }
  fs.writeFileSync(path.join(OUT_DIR, 'first-tap.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log(
    "\nfirst tap (Lighthouse's phone throttling, read 3 s, one touch; " +
      `ms to the answer's paint, median of ${RUNS} (range))`,
  )
  for (const line of firstTapTable(rows, scriptRows)) console.log(line)
  console.log(`\nfull results: ${path.relative(root, path.join(OUT_DIR, 'first-tap.json'))}`)
  return [...firstTapFailures(rows), ...scriptFailures(scriptRows, { ...TARGETS, postPages: POST_PAGES })]
}

let exitCode = 0
try {
  const baseUrl = process.env.BENCH_URL || (await startSite())
  const failed = []
  if (!FIRST_TAP_ONLY) failed.push(...(await lighthousePart(baseUrl)))
  if (FIRST_TAP || FIRST_TAP_ONLY) failed.push(...(await firstTapPart(baseUrl)))
  if (failed.length) {
    console.error(`\n[tubwise] ${failed.length} targets missed (medians of ${RUNS} runs):\n  ${failed.join('\n  ')}`)
    exitCode = 1
  } else {
    console.log(`\nevery target met (medians of ${RUNS} runs)`)
  }
} catch (error) {
  console.error(`[tubwise] bench failed: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  await cleanUp()
}
process.exit(exitCode)
