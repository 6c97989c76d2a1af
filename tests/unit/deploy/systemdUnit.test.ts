import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { root } from '../../../scripts/lib/setup.ts'
import { DRAIN_DEADLINE_MS } from '../../../src/platform/webServer/drain'

// deploy/systemd/tubwise.service, filled in as its header says, must be a unit systemd accepts without a
// word (systemd-analyze ignores a misspelt setting with a warning and exit 0, so any output fails), and
// must give the server's drain the time it takes.
const template = fs.readFileSync(path.join(root, 'deploy', 'systemd', 'tubwise.service'), 'utf8')

const filled = (unit: string) =>
  unit
    .replaceAll('{{APP_DIR}}', root)
    .replaceAll('{{NODE}}', process.execPath)
    .replaceAll('{{USER}}', os.userInfo().username)

function verify(unit: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-unit-'))
  const file = path.join(folder, 'tubwise.service')
  fs.writeFileSync(file, unit)
  const result = spawnSync('systemd-analyze', ['verify', '--man=no', file], { encoding: 'utf8' })
  fs.rmSync(folder, { recursive: true, force: true })
  if (result.error) throw new Error(`systemd-analyze: ${result.error.message} (apt-get install systemd; npm test does)`)
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() }
}

describe('the systemd unit', () => {
  it('has every placeholder named in its header and none left once filled', () => {
    const placeholders = new Set(template.match(/\{\{[A-Z_]+\}\}/g))
    expect([...placeholders].sort()).toEqual(['{{APP_DIR}}', '{{NODE}}', '{{USER}}'])
    expect(filled(template)).not.toMatch(/\{\{/)
  })

  it('is accepted by systemd-analyze verify without a warning', () => {
    expect(verify(filled(template))).toEqual({ status: 0, output: '' })
  })

  it('would be refused with a setting systemd cannot read (the check can fail)', () => {
    const broken = filled(template).replace('KillMode=mixed', 'KillMode=gently')
    expect(verify(broken).output).toMatch(/kill mode/i)
  })

  it('lets the server write to data/ alone: the build is read-only to it', () => {
    expect(template).toMatch(/^ProtectSystem=strict$/m)
    expect(template.match(/^ReadWritePaths=.*$/gm)).toEqual(['ReadWritePaths={{APP_DIR}}/data'])
  })

  it('runs Node on the built server, stops it by SIGTERM alone and waits longer than its drain', () => {
    expect(template).toMatch(/^ExecStart=\{\{NODE\}\} scripts\/serve\.ts$/m)
    expect(template).toMatch(/^KillMode=mixed$/m)
    expect(template).toMatch(/^EnvironmentFile=/m)
    const timeout = Number(/^TimeoutStopSec=(\d+)$/m.exec(template)?.[1])
    // The drain, then the job runner's stop (at most 8 s) and the database's close.
    expect(timeout * 1000).toBeGreaterThan(DRAIN_DEADLINE_MS + 10_000)
  })
})
