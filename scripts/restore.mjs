// npm run restore -- <backup folder> — see scripts/restore.ts.
import { runBundled } from './lib/setup.mjs'

try {
  runBundled('scripts/restore.ts', { args: process.argv.slice(2) })
} catch {
  // The script printed why.
  process.exitCode = 1
}
