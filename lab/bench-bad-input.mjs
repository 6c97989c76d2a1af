// `npm run bench:bad-input [-- --count N] [--seed S]`: posts N (1,000) generated malformed bodies to
// every write endpoint of the production build (lab/lib/badBodies.mjs) and reports, per endpoint,
// the answers it got. It fails when any answer is 500 or more, or when any table but the rate
// limiter's counters has gained or lost a row. It runs the scale-out topology with one app server
// (tests/support/topology.ts: a private PostgreSQL, the site bootstrapped on it) and posts to that
// server directly, each body as another visitor (X-Forwarded-For, trusted for one proxy hop), so
// that every body reaches validation instead of the rate limit.
import http from 'node:http'

import pg from 'pg'

import { WRITE_ENDPOINTS, badBodies } from './lib/badBodies.mjs'
import { buildExists, ensureDependencies, log } from '../scripts/lib/setup.ts'
import { startTopology } from '../tests/support/topology.ts'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const COUNT = option('count', 1_000)
const SEED = option('seed', Date.now() % 1_000_000)
const CONCURRENCY = 8
// Counters the rate limiter keeps per visitor: every request writes them, by design.
const UNCOUNTED_TABLES = new Set(['rate_limits'])

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
let visitor = 0

/** One POST of `text` to `path`, as a page of the site would send it, from a visitor of its own. */
function post(baseUrl, path, { text, contentType }) {
  const site = new URL(baseUrl)
  visitor += 1
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: site.hostname,
        port: site.port,
        method: 'POST',
        path,
        headers: {
          Origin: site.origin,
          Cookie: 'XSRF-TOKEN=bad-input-benchmark',
          'X-XSRF-TOKEN': 'bad-input-benchmark',
          'X-Forwarded-For': address,
          'Content-Type': contentType,
          'Content-Length': String(Buffer.byteLength(text)),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', (error) => resolve(`network error: ${error.message}`))
    request.end(text)
  })
}

async function rowCounts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: tables } = await client.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
    const counts = {}
    for (const { table_name: table } of tables) {
      if (UNCOUNTED_TABLES.has(table)) continue
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${table}"`)
      counts[table] = rows[0].n
    }
    return counts
  } finally {
    await client.end()
  }
}

/** Sends every body with a few requests in flight; the answers' statuses, in order. */
async function sendAll(baseUrl, path, bodies) {
  const statuses = new Array(bodies.length)
  let next = 0
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++
      statuses[index] = await post(baseUrl, path, bodies[index])
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return statuses
}

function printTable(rows) {
  const table = [
    ['endpoint', 'sent', '400', '403', '404', '413', '429', 'other', '>= 500'],
    ...rows.map((r) =>
      [r.path, r.sent, r['400'], r['403'], r['404'], r['413'], r['429'], r.other, r.serverErrors].map(String),
    ),
  ]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  for (const row of table)
    console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '))
}

let topology
let exitCode = 0
const serverOutput = []
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => (topology?.stop() ?? Promise.resolve()).finally(() => process.exit(130)))
try {
  ensureDependencies()
  topology = await startTopology({
    servers: 1,
    build: buildExists() ? 'existing' : 'when-stale',
    log: (line) => serverOutput.push(line),
  })
  const server = topology.servers[0].url
  log(`posting ${COUNT} malformed bodies to each of ${WRITE_ENDPOINTS.length} write endpoints (seed ${SEED})`)
  const before = await rowCounts(topology.databaseUrl)
  const started = Date.now()
  const rows = []
  const failures = []
  const notes = []
  for (const endpoint of WRITE_ENDPOINTS) {
    const bodies = badBodies(endpoint, COUNT, SEED)
    const statuses = await sendAll(server, endpoint.path, bodies)
    const row = {
      path: endpoint.path,
      sent: statuses.length,
      400: 0,
      403: 0,
      404: 0,
      413: 0,
      429: 0,
      other: 0,
      serverErrors: 0,
    }
    const passedValidation = new Map()
    statuses.forEach((status, index) => {
      if (typeof status !== 'number' || status >= 500) {
        row.serverErrors += 1
        if (failures.length < 20) failures.push(`${endpoint.path} (${bodies[index].kind}): ${status}`)
        return
      }
      if (String(status) in row) row[String(status)] += 1
      else row.other += 1
      // What got past validation, and what the endpoint then said (an unknown id, an unpaid payment).
      if (status !== 400 && status !== 413) {
        const key = `${status} ${bodies[index].kind}`
        passedValidation.set(key, (passedValidation.get(key) ?? 0) + 1)
      }
    })
    rows.push(row)
    if (passedValidation.size) {
      notes.push(`${endpoint.path}: ${[...passedValidation].map(([key, n]) => `${key} ×${n}`).join('; ')}`)
    }
  }
  const seconds = (Date.now() - started) / 1000
  const after = await rowCounts(topology.databaseUrl)
  const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table])

  console.log()
  printTable(rows)
  const total = rows.reduce((sum, r) => sum + r.sent, 0)
  if (notes.length) console.log(`\npast validation (status, how the body was broken):\n  ${notes.join('\n  ')}`)
  const serverErrors = rows.reduce((sum, r) => sum + r.serverErrors, 0)
  console.log(`\n${total} requests in ${seconds.toFixed(1)} s; answers of 500 or more: ${serverErrors}`)
  const changes = changed.length ? changed.map((t) => `${t} ${before[t]} → ${after[t]}`).join(', ') : 'none'
  console.log(`tables whose row count changed (rate-limit counters aside): ${changes}`)
  if (failures.length || changed.length) {
    for (const failure of failures) console.error(`  ${failure}`)
    // What the server said about its failures (apiRoute logs each with its stack).
    console.error(
      serverOutput
        .filter((line) => /\[api\]|error/i.test(line))
        .slice(-40)
        .join('\n'),
    )
    exitCode = 1
  }
} catch (error) {
  console.error(`[tubwise] bad-input benchmark failed: ${error instanceof Error ? error.message : error}`)
  console.error(serverOutput.slice(-40).join('\n'))
  exitCode = 1
} finally {
  agent.destroy()
  await topology?.stop()
}
process.exit(exitCode)
