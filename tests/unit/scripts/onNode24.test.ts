import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isWantedRuntime, wantedVersion } from '../../../scripts/lib/onNode24.mjs'
import pkg from '../../../package.json'

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

  it('runs every npm script through the guard', () => {
    const scripts = Object.entries(pkg.scripts).filter(([, command]) => command.startsWith('node '))
    expect(scripts.length).toBeGreaterThan(10)
    for (const [name, command] of scripts)
      expect(command, name).toMatch(/^node --import \.\/scripts\/lib\/onNode24\.mjs (scripts|lab)\//)
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
