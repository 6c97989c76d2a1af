// `npm run scan [-- --minutes M]`: Debian's security scanners against the production build.
// The site runs as in the bad-input benchmark (tests/support/topology.ts, one app server on a private,
// freshly bootstrapped PostgreSQL, so the scan's records land in a database of its own), and the
// scanners reach it only through the scan proxy (lab/lib/scanProxy.mjs: nothing but the site,
// each request as another visitor, CSRF cookie and header as a page sends them). Then:
//   wapiti crawls and attacks the public site (about M minutes, 10 by default);
//   sqlmap tests every JSON write endpoint and the GET endpoints with parameters.
// It prints the findings per scanner, module and severity, the answers of 500 or more, and where the
// reports are (scan-reports/, git-ignored). It fails when a scanner reports a finding of medium
// severity or more, when sqlmap finds anything, or when anything answered 500 or more.
import fs from 'node:fs'
import path from 'node:path'

import { startScanProxy } from './lib/scanProxy.mjs'
import { scanTargets } from './lib/scanTargets.mjs'
import { ensureScanners, runSqlmap, runWapiti, wapitiFindings } from './lib/scanners.mjs'
import { buildExists, ensureDependencies, log, root } from '../scripts/lib/setup.ts'
import { startTopology } from '../tests/support/topology.ts'

const args = process.argv.slice(2)
const minutesAt = args.indexOf('--minutes')
const MINUTES = minutesAt >= 0 ? Number(args[minutesAt + 1]) : 10
const PROXY_PORT = Number(process.env.SCAN_PROXY_PORT || 3121)
const REPORTS = path.join(root, 'scan-reports')
const SEVERE = new Set(['medium', 'high', 'critical'])

const countBy = (items, key) => {
  const counts = new Map()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a.localeCompare(b))
}

let topology
let proxy
let exitCode = 0
const serverOutput = []
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => Promise.allSettled([proxy?.stop(), topology?.stop()]).finally(() => process.exit(130)))
}
try {
  if (!(MINUTES > 0)) throw new Error('--minutes takes a positive number')
  ensureDependencies()
  ensureScanners()
  fs.rmSync(REPORTS, { recursive: true, force: true })
  fs.mkdirSync(path.join(REPORTS, 'sqlmap'), { recursive: true })

  topology = await startTopology({
    servers: 1,
    build: buildExists() ? 'existing' : 'when-stale',
    log: (line) => serverOutput.push(line),
  })
  const site = topology.servers[0].url
  // The staff admin and Payload's own API: behind a login, not the public site.
  proxy = await startScanProxy({ port: PROXY_PORT, site, excludedPaths: ['/admin', '/api/cms'] })
  const targets = await scanTargets(site, proxy.url)
  const started = Date.now()

  log(`wapiti: crawling and attacking ${site} for up to ${MINUTES} minutes (log: scan-reports/wapiti.log)`)
  const wapitiReport = await runWapiti({
    site,
    proxy: proxy.url,
    reportDir: REPORTS,
    startUrls: targets.wapitiStart,
    maxScanSeconds: MINUTES * 60,
  })
  const findings = wapitiFindings(wapitiReport)

  const sqlmap = []
  for (const target of targets.sqlmap) {
    log(`sqlmap: ${target.name}`)
    sqlmap.push(await runSqlmap({ target, proxy: proxy.url, reportDir: REPORTS }))
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  fs.writeFileSync(path.join(REPORTS, 'server.log'), serverOutput.join('\n') + '\n')
  fs.writeFileSync(path.join(REPORTS, 'server-errors.txt'), proxy.serverErrors.join('\n') + '\n')
  const serverFailures = serverOutput.filter((line) =>
    /\[api\] .* failed|request failed|unhandled|uncaught/i.test(line),
  )

  console.log(`\n── security scan summary (${minutes} min) ──`)
  console.log(`wapiti (${findings.length} findings):`)
  for (const [key, n] of countBy(findings, (f) => `${f.section} / ${f.category} / ${f.severity}`))
    console.log(`  ${key}: ${n}`)
  for (const f of findings) {
    const parameter = f.parameter ? ` (${f.parameter})` : ''
    const info = String(f.info).split('\n')[0].slice(0, 160)
    console.log(`    [${f.severity}] ${f.category}: ${f.method} ${f.path}${parameter} — ${info}`)
  }
  const sqlmapFound = sqlmap.filter((r) => r.findings.length)
  const sqlmapClean = sqlmap.filter((r) => r.clean && !r.findings.length)
  console.log(
    `sqlmap (${sqlmap.length} targets): ${sqlmapClean.length} with no injectable parameter, ` +
      `${sqlmapFound.length} with findings`,
  )
  for (const r of sqlmap) {
    if (r.findings.length) console.log(`  ${r.name}: ${r.findings.join(' | ')}`)
    else if (!r.clean) console.log(`  ${r.name}: not completed (${r.errors.at(-1) ?? `exit ${r.code}`})`)
  }
  console.log(
    `answers through the scan proxy: ${countBy(
      [...proxy.statuses].flatMap(([status, n]) => Array(n).fill(status)),
      String,
    )
      .map(([s, n]) => `${s} ×${n}`)
      .join(', ')}`,
  )
  const distinctErrors = countBy(proxy.serverErrors, (line) => line.split('?')[0]).map(([line, n]) => `${line} ×${n}`)
  const errorList = distinctErrors.length ? `\n  ${distinctErrors.slice(0, 30).join('\n  ')}` : ''
  console.log(`answers of 500 or more: ${proxy.serverErrors.length}${errorList}`)
  const distinctFailures = countBy(serverFailures, (line) => line.slice(0, 200)).map(([line, n]) => `${line} ×${n}`)
  const failureList = distinctFailures.length ? `\n  ${distinctFailures.slice(0, 20).join('\n  ')}` : ''
  console.log(`server log failures: ${serverFailures.length}${failureList}`)
  const refused = proxy.refused.size ? [...proxy.refused].map(([host, n]) => `${host} ×${n}`).join(', ') : 'none'
  console.log(`requests refused for leaving the site: ${refused}`)
  console.log(
    `reports: ${path.relative(root, wapitiReport)}, scan-reports/sqlmap/*.log, scan-reports/server.log, ` +
      'scan-reports/server-errors.txt',
  )

  const severe = findings.filter((f) => SEVERE.has(f.severity))
  if (severe.length || sqlmapFound.length || proxy.serverErrors.length || serverFailures.length) exitCode = 1
} catch (error) {
  console.error(`[tubwise] scan failed: ${error instanceof Error ? error.message : error}`)
  console.error(serverOutput.slice(-40).join('\n'))
  exitCode = 1
} finally {
  await proxy?.stop()
  await topology?.stop()
}
process.exit(exitCode)
