// npm run restore -- <backup folder>: loads the .env files, then runs backup/restoreCommand.ts bundled by
// esbuild (it imports the app).
import { loadEnvFiles } from './lib/envFiles.ts'
import { log, root, runBundled } from './lib/setup.ts'

try {
  loadEnvFiles({ dir: root, log })
  runBundled('scripts/backup/restoreCommand.ts', { args: process.argv.slice(2) })
} catch {
  // The script printed why.
  process.exitCode = 1
}
