// npm run restore -- <backup folder> — see scripts/restore.ts.
import { loadEnvFiles } from './lib/envFiles.mjs'
import { log, root, runBundled } from './lib/setup.mjs'

try {
  loadEnvFiles({ dir: root, log })
  runBundled('scripts/restore.ts', { args: process.argv.slice(2) })
} catch {
  // The script printed why.
  process.exitCode = 1
}
