// `npm run typecheck`, `lint`, `format`, `test:*` and `payload`: a tool from node_modules/.bin on the Node
// release of .nvmrc. The preload (scripts/lib/onNode24.mjs) has already run this file again under that
// release when the machine's Node is older, with it first on PATH, so the tool's `#!/usr/bin/env node` finds it.
import { bin, serve } from './lib/setup.ts'

const TOOLS = ['tsc', 'eslint', 'prettier', 'vitest', 'playwright', 'payload']

const [tool, ...args] = process.argv.slice(2)
if (!tool || !TOOLS.includes(tool)) {
  console.error(`usage: scripts/tool.ts <${TOOLS.join('|')}> [arguments]`)
  process.exit(2)
}
serve(bin(tool), args, process.env)
