// Regenerates src/payload-types.ts and the admin import map after a config change (npm run generate).
import fs from 'node:fs'
import path from 'node:path'

import { payloadCli } from './lib/payloadCli.ts'
import { root } from './lib/setup.ts'

// Payload writes the types file, and says so, only when its content changes; with the file moved
// aside it always does, so "Types written" tells a finished run from one that exited early.
const TYPES = path.join(root, 'src', 'payload-types.ts')
const previous = fs.readFileSync(TYPES, 'utf8')
fs.rmSync(TYPES)
try {
  payloadCli(['generate:types'], {}, /Types written/)
} catch (error) {
  fs.writeFileSync(TYPES, previous)
  throw error
}
payloadCli(['generate:importmap'], {}, /Writing import map|No new imports found/)
