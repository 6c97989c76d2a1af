import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import { startAppServer } from '../../support/appServer'
import { freePort } from '../../support/postgres'
import { waitForUrl } from '../../support/waitForUrl'
import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { secondServerEnv } from '../../support/e2e/secondServer'

// Issue 38: a stop (SIGTERM) lets the requests in flight finish, refuses new connections, closes the
// kept-alive ones, and ends with exit 0; and SIGTERM to `npm run serve` (npm → sh → node) leaves no
// process behind. Servers of their own on the e2e build and database, so stopping them stops no one else.

const root = path.resolve(import.meta.dirname, '..', '..', '..')

type Answer = { status: number; body: string; connection: string | undefined }

/** A POST whose body is sent in two halves: it is in flight until `finish()` sends the second. */
function slowPost(port: number, pathname: string, body: string, headers: Record<string, string>) {
  const half = Math.floor(body.length / 2)
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: pathname,
    method: 'POST',
    agent: false,
    headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
  })
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('error', reject)
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text, connection: response.headers.connection }),
      )
    })
  })
  request.write(body.slice(0, half))
  return {
    answer,
    finish: () => request.end(body.slice(half)),
  }
}

/** Resolves with whether a new TCP connection to `port` is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

/** The pids under `pid`, read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(path.join('/proc', entry, 'stat'), 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = []
  const walk = (of: number) => {
    for (const child of children.get(of) ?? []) {
      found.push(child)
      walk(child)
    }
  }
  walk(pid)
  return found
}

/** The command line of `pid` ('' once it has ended). */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/** The IPv4 and IPv6 addresses a socket listens on at `port`, read from /proc/net/tcp and tcp6. */
function listeningAddresses(port: number): string[] {
  const LISTEN = '0A'
  const found: string[] = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue
    for (const row of fs.readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const [, local, , state] = row.trim().split(/\s+/)
      const [address, hexPort] = (local ?? '').split(':')
      if (state !== LISTEN || parseInt(hexPort ?? '', 16) !== port || !address) continue
      // IPv4: four bytes, each written in hex, the last first (127.0.0.1 is 0100007F).
      found.push(
        address.length === 8
          ? (address.match(/../g) ?? [])
              .map((byte) => parseInt(byte, 16))
              .reverse()
              .join('.')
          : `ipv6:${address}`,
      )
    }
  }
  return found
}

/** Whether `pid` runs (a zombie, ended but not yet reaped by its parent, does not). */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

describeOnDesktop('stopping the server', 'no need to repeat per viewport', () => {
  test.setTimeout(240_000)

  test('finishes the requests in flight, refuses new connections and exits 0', async () => {
    const port = await freePort()
    const output: string[] = []
    // Serving runs the server the build made: nothing is bundled (or written into node_modules) at start.
    const runTimeBundle = path.join(root, 'node_modules', '.cache', 'tubwise', 'server.mjs')
    const bundledBefore = fs.existsSync(runTimeBundle) ? fs.statSync(runTimeBundle).mtimeMs : null
    const server = await startAppServer({
      name: 'drain',
      port,
      env: secondServerEnv(port),
      log: (line) => output.push(line),
    })
    expect(fs.existsSync(runTimeBundle) ? fs.statSync(runTimeBundle).mtimeMs : null).toBe(bundledBefore)
    const origin = `http://127.0.0.1:${port}`
    const body = JSON.stringify({ tool: 'scorecard' })
    const headers = { Origin: origin }

    // What this request is answered when nothing stops: the in-flight ones must get the same.
    const before = slowPost(port, '/api/tools/used', body, headers)
    before.finish()
    const usual = await before.answer
    expect(usual.status).toBeLessThan(500)

    const inFlight = [1, 2, 3].map(() => slowPost(port, '/api/tools/used', body, headers))
    // A kept-alive connection, its last answer given, must not hold the stop for its keep-alive time.
    const idle = net.connect({ host: '127.0.0.1', port })
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()))
    idle.on('error', () => {})
    const firstAnswer = new Promise((resolve) => idle.once('data', resolve))
    idle.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    expect(String(await firstAnswer)).toMatch(/^HTTP\/1\.1 200/)

    const stoppedAt = Date.now()
    process.kill(server.pid!, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    expect(await refused(port)).toBe(true)
    await idleClosed
    expect(alive(server.pid!)).toBe(true)

    for (const request of inFlight) request.finish()
    const answers = await Promise.all(inFlight.map((request) => request.answer))
    for (const answer of answers) {
      expect(answer.status).toBe(usual.status)
      expect(answer.body).toBe(usual.body)
      expect(answer.connection).toBe('close')
    }
    expect(await server.exited).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(20_000)
    const records = output.map((line) => line.replace(/^\[drain\] /, '')).filter((line) => line.startsWith('{'))
    const messages = records.map((line) => (JSON.parse(line) as { message: string }).message)
    expect(messages.some((message) => message.startsWith('SIGTERM: stopping'))).toBe(true)
    expect(messages.some((message) => /^stopped in \d+ ms$/.test(message))).toBe(true)
    await server.stop()
  })

  for (const command of [['run', 'serve'], ['start']]) {
    test(`SIGTERM to \`npm ${command.join(' ')}\` stops every process under it`, async () => {
      const port = await freePort()
      const env = secondServerEnv(port)
      // npm start without a SITE_URL serves this machine alone (scripts/lib/setup.ts withStartDefaults).
      if (command[0] === 'start') delete env.SITE_URL
      const npm = spawn('npm', command, { cwd: root, env, stdio: 'ignore' })
      const npmExited = new Promise((resolve) => npm.once('exit', resolve))
      await waitForUrl(`http://127.0.0.1:${port}/api/health`, { exited: npmExited, what: `npm ${command.join(' ')}` })
      const under = descendants(npm.pid!)
      // npm, sh, and at least one Node serving (two when the machine's Node is older than .nvmrc's).
      expect(under.length).toBeGreaterThanOrEqual(2)
      if (command[0] === 'start') {
        // The Node running start.ts serves itself: no second server process to pass signals on to.
        expect(under.filter((pid) => commandLine(pid).includes('scripts/serve.ts'))).toEqual([])
        expect(listeningAddresses(port)).toEqual(['127.0.0.1'])
      }

      npm.kill('SIGTERM')
      await npmExited
      const deadline = Date.now() + 30_000
      while (under.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
      const left = under.filter(alive)
      // Left running, they would hold the port and the database after the run: end them before failing.
      for (const pid of left) process.kill(pid, 'SIGKILL')
      expect(left).toEqual([])
      expect(await refused(port)).toBe(true)
    })
  }
})

describeOnDesktop('a server that cannot start', 'no need to repeat per viewport', () => {
  test.setTimeout(120_000)

  /** Runs scripts/serve.ts on `port` with `env` until it ends: its exit code and its output's lines. */
  async function serveUntilItEnds(port: number, env: NodeJS.ProcessEnv) {
    const lines: string[] = []
    const log = (line: string) => lines.push(line.slice('[cannot-start] '.length))
    const server = await startAppServer({ name: 'cannot-start', port, env, log, until: 'exit' })
    return { code: await server.exited, lines: lines.filter(Boolean) }
  }

  test('with a setting it cannot use, says which in one JSON line and exits 1', async () => {
    const port = await freePort()
    const { code, lines } = await serveUntilItEnds(port, secondServerEnv(port, { PAYLOAD_SECRET: 'too-short' }))
    expect(code).toBe(1)
    const records = lines.map((line) => JSON.parse(line) as { level: string; message: string })
    const errors = records.filter((record) => record.level === 'error')
    expect(errors).toHaveLength(1)
    expect(JSON.stringify(errors[0])).toContain('PAYLOAD_SECRET: must be at least 16 characters')
    expect(await refused(port)).toBe(true)
  })

  test('on a port another process holds, exits 1', async () => {
    const holder = net.createServer()
    await new Promise<void>((resolve) => holder.listen(0, resolve))
    const port = (holder.address() as net.AddressInfo).port
    try {
      const { code, lines } = await serveUntilItEnds(port, secondServerEnv(port))
      expect(code).toBe(1)
      expect(lines.join('\n')).toContain('EADDRINUSE')
    } finally {
      holder.close()
    }
  })
})
