// npm run backup — see scripts/backup.ts.
import { loadEnvFiles } from './lib/envFiles.ts'
import { log, root, runBundled } from './lib/setup.ts'

try {
  loadEnvFiles({ dir: root, log })
  runBundled('scripts/backup/backupCommand.ts', { args: process.argv.slice(2) })
} catch {
  // The script printed why.
  process.exitCode = 1
}
