// Debian's security scanners, wapiti and sqlmap, as `npm run scan` runs them: installed with apt when
// missing (as root), each pointed at the site through the scan proxy (lab/lib/scanProxy.mjs), and
// their findings read back from their reports.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { installDebianPackages, onPath } from '../../scripts/lib/debianPackages.ts'

const SCANNERS = ['wapiti', 'sqlmap']

/**
 * wapiti asks for Brotli (`Accept-Encoding: gzip, deflate, br`), and the site sends its pages
 * Brotli-compressed to whoever asks; without Python's brotli module wapiti cannot read a page, finds
 * no link on it and crawls nothing past the start page. Debian's wapiti runs on Debian's Python.
 */
const pythonHasBrotli = () => spawnSync('/usr/bin/python3', ['-c', 'import brotli'], { stdio: 'ignore' }).status === 0

/** Installs the missing scanners (and the Brotli decoder wapiti needs) with apt when root; otherwise says how. */
export function ensureScanners() {
  const missing = SCANNERS.filter((command) => !onPath(command))
  if (!pythonHasBrotli()) missing.push('python3-brotli')
  installDebianPackages(missing, 'scanners')
}

/** Runs `command`, its output both shown (when `echo`) and written to `logFile`; resolves with the output. */
function runLogged(command, args, { logFile, echo = true }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PYTHONWARNINGS: 'ignore' },
    })
    const out = fs.createWriteStream(logFile)
    let text = ''
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        text += chunk
        out.write(chunk)
        if (echo) process.stdout.write(chunk)
      })
    }
    child.on('error', reject)
    child.on('close', (code) => {
      out.end()
      resolve({ code, text })
    })
  })
}

// Attacks on the site's own code. Left out: nikto, buster and backup (file brute force, not our
// code), brute_login_form (the staff login is throttled by design), shellshock (no CGI), wapp
// (updates its fingerprints from the internet), csrf (looks for tokens in HTML forms; ours is the
// double-submit header, checked by the end-to-end tests).
export const WAPITI_MODULES = [
  'sql',
  'blindsql',
  'xss',
  'permanentxss',
  'exec',
  'file',
  'crlf',
  'redirect',
  'ssrf',
  'xxe',
  'htaccess',
  'methods',
  'csp',
  'http_headers',
  'cookieflags',
]

/**
 * Crawls and attacks the public site (the scan proxy keeps the staff admin out), starting also
 * at `startUrls` (JSON GET endpoints with their query parameters, which no page links to).
 * Returns the JSON report's path.
 */
export async function runWapiti({ site, proxy, reportDir, startUrls, maxScanSeconds }) {
  const report = path.join(reportDir, 'wapiti.json')
  const args = [
    '--url',
    `${site}/`,
    '--scope',
    'folder',
    '--module',
    WAPITI_MODULES.join(','),
    '--proxy',
    `${proxy}/`,
    ...startUrls.flatMap((url) => ['--start', url]),
    '--depth',
    '4',
    '--max-links-per-page',
    '40',
    '--max-files-per-dir',
    '30',
    '--max-scan-time',
    String(maxScanSeconds),
    '--max-attack-time',
    String(Math.round(maxScanSeconds / 6)),
    '--timeout',
    '20',
    '--flush-session',
    '--store-session',
    path.join(reportDir, 'wapiti-session'),
    '--store-config',
    path.join(reportDir, 'wapiti-config'),
    // Call-back endpoints for the out-of-band SSRF/XXE checks: the proxy refuses them (no internet).
    '--endpoint',
    'http://scan-endpoint.invalid/',
    '--no-bugreport',
    '--format',
    'json',
    '--output',
    report,
    '--verbose',
    '1',
  ]
  const { code } = await runLogged('wapiti', args, { logFile: path.join(reportDir, 'wapiti.log') })
  if (!fs.existsSync(report))
    throw new Error(`wapiti wrote no report (exit ${code}); see ${path.join(reportDir, 'wapiti.log')}`)
  return report
}

const LEVELS = { 1: 'low', 2: 'medium', 3: 'high', 4: 'critical' }

/** wapiti's findings, `{ section, category, severity, method, path, parameter, info }` each. */
export function wapitiFindings(reportFile) {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
  const findings = []
  for (const section of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, items] of Object.entries(report[section] ?? {})) {
      for (const item of items) {
        findings.push({
          section,
          category,
          severity: LEVELS[item.level] ?? String(item.level ?? '?'),
          method: item.method,
          path: item.path,
          parameter: item.parameter,
          info: item.info,
        })
      }
    }
  }
  return findings
}

// What sqlmap prints when it found something (an injection, or a heuristic hint of one or of XSS).
const SQLMAP_FINDING = new RegExp(
  [
    'identified the following injection point',
    'is vulnerable',
    'appears to be .* injectable',
    'might be injectable',
    'might be vulnerable',
  ].join('|'),
  'i',
)

/**
 * sqlmap against one target: `{ name, url, data? }` (`data` a JSON body, sent as a POST; a `*` in
 * `url` marks a path parameter). Level 1, risk 1: every parameter, every technique's common payloads,
 * no OR-based or heavy time-based ones that could rewrite or stall the database.
 */
export async function runSqlmap({ target, proxy, reportDir }) {
  const args = [
    '-u',
    target.url,
    ...(target.data ? ['--data', JSON.stringify(target.data), '--method', 'POST'] : []),
    '--batch',
    '--level',
    '1',
    '--risk',
    '1',
    '--threads',
    '4',
    '--time-sec',
    '2',
    '--timeout',
    '20',
    '--proxy',
    proxy,
    // An unknown id answers 404 before or after validation: test the parameters all the same.
    '--ignore-code',
    '404',
    '--flush-session',
    '--disable-coloring',
    '--output-dir',
    path.join(reportDir, 'sqlmap'),
  ]
  const { code, text } = await runLogged('sqlmap', args, {
    logFile: path.join(reportDir, 'sqlmap', `${target.name}.log`),
    echo: false,
  })
  const findings = text
    .split('\n')
    .filter((line) => SQLMAP_FINDING.test(line))
    .map((line) => line.replace(/^\[[\d:]+\] /, '').trim())
  const clean = /do not appear to be injectable/.test(text)
  const errors = text
    .split('\n')
    .filter((line) => /\[(CRITICAL|ERROR)\]/.test(line))
    .map((line) => line.replace(/^\[[\d:]+\] /, '').trim())
  return { name: target.name, code, findings, clean, errors }
}
