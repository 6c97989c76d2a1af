// npm run backup — see scripts/backup.ts.
import { loadEnvFiles } from './lib/envFiles.mjs'
import { log, root, runBundled } from './lib/setup.mjs'

try {
  loadEnvFiles({ dir: root, log })
  runBundled('scripts/backup.ts', { args: process.argv.slice(2) })
} catch {
  // The script printed why.
  process.exitCode = 1
}
