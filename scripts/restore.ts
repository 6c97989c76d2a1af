// npm run restore -- <backup folder> — see scripts/restore.ts.
import { loadEnvFiles } from './lib/envFiles.ts'
import { log, root, runBundled } from './lib/setup.ts'

try {
  loadEnvFiles({ dir: root, log })
  runBundled('scripts/backup/restoreCommand.ts', { args: process.argv.slice(2) })
} catch {
  // The script printed why.
  process.exitCode = 1
}
