// Debian packages a script needs (chromium, PostgreSQL, nginx, Java, the scanners, wrk): installed with apt
// when missing and run as root, as CI's fresh machines are; otherwise the script says how.
import { spawnSync } from 'node:child_process'

import { log } from './setup.ts'

/** Whether `command` is on PATH. */
export const onPath = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

/** Installs `missing` (package names; nothing when empty) with apt as root, or throws saying how. */
export function installDebianPackages(missing: string[], what = 'system packages'): void {
  if (!missing.length) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(
      `missing ${what}: ${missing.join(', ')}. Install them with: ` +
        `sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    )
  }
  log(`installing ${missing.join(', ')} with apt...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
}
