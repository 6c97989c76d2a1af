import type http from 'node:http'

import { log } from '@/platform/log/log'

// Used by the web server (server.ts). A stop (SIGTERM from systemd or a rolling restart, SIGINT,
// SIGHUP) must not cut a request in flight: a checkout waiting on Stripe, a staff upload. So the
// server stops accepting, lets each request finish, closes keep-alive connections as they fall idle
// (an answer given while draining says `Connection: close`), and only at the deadline cuts what is
// left. Then the job runner and the database are closed, and the process exits 0.

/** How long requests in flight may take to finish; a service manager's stop timeout must be longer. */
export const DRAIN_DEADLINE_MS = 25_000

/**
 * Longer than the reverse proxy's keep-alive (nginx: 60 s), so the proxy always closes an idle
 * connection first and never sends a request on one this server is closing (a stray 502).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

export type Drain = {
  /** Whether the server is stopping: an answer given now closes its connection. */
  readonly draining: boolean
}

type Shutdown = {
  /** Stops taking jobs and lets the ones under way finish (bounded by the caller). */
  stopJobs: () => Promise<unknown>
  /** Closes what the server opened after the requests are done: Next, then the database. */
  close: () => Promise<unknown>
  deadlineMs?: number
  exit?: (code: number) => void
}

/** Sets the keep-alive timeouts and drains `server` on SIGTERM, SIGINT and SIGHUP. */
export function drainOnStop(server: http.Server, shutdown: Shutdown): Drain {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // Above the keep-alive timeout, as Node's documentation asks, or a slow first header line on a
  // reused connection is cut early.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  const state = { draining: false }
  const stop = (signal: string) => {
    if (state.draining) return
    state.draining = true
    void drain(server, shutdown, signal)
  }
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal))
  return state
}

async function drain(
  server: http.Server,
  { stopJobs, close, deadlineMs = DRAIN_DEADLINE_MS, exit = (code) => process.exit(code) }: Shutdown,
  signal: string,
) {
  const startedAt = Date.now()
  log.info(`${signal}: stopping; requests in flight may take ${deadlineMs / 1000} s to finish`)
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // A connection that falls idle after its last answer is closed at once, not after its keep-alive.
  const idle = setInterval(() => server.closeIdleConnections(), 250)
  server.closeIdleConnections()
  const deadline = setTimeout(() => {
    log.warn(`requests still in flight after ${deadlineMs / 1000} s: cut`)
    server.closeAllConnections()
  }, deadlineMs)
  const jobsStopped = stopJobs().catch(() => {})
  await closed
  clearInterval(idle)
  clearTimeout(deadline)
  await jobsStopped
  let code = 0
  try {
    await close()
  } catch (error) {
    log.error('closing after the drain failed', { error })
    code = 1
  }
  log.info(`stopped in ${Date.now() - startedAt} ms`)
  exit(code)
}
