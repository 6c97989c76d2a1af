// `npm run bench:throughput [-- --page /guide --seconds 12 --connections 20]`: how many requests a
// second a cached article is served at, side by side in one run with `wrk -t2 -c20 -d12s` and gzip:
//   nginx, static  Debian's nginx serving the article's saved HTML as a file (the yardsticks)
//   app server     one app server (scripts/serve.ts) serving the page from its own cache
//   deployment     the reference deployment (deploy/nginx/tubwise.conf: nginx's micro-cache in
//                  front of two app servers on one PostgreSQL, the scale-out topology)
// Every target gets the same nginx main config (tests/support/nginx.ts: one worker) and the same wrk.
// nginx serves the file twice: gzipped per response (how issue 15 measured it) and gzipped once
// beforehand (gzip_static). Prints requests a second and each against both; exits non-zero when the
// deployment serves the article at less than half the precompressed file's rate (issue 15's target,
// against the stricter yardstick), or one app server at less than half the rate of the file gzipped
// per response (issue 28's target). wrk is installed with apt when missing.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { installDebianPackages, onPath } from '../scripts/lib/debianPackages.ts'
import { startNginx } from '../tests/support/nginx.ts'
import { freePort } from '../tests/support/postgres.ts'
import { buildExists, ensureDependencies, log } from '../scripts/lib/setup.ts'
import { startTopology } from '../tests/support/topology.ts'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const PAGE = option('page', '/guide')
const SECONDS = Number(option('seconds', 12))
const CONNECTIONS = Number(option('connections', 20))
const TARGET_RATIO = 0.5
const PRECOMPRESSED = `${PAGE}.gz-static`

/**
 * nginx serving the page's saved HTML as a file at `PAGE`, gzipped per response (as the issue
 * measured it), and at `PAGE`.gz-static, from a copy gzipped once beforehand (gzip_static): the
 * stricter yardstick, since the deployment's cache also holds compressed bytes.
 */
const staticSite = (html, port) => (prefix) => {
  const file = path.join(prefix, 'page.html')
  fs.writeFileSync(file, html)
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }))
  return `server {
    listen 127.0.0.1:${port};
    gzip on;
    gzip_vary on;
    gzip_min_length 1024;
    default_type text/html;
    location = ${PAGE} {
        alias ${file};
    }
    location = ${PRECOMPRESSED} {
        gzip_static on;
        alias ${file};
    }
}
`
}

/** `wrk`'s requests a second for `url`, asking for gzip as a browser does. */
function wrk(url) {
  const output = execFileSync(
    'wrk',
    ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '-H', 'Accept-Encoding: gzip, deflate, br', url],
    { encoding: 'utf8' },
  )
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1]
  if (!rate) throw new Error(`wrk printed no rate:\n${output}`)
  if (errors) throw new Error(`${url} answered ${errors} requests with an error status:\n${output}`)
  return Number(rate)
}

let topology
let yardstick
let exitCode = 0
try {
  ensureDependencies()
  if (!onPath('wrk')) installDebianPackages(['wrk'])
  topology = await startTopology({ build: buildExists() ? 'existing' : 'when-stale', log: () => {} })
  const server = topology.servers[0]
  const html = await (await fetch(`${server.url}${PAGE}`)).text()
  const port = await freePort()
  yardstick = await startNginx({ port, siteConfig: staticSite(html, port), readyPath: PAGE })
  // Warm: every target has served the page (and its cache holds it) before it is measured.
  for (const url of [yardstick.url, server.url, topology.proxy.url])
    for (let n = 0; n < 20; n++) await fetch(`${url}${PAGE}`).then((r) => r.arrayBuffer())
  const precompressed = await fetch(`${yardstick.url}${PRECOMPRESSED}`, { headers: { 'Accept-Encoding': 'gzip' } })
  if (precompressed.headers.get('content-encoding') !== 'gzip')
    throw new Error('nginx did not serve the precompressed copy')

  log(`wrk -t2 -c${CONNECTIONS} -d${SECONDS}s on ${PAGE}, one target after the other`)
  const rows = [
    ['nginx, static file, gzip per response', wrk(`${yardstick.url}${PAGE}`)],
    ['nginx, static file, gzipped beforehand', wrk(`${yardstick.url}${PRECOMPRESSED}`)],
    ['app server, its own cache', wrk(`${server.url}${PAGE}`)],
    ['deployment: nginx micro-cache + 2 app servers', wrk(`${topology.proxy.url}${PAGE}`)],
  ]
  const nginxRate = rows[0][1]
  const strictRate = rows[1][1]
  console.log(`\n${'target'.padEnd(48)}   req/s  × nginx (gzip per response)  × nginx (gzipped beforehand)`)
  for (const [name, rate] of rows) {
    const ratios = `${(rate / nginxRate).toFixed(2).padStart(27)}  ${(rate / strictRate).toFixed(2).padStart(27)}`
    console.log(`${name.padEnd(48)}  ${rate.toFixed(0).padStart(6)}  ${ratios}`)
  }
  // Against the stricter yardstick: the deployment's cache, too, sends bytes compressed once.
  const deployment = rows[3][1] / strictRate
  if (deployment < TARGET_RATIO) {
    console.error(
      `\n[tubwise] the deployment serves ${PAGE} at ${deployment.toFixed(2)} × nginx (gzipped beforehand), ` +
        `under the ${TARGET_RATIO} target`,
    )
    exitCode = 1
  }
  const appServer = rows[2][1] / nginxRate
  if (appServer < TARGET_RATIO) {
    console.error(
      `\n[tubwise] one app server serves ${PAGE} at ${appServer.toFixed(2)} × nginx (gzip per response), ` +
        `under the ${TARGET_RATIO} target`,
    )
    exitCode = 1
  }
} catch (error) {
  console.error(`[tubwise] throughput benchmark failed: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  await yardstick?.stop()
  await topology?.stop()
}
process.exit(exitCode)
