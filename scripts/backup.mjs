// npm run backup — see scripts/backup.ts.
import { runBundled } from './lib/setup.mjs'

try {
  runBundled('scripts/backup.ts', { args: process.argv.slice(2) })
} catch {
  // The script printed why.
  process.exitCode = 1
}
