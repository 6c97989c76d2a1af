// `npm run bench:load [-- --seconds 60 --visitors 100 --rate 20 --think-ms 1000 --warm-up 10 --fault all]`: the
// scale-out topology (tests/support/topology.ts: a private PostgreSQL, two app servers on one
// production build, nginx caching in front) under load, then under faults.
//
// Load: `visitors` simulated visitors browse cached pages through nginx (each waits about
// `think-ms` between pages) while `rate` questions a second are posted through nginx, for `seconds`.
// Every visitor and every question comes from its own loopback address (lab/lib/loopbackClient.mjs),
// so the per-address rate limits see separate visitors. The app servers mail staff through a real
// SMTP listener of this script's. After each run: every question that got a 201 must be stored
// (read from PostgreSQL) and its staff e-mail must have arrived exactly once.
//
// Faults (`--fault restart|kill|postgres|smtp|all|none`; `all`, the default, runs each after the clean run):
//   restart   a rolling restart from a quarter into the run: SIGTERM to A, which drains and exits, A
//             started again, nginx's fail_timeout waited out, then the same for B; like the clean run,
//             it must show 0 errors
//   kill      `kill -9` of app server A a third into the run (restarted afterwards for the next run)
//   postgres  PostgreSQL restarted a third into the run (`--pg-down S` seconds stopped, default 0)
//   smtp      the SMTP listener down for `--smtp-down S` seconds (60) from a sixth into the run
// Exits non-zero on a lost, unmailed or twice-mailed submission, on any error in the clean run, on
// a clean-run p99 over the target, or when a fault's errors do not stop before the run's last quarter.
import { performance } from 'node:perf_hooks'
import { startAppServer } from '../tests/support/appServer.ts'
import { errorWindow, isError, printTable, slowestPages, summarise } from './lib/loadReport.mjs'
import { PAGE_MIX, runLoad } from './lib/loadRun.mjs'
import { freePort } from '../tests/support/postgres.ts'
import { buildExists, ensureDependencies, log } from '../scripts/lib/setup.ts'
import { smtpListener } from '../tests/support/smtpListener.ts'
import { checkSubmissions } from '../tests/support/submissionCheck.ts'
import { startTopology } from '../tests/support/topology.ts'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const number = (name, fallback) => {
  const value = Number(option(name, fallback))
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number of 0 or more`)
  return value
}
const FAULTS = ['restart', 'kill', 'postgres', 'smtp']
const settings = {
  seconds: number('seconds', 60),
  visitors: number('visitors', 100),
  rate: number('rate', 20),
  thinkMs: number('think-ms', 1000),
  smtpDown: number('smtp-down', 60),
  pgDown: number('pg-down', 0),
  mailWait: number('mail-wait', 240),
  warmUp: number('warm-up', 10),
}
const faultOption = option('fault', 'all')
if (![...FAULTS, 'all', 'none'].includes(faultOption))
  throw new Error(`--fault must be one of ${[...FAULTS, 'all', 'none'].join(', ')}`)
const RUNS = faultOption === 'all' ? ['clean', ...FAULTS] : faultOption === 'none' ? ['clean'] : [faultOption]
const P99_TARGET_MS = 300
const STAFF_INBOX = 'staff@tubwise.example' // the seeded site settings' staff inbox
// Short enough that retries and a dead server's leases end within the run (production: 30 s, 5 min).
const SERVER_SETTINGS = { MAIL_RETRY_BASE_MS: '1000', MAIL_MAX_ATTEMPTS: '20', JOB_LEASE_MS: '20000' }

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** The `fail_timeout` of each upstream server in deploy/nginx/tubwise.conf's lines (tests/support/nginx.ts). */
const NGINX_FAIL_TIMEOUT_MS = 5_000
const runId = Date.now().toString(36)
const serverLog = []
const extraServers = []
let topology
let smtp
let firstQuestion = 0

/** Starts the fault of `run` at the right moment; resolves with what happened, once it is over. */
async function fault(run) {
  const at = (fraction) => sleep(settings.seconds * 1000 * fraction)
  const t0 = performance.now()
  const since = () => ((performance.now() - t0) / 1000).toFixed(1)
  if (run === 'restart') {
    await at(1 / 4)
    const steps = []
    for (const [index, server] of topology.servers.entries()) {
      const began = since()
      process.kill(server.pid, 'SIGTERM')
      const code = await server.exited
      const restarted = await startServer(server)
      topology.servers[index] = restarted
      steps.push(`${server.name} SIGTERM at ${began} s, exit ${code}, serving again at ${since()} s`)
      // nginx sent nothing to the stopped server for its fail_timeout (5 s); stopping the next one
      // before nginx uses this one again would leave it no server at all.
      await sleep(NGINX_FAIL_TIMEOUT_MS + 1_000)
    }
    return `rolling restart: ${steps.join('; ')}`
  }
  if (run === 'kill') {
    await at(1 / 3)
    const victim = topology.servers[0]
    process.kill(victim.pid, 'SIGKILL')
    return `app server ${victim.name} (pid ${victim.pid}) killed with SIGKILL at ${since()} s`
  }
  if (run === 'postgres') {
    await at(1 / 3)
    const began = since()
    await topology.postgres.restart({ downMs: settings.pgDown * 1000 })
    return `PostgreSQL stopped (fast shutdown) at ${began} s and accepting connections again at ${since()} s`
  }
  if (run === 'smtp') {
    await at(1 / 6)
    const began = since()
    await smtp.stop()
    await sleep(settings.smtpDown * 1000)
    await smtp.start()
    return `SMTP listener down from ${began} s to ${since()} s`
  }
  return 'none'
}

/** Starts `server` again on its port, as a new process. */
async function startServer(server) {
  const started = await startAppServer({
    name: server.name,
    port: server.port,
    env: topology.env,
    log: (line) => serverLog.push(line),
  })
  extraServers.push(started)
  return started
}

/** Brings a killed server back on its port, so the next run has both servers again. */
async function reviveServers() {
  for (const [index, server] of topology.servers.entries()) {
    if (
      await fetch(`${server.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      continue
    const revived = await startServer(server)
    topology.servers[index] = revived
    log(`app server ${server.name} restarted (pid ${revived.pid})`)
  }
}

async function benchmark(run) {
  const marker = `load${runId}${run}`
  console.log(
    `\n== ${run}: ${settings.seconds} s, ${settings.visitors} visitors ` +
      `(about ${settings.thinkMs} ms between pages), ${settings.rate} questions/s, through nginx ==`,
  )
  const logFrom = serverLog.length
  const [result, faultReport] = await Promise.all([
    runLoad({
      baseUrl: topology.proxy.url,
      seconds: settings.seconds,
      visitors: settings.visitors,
      questionsPerSecond: settings.rate,
      thinkMs: settings.thinkMs,
      marker,
      firstQuestion,
    }),
    fault(run),
  ])
  firstQuestion += result.questions.length
  if (run !== 'clean') console.log(`  fault: ${faultReport}`)

  const byKind = (kind) => result.samples.filter((sample) => sample.kind === kind)
  // Searches are rendered per request for their term (never cached), so they are counted apart.
  const isSearch = (sample) => sample.path?.startsWith('/search/')
  const rows = [
    [
      'cached pages',
      summarise(
        byKind('page').filter((sample) => !isSearch(sample)),
        result.seconds,
      ),
    ],
    ['searches', summarise(byKind('page').filter(isSearch), result.seconds)],
    ['form tokens', summarise(byKind('token'), result.seconds)],
    ['question posts', summarise(byKind('question'), result.seconds)],
    ['all', summarise(result.samples, result.seconds)],
  ]
  printTable(rows)
  console.log(
    `  slowest pages (p99): ${slowestPages(result.samples)
      .map((page) => `${page.path} ${page.p99.toFixed(0)} ms (${page.requests} requests)`)
      .join(', ')}`,
  )
  const window = errorWindow(result.samples)
  const lastQuarter = result.seconds * 0.75
  const lateErrors = result.samples.filter((sample) => isError(sample) && sample.at / 1000 > lastQuarter).length
  const errors = window
    ? `${rows.at(-1)[1].errorCount}, from ${window.from.toFixed(1)} s to ${window.to.toFixed(1)} s ` +
      `of ${result.seconds.toFixed(1)} s`
    : 'none'
  console.log(`  errors: ${errors}`)

  log(`waiting for the staff e-mails (up to ${settings.mailWait} s)...`)
  const check = await checkSubmissions({
    databaseUrl: topology.databaseUrl,
    received: smtp.received,
    staffInbox: STAFF_INBOX,
    marker,
    questions: result.questions,
    waitMs: settings.mailWait * 1000,
    settleMs: 11_000, // many rounds of both servers' mail poller: a second delivery would show by then
  })
  console.log(
    `  questions: ${check.posted} posted, ${check.accepted} answered 201, ${check.stored} stored; ` +
      `lost (201, not stored): ${check.lost.length}; stored without a 201: ${check.storedWithout201.length}`,
  )
  const arrived =
    check.mailedAllAfter === null ? 'NOT within the wait' : `${check.mailedAllAfter.toFixed(1)} s after the load ended`
  console.log(
    `  staff e-mails: ${check.mails} (${check.uniqueMessageIds} Message-IDs); unmailed: ${check.unmailed.length}; ` +
      `mailed twice: ${check.mailedTwice.length}; all arrived ${arrived}`,
  )
  console.log(
    `  outbox: ${Object.entries(check.outbox)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')}`,
  )

  const failures = []
  if (check.lost.length)
    failures.push(
      `${check.lost.length} submissions answered 201 but not stored (${check.lost.slice(0, 10).join(', ')})`,
    )
  if (check.unmailed.length)
    failures.push(
      `${check.unmailed.length} stored questions without a staff e-mail (${check.unmailed.slice(0, 10).join(', ')})`,
    )
  if (check.mailedTwice.length || check.uniqueMessageIds !== check.mails)
    failures.push(
      `${check.mailedTwice.length} questions mailed twice; ` +
        `${check.mails - check.uniqueMessageIds} repeated Message-IDs`,
    )
  if (run === 'clean' || run === 'restart') {
    if (rows.at(-1)[1].errorCount) failures.push(`${rows.at(-1)[1].errorCount} errors`)
  }
  if (run === 'clean') {
    for (const [name, summary] of rows.slice(0, 4)) {
      if (summary.p99 >= P99_TARGET_MS) {
        failures.push(`${name} p99 ${summary.p99.toFixed(0)} ms ≥ ${P99_TARGET_MS} ms`)
      }
    }
  } else if (run !== 'restart' && lateErrors) {
    failures.push(`${lateErrors} errors in the run's last quarter: not recovered`)
  }
  for (const server of topology.servers) {
    const up = await fetch(`${server.url}/api/health`).then(
      (r) => r.status,
      (error) => error.cause?.code ?? error.message,
    )
    if (run === 'kill' && server === topology.servers[0]) continue
    if (up !== 200) failures.push(`app server ${server.name} answers its health check with ${up}`)
  }
  const serverErrors = serverLog.slice(logFrom).filter((line) => /error|\[api\]/i.test(line))
  if (serverErrors.length)
    console.log(
      `  server log: ${serverErrors.length} error lines, the first: ${serverErrors
        .slice(0, 3)
        .map((line) => line.slice(0, 200))
        .join(' | ')}`,
    )
  const passed =
    run === 'clean'
      ? ` (0 errors, 0 lost, p99 < ${P99_TARGET_MS} ms)`
      : run === 'restart'
        ? ' (0 errors, every 201 stored and mailed once)'
        : ' (every 201 stored and mailed once; recovered)'
  console.log(`  ${failures.length ? `FAIL: ${failures.join('; ')}` : `PASS${passed}`}`)
  return failures.length === 0
}

let exitCode = 0
const stopAll = async () => {
  for (const server of extraServers) await server.stop().catch(() => {})
  await topology?.stop()
  await smtp?.stop()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().finally(() => process.exit(130)))
try {
  ensureDependencies()
  const smtpPort = await freePort()
  smtp = smtpListener(smtpPort)
  await smtp.start()
  topology = await startTopology({
    build: buildExists() ? 'existing' : 'when-stale',
    log: (line) => serverLog.push(line),
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...SERVER_SETTINGS },
  })
  const appServers = topology.servers.map((server) => server.url).join(' and ')
  log(`topology up: nginx ${topology.proxy.url}, app servers ${appServers}; runs: ${RUNS.join(', ')}`)
  // Every page once, then the same load for `--warm-up` seconds, unmeasured: the runs measure a warm
  // site (as a deployed one is), not first renders, a cold proxy cache and code not yet optimised.
  for (const server of topology.servers)
    for (const [path] of PAGE_MIX) await fetch(`${server.url}${path}`).then((r) => r.arrayBuffer())
  if (settings.warmUp > 0) {
    log(`warming up: ${settings.warmUp} s of the same load, not measured`)
    const warm = await runLoad({
      baseUrl: topology.proxy.url,
      seconds: settings.warmUp,
      visitors: settings.visitors,
      questionsPerSecond: settings.rate,
      thinkMs: settings.thinkMs,
      marker: `warm${runId}`,
      firstQuestion,
    })
    firstQuestion += warm.questions.length
    await sleep(5_000)
  }
  for (const run of RUNS) {
    if (!(await benchmark(run))) exitCode = 1
    await reviveServers()
  }
} catch (error) {
  console.error(`[tubwise] load benchmark failed: ${error instanceof Error ? error.stack : error}`)
  console.error(
    serverLog
      .filter((line) => /error|\[api\]/i.test(line))
      .slice(-20)
      .join('\n'),
  )
  exitCode = 1
} finally {
  await stopAll()
}
process.exit(exitCode)
