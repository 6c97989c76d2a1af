// npm run backup: loads the .env files, then runs backup/backupCommand.ts bundled by esbuild (it imports the app).
import { loadEnvFiles } from './lib/envFiles.ts'
import { log, root, runBundled } from './lib/setup.ts'

try {
  loadEnvFiles({ dir: root, log })
  runBundled('scripts/backup/backupCommand.ts', { args: process.argv.slice(2) })
} catch {
  // The script printed why.
  process.exitCode = 1
}
