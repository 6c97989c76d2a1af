import { spawnSync } from 'node:child_process'

import { bin, root } from './setup.ts'

/**
 * Runs Payload's CLI and checks its output shows it finished: `done` recognises a real finish, so a
 * run that exits 0 having done nothing fails loudly instead of passing for done.
 */
export function payloadCli(args: string[], env: Record<string, string>, done: RegExp): void {
  const result = spawnSync(bin('payload'), args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'development', ...env },
  })
  process.stdout.write(result.stdout)
  process.stderr.write(result.stderr)
  if (result.status !== 0) throw new Error(`payload ${args.join(' ')} exited with ${result.status}`)
  if (!done.test(result.stdout + result.stderr)) throw new Error(`payload ${args.join(' ')} exited without finishing`)
}
