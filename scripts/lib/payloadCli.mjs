import { spawnSync } from 'node:child_process'

import { bin, root } from './setup.mjs'

/**
 * Runs Payload's CLI until its output shows it finished. The CLI loads TypeScript through an
 * async loader that does not hold Node's event loop open, and now and then exits 0 having done
 * nothing; `done` recognises a real finish.
 */
export function payloadCli(args, env, done) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = spawnSync(bin('payload'), args, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', ...env },
    })
    process.stdout.write(result.stdout)
    process.stderr.write(result.stderr)
    if (result.status !== 0) throw new Error(`payload ${args.join(' ')} exited with ${result.status}`)
    if (done.test(result.stdout + result.stderr)) return
  }
  throw new Error(`payload ${args.join(' ')} kept exiting without finishing`)
}

