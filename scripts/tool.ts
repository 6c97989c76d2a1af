// `npm run typecheck`, `lint`, `format`, `test:*` and `payload`: a tool from node_modules/.bin on the Node
// release of .nvmrc. The preload (scripts/lib/onNode24.mjs) has already run this file again under that
// release when the machine's Node is older, with it first on PATH, so the tool's `#!/usr/bin/env node` finds it.
import { spawn } from 'node:child_process'

import { bin } from './lib/setup.ts'

const TOOLS = ['tsc', 'eslint', 'prettier', 'vitest', 'playwright', 'payload']

const [tool, ...args] = process.argv.slice(2)
if (!tool || !TOOLS.includes(tool)) {
  console.error(`usage: scripts/tool.ts <${TOOLS.join('|')}> [arguments]`)
  process.exit(2)
}
const child = spawn(bin(tool), args, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal))
child.on('error', (error) => {
  console.error(`[tubwise] could not start ${tool}: ${error.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
