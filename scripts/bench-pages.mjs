// `npm run bench:pages [-- [--assert] [/path ...]]`: Lighthouse (default mobile config) on a few
// pages, printing scores, Core Web Vitals, client JavaScript weight and whether payment code loads.
// BENCH_URL points at a running site; without it the production site is started on a free port.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs'
import { freePort } from './lib/postgres.mjs'
import { log, root } from './lib/setup.mjs'

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const MINIMUM = { performance: 95, accessibility: 95, seo: 100 }
const OUT_DIR = path.join(root, 'bench-results')

const args = process.argv.slice(2)
const assert = args.includes('--assert')
const pages = args.filter((a) => !a.startsWith('--'))
if (!pages.length) pages.push('/', '/content/articles', '/guide', '/asktheexperts', '/hot_tub_shells', '/consult', '/enzyme_systems')

let stopSite = () => {}

/** Runs `npm start` on a free port; resolves with its URL once /api/health answers 200. */
async function startSite() {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  log(`starting the site on ${baseUrl} (install, migrate, seed, build when stale)...`)
  // Its own process group, so stopping it also stops the server (scripts/serve.mjs) and anything else it spawned.
  // No stdin: an unattended run must not hang on a prompt (Payload asks before migrating a
  // database that dev mode pushed).
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
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
    const text = await fetch(url).then((res) => (res.ok ? res.text() : ''), () => '')
    if (PAYMENT_CODE_MARKERS.some((marker) => text.includes(marker))) return true
  }
  return false
}

async function summarize(pagePath, lhr) {
  const requests = lhr.audits['network-requests']?.details?.items
  const scripts = lhr.runtimeError ? null : (requests ?? []).filter((r) => r.resourceType === 'Script')
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
    script: { requests: scripts?.length ?? null, transferBytes: sum('transferSize'), resourceBytes: sum('resourceSize') },
  }
}

function printTable(rows) {
  const fmt = (value, digits, scale = 1) => (value == null ? '-' : (value / scale).toFixed(digits))
  const table = [
    ['page', 'perf', 'a11y', 'seo', 'LCP s', 'TBT ms', 'CLS', 'JS KB transfer', 'JS KB resource', 'payment code'],
    ...rows.map((r) => [
      r.page,
      fmt(r.scores.performance, 0),
      fmt(r.scores.accessibility, 0),
      fmt(r.scores.seo, 0),
      fmt(r.lcpMs, 2, 1000),
      fmt(r.tbtMs, 0),
      fmt(r.cls, 3),
      fmt(r.script.transferBytes, 1, 1024),
      fmt(r.script.resourceBytes, 1, 1024),
      r.paymentCode == null ? '-' : r.paymentCode ? 'yes' : 'no',
    ]),
  ]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  for (const row of table) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '))
  for (const r of rows.filter((r) => r.error)) console.log(`${r.page}: ${r.error}`)
}

function failures(rows) {
  return rows.flatMap((r) => [
    ...Object.entries(MINIMUM)
      .filter(([id, min]) => r.scores[id] == null || r.scores[id] < min)
      .map(([id, min]) => `${r.page}: ${id} ${r.scores[id] ?? 'missing'} < ${min}`),
    // Payment code loads only when a checkout's payment area opens, never with a page.
    ...(r.paymentCode ? [`${r.page}: loads payment code before any payment area opens`] : []),
  ])
}

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`[tubwise] no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`)
  process.exit(1)
}

/**
 * Asks for the page's scripts until the server answers each in Brotli (scripts/lib/brotliStatic.mjs
 * makes that copy in the background after the first request), so every Lighthouse run measures
 * what a returning server sends, not a cold server's gzip.
 */
async function warmUp(url) {
  const html = await (await fetch(url)).text()
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+)" async/g)].map((match) => new URL(match[1], url).href)
  const deadline = Date.now() + 15_000
  for (const script of scripts) {
    while ((await fetch(script, { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding') !== 'br' && Date.now() < deadline) await sleep(200)
  }
}

let chrome = null
async function cleanUp() {
  await chrome?.kill()
  stopSite()
}
// The site runs in its own process group, so Ctrl-C does not reach it: stop it here.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(130)))

let exitCode = 0
try {
  const baseUrl = process.env.BENCH_URL || (await startSite())
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false })
  const rows = []
  let lighthouseVersion = null
  for (const pagePath of pages) {
    const url = new URL(pagePath, baseUrl).href
    await warmUp(url)
    log(`lighthouse ${url}`)
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error' })
    lighthouseVersion = lhr.lighthouseVersion
    rows.push(await summarize(pagePath, lhr))
  }
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const results = { baseUrl, lighthouseVersion, date: new Date().toISOString(), pages: rows }
  fs.writeFileSync(path.join(OUT_DIR, 'pages.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log()
  printTable(rows)
  console.log(`\nfull results: ${path.relative(root, path.join(OUT_DIR, 'pages.json'))}`)
  const failed = failures(rows)
  if (assert && failed.length) {
    console.error(`\n[tubwise] below the bar (performance and accessibility >= 95, SEO 100, no payment code):\n  ${failed.join('\n  ')}`)
    exitCode = 1
  }
} catch (error) {
  console.error(`[tubwise] bench failed: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  await cleanUp()
}
process.exit(exitCode)
