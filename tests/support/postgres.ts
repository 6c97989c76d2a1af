// A private, throwaway PostgreSQL cluster on 127.0.0.1 for tests and migration generation.
// It never touches the machine's default cluster. Node built-ins only.
import { execFile, execFileSync, type ExecFileSyncOptions, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The folder holding initdb and pg_ctl: the newest /usr/lib/postgresql/N/bin, else PATH. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql'
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return path.join(root, versions[0], 'bin')
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  return found ? path.dirname(found) : null
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') return reject(new Error('no TCP port to listen on'))
      server.close(() => resolve(address.port))
    })
  })
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

// PostgreSQL refuses to run as root; as root, run its tools as the `postgres` user.
function runPg(bin: string, args: string[], options: ExecFileSyncOptions = {}): string {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options, encoding: 'utf8' })
}

/** runPg without blocking the event loop (a benchmark keeps timing requests meanwhile). */
function runPgAsync(bin: string, args: string[]): Promise<string> {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  return new Promise((resolve, reject) =>
    execFile(cmd, argv, { encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  )
}

export type Postgres = {
  port: number
  /** Creates a database in the cluster and returns its URL. */
  createDatabase: (name: string) => string
  /** Stops the server but keeps its data, so `start()` brings the same cluster back. */
  pause: () => void
  start: () => void
  /** A restart as an operator does it (fast shutdown, then start), `downMs` apart; does not block. */
  restart: (options?: { downMs?: number }) => Promise<void>
  /** Stops the server and removes its folder. */
  stop: () => void
}

/**
 * Starts a cluster in a fresh temporary folder. Returns its port, a helper to create
 * databases, pause()/start() to simulate an outage, and stop() to remove it.
 */
export async function startPostgres({ port }: { port?: number } = {}): Promise<Postgres> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql).')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-pg-'))
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dir])
  const dataDir = path.join(dir, 'data')
  runPg(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
  const listenPort = port ?? (await freePort())
  const options =
    `-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off ` +
    '-c full_page_writes=off -c max_connections=200'
  const pgCtl = path.join(bin, 'pg_ctl')
  const startArgs = ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']
  const start = () => runPg(pgCtl, startArgs)
  start()
  return {
    port: listenPort,
    createDatabase: (name: string) => createDatabaseAt(listenPort, name),
    pause: () => runPg(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start,
    async restart({ downMs = 0 } = {}) {
      await runPgAsync(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await runPgAsync(pgCtl, startArgs)
    },
    stop() {
      try {
        runPg(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Creates a database in a running test cluster and returns its URL. */
export function createDatabaseAt(port: number, name: string): string {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql).')
  execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return `postgres://postgres@127.0.0.1:${port}/${name}`
}
