// One app server (scripts/serve.ts: our HTTP server around Next's handler) on the current
// production build, as a child process of ours. Several of them with one DATABASE_URL are the
// scale-out topology (tests/support/topology.ts).
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

import { root } from '../../scripts/lib/setup.ts'
import { waitForUrl } from './waitForUrl.ts'

export type AppServer = {
  name: string
  url: string
  port: number
  pid: number | undefined
  /** Settles with the exit code (null when ended by a signal) once the server has ended. */
  exited: Promise<number | null>
  stop: () => Promise<void>
}

type AppServerOptions = {
  name: string
  port: number
  env: NodeJS.ProcessEnv
  log?: (line: string) => void
  /**
   * `health` (the default): resolve once /api/health answers. `exit`: resolve once the server has
   * ended by itself (a server that must refuse to start), killing it after a minute.
   */
  until?: 'health' | 'exit'
}

/**
 * Starts `scripts/serve.ts` on `port` with `env`; resolves once /api/health answers (or, with
 * `until: 'exit'`, once it has ended). Each output line goes to `log` with the server's `name` in front.
 */
export async function startAppServer({
  name,
  port,
  env,
  log = (line) => console.log(line),
  until = 'health',
}: AppServerOptions): Promise<AppServer> {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => log(`[${name}] ${line}`))
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  if (until === 'exit') {
    const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000)
    // 'close', not 'exit': the output streams are read to their end by then.
    await new Promise((resolve) => child.once('close', resolve))
    clearTimeout(timeout)
  } else {
    try {
      await waitForUrl(`${url}/api/health`, { exited, what: `app server ${name}` })
    } catch (error) {
      child.kill('SIGKILL')
      throw error
    }
  }
  return {
    name,
    url,
    port,
    pid: child.pid,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(forced)
    },
  }
}
