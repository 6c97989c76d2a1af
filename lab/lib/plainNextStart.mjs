// The same build under plain `next start` (no scripts/serve.ts around it), the first-tap
// benchmark's point of comparison: the site's environment, NODE_ENV=production and SITE_URL its own
// address. Start it only once `npm start` has built the site (it serves the build in .next).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { loadEnvFiles } from '../../scripts/lib/envFiles.ts'
import { freePort } from '../../tests/support/postgres.ts'
import { ensurePayloadSecret, log, root, withStartDefaults } from '../../scripts/lib/setup.ts'
import { waitForUrl } from '../../tests/support/waitForUrl.ts'

/**
 * Starts `next start` on `port` (a free one when absent); resolves with its URL and a stop function
 * once /api/health answers.
 */
export async function startPlainNext(port) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build in .next: run `npm start` (or the bench without BENCH_URL) first')
  const listenPort = port ?? (await freePort())
  const baseUrl = `http://localhost:${listenPort}`
  loadEnvFiles({ dir: root, log })
  const env = withStartDefaults({ ...process.env, PORT: String(listenPort) })
  env.SITE_URL = baseUrl
  ensurePayloadSecret(env)
  log(`starting plain next start on ${baseUrl}...`)
  // Its own process group, so stopping it stops Next's workers too.
  const child = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(listenPort)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  try {
    await waitForUrl(`${baseUrl}/api/health`, { exited, what: 'next start', timeoutMs: 180_000 })
  } catch (error) {
    stop()
    throw error
  }
  return { baseUrl, stop }
}
